/**
 * The installer's pure half (client/installer/snippets.ts): reading the query, falling back on
 * nonsense, and emitting only paths, files and exports that exist in gsap 3.12.5.
 *
 *   node --import tsx --test client/installer/snippets.test.ts
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TOOLS } from '../client/installer/tools.ts';
import {
  CDN_DIST,
  DEFAULT_STATE,
  FORMATS,
  GSAP_VERSION,
  installerOutput,
  everySnippet,
  moduleSpecifier,
  parseQuery,
  toQuery,
  type InstallerState,
} from '../client/installer/snippets.ts';
import { GSITE_ROOT } from '../cli/paths.ts';

const ROOT = GSITE_ROOT;
const GSAP = path.join(ROOT, 'node_modules/gsap');
/** The 3.13 package: the same layout, with the plugins that were Club-only in 3.12. */
const GSAP_313 = path.join(ROOT, 'node_modules/gsap-3.13');

const code = (state: InstallerState, id: string) => installerOutput(state).snippets.find((s) => s.id === id)?.code;
const state = (patch: Partial<InstallerState>): InstallerState => ({ ...DEFAULT_STATE, ...patch });

/** Names a module file exports, read from its text: `export var X`, `export { a, b as c }`. */
function esmExports(file: string): Set<string> {
  const text = fs.readFileSync(file, 'utf8');
  const names = new Set<string>();
  for (const m of text.matchAll(/^export (?:var|let|const|function|class) (\w+)/gm)) names.add(m[1]!);
  for (const m of text.matchAll(/^export \{([^}]*)\}/gm)) for (const part of m[1]!.split(',')) names.add(part.trim().split(/\s+as\s+/).at(-1)!);
  return names;
}

/** Names a UMD file of gsap/dist/ puts on `exports`. */
function umdExports(file: string): Set<string> {
  return new Set([...fs.readFileSync(file, 'utf8').matchAll(/\bexports\.(\w+) =/g)].map((m) => m[1]!));
}

/** The file a bare `gsap…` specifier resolves to (the package has no "exports" map: plain paths). */
function resolveIn(pkgDir: string, specifier: string): string {
  const rest = specifier.replace(/^gsap(-trial)?\/?/, '');
  const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as { exports?: unknown; module?: string };
  assert.equal(pkg.exports, undefined, 'gsap has no exports map: paths resolve as files');
  return path.join(pkgDir, rest ? `${rest}.js` : pkg.module ?? 'index.js');
}

test('with no query the default: npm, the public package pinned to the site version, ES modules, the core only', () => {
  assert.deepEqual(parseQuery(''), DEFAULT_STATE);
  assert.equal(code(DEFAULT_STATE, 'install'), `npm install gsap@${GSAP_VERSION}`);
  assert.equal(code(DEFAULT_STATE, 'code'), 'import { gsap } from "gsap";');
  assert.equal(code(DEFAULT_STATE, 'npmrc'), undefined);
  assert.deepEqual(installerOutput(DEFAULT_STATE).notes, []);
});

test('the library example URL: trial wins over the private registry, ES modules, npm', () => {
  const s = parseQuery('?tab=npm&module=esm&method=private+registry&tier=free&club=false&require=false&trial=true');
  assert.deepEqual(s, { ...DEFAULT_STATE, source: 'trial' });
  assert.equal(code(s, 'install'), `npm install gsap-trial@${GSAP_VERSION}`);
  assert.equal(code(s, 'code'), 'import { gsap } from "gsap-trial";');
  assert.match(installerOutput(s).notes.join(' '), /only works on localhost/);
  // Without trial, the same method means the private registry.
  const club = parseQuery('tab=npm&module=esm&method=private+registry&tier=business&club=false&require=false&trial=false');
  assert.equal(club.source, 'registry');
  assert.equal(code(club, 'install'), 'npm install gsap@npm:@gsap/business');
  assert.equal(code(club, 'npmrc'), '@gsap:registry=https://npm.greensock.com\n//npm.greensock.com/:_authToken=${GSAP_TOKEN}');
});

test('a choice survives the round trip through the query', () => {
  const choices: InstallerState[] = [
    DEFAULT_STATE,
    state({ tab: 'cdn', tools: ['ScrollTrigger', 'Flip'] }),
    state({ manager: 'pnpm', source: 'registry', tier: 'member', format: 'require', tools: ['useGSAP', 'SplitText'] }),
    state({ manager: 'yarn', source: 'trial', format: 'umd', tools: ['RoughEase', 'CustomWiggle'] }),
    state({ tab: 'download', tools: TOOLS.map((t) => t.id) }),
  ];
  for (const s of choices) assert.deepEqual(parseQuery(toQuery(s)), s, toQuery(s));
  assert.equal(toQuery(state({ tools: ['ScrollTrigger', 'Flip'] })), 'tab=npm&module=esm&method=npm&tier=free&club=false&require=false&trial=false&checked=ScrollTrigger,Flip');
});

test('garbage falls back to the defaults without throwing', () => {
  const queries = [
    'tab=npmx&module=amd&method=bower&tier=gold&club=yes&require=1&trial=TRUE&checked=Nope,,%00',
    'tab=&module=&method=&tier=&club=&require=&trial=&checked=',
    'tab=%E0%A4%A&checked=%ZZ',
    '?&&&=&tab',
    'tab=constructor&method=__proto__&checked=__proto__,toString,hasOwnProperty',
    `checked=${'ScrollTrigger,'.repeat(10_000)}`,
  ];
  for (const q of queries) {
    const s = parseQuery(q);
    assert.deepEqual({ ...s, tools: [] }, DEFAULT_STATE, q.slice(0, 60));
    assert.ok(installerOutput(s).snippets.length >= 2);
  }
  assert.deepEqual(parseQuery(queries.at(-1)!).tools, ['ScrollTrigger']);
  // Known values with unknown neighbours keep their meaning.
  assert.deepEqual(parseQuery('tab=cdn&module=zzz&checked=flip,Bogus'), state({ tab: 'cdn', tools: ['Flip'] }));
  // require=true always means the UMD files: require() of the ES module files fails in Node.
  assert.equal(parseQuery('module=esm&require=true').format, 'require');
});

test('the legacy checked= list: export names or labels, any case, repeats and order normalised, requirements added', () => {
  const s = parseQuery('checked=flip,ScrollTrigger,DrawSVG,drawsvgplugin,MotionPath,useGSAP&checked=SlowMo');
  assert.deepEqual(s.tools, ['ScrollTrigger', 'Flip', 'MotionPathPlugin', 'SlowMo', 'useGSAP', 'DrawSVGPlugin']);
  const registry = { ...s, source: 'registry' as const };
  assert.equal(
    code(registry, 'code'),
    [
      'import { gsap } from "gsap";',
      'import { ScrollTrigger } from "gsap/ScrollTrigger";',
      'import { Flip } from "gsap/Flip";',
      'import { MotionPathPlugin } from "gsap/MotionPathPlugin";',
      'import { SlowMo } from "gsap/EasePack";',
      'import { useGSAP } from "@gsap/react";',
      'import { DrawSVGPlugin } from "gsap/DrawSVGPlugin";',
      '',
      'gsap.registerPlugin(ScrollTrigger, Flip, MotionPathPlugin, SlowMo, useGSAP, DrawSVGPlugin);',
    ].join('\n'),
  );
  assert.equal(code(registry, 'install'), 'npm install gsap@npm:@gsap/shockingly @gsap/react');
  // The public package of 3.12 has no Club plugin: it is left out and the note says why.
  const pub = installerOutput(s);
  assert.doesNotMatch(pub.snippets.find((x) => x.id === 'code')!.code, /DrawSVG/);
  assert.match(pub.notes.join(' '), /DrawSVG was for Club GSAP members in 3\.12/);
  // A tool that needs another brings it along, and says so.
  const smoother = installerOutput(state({ tools: ['ScrollSmoother'], source: 'registry' }));
  assert.match(smoother.snippets.find((x) => x.id === 'code')!.code, /registerPlugin\(ScrollTrigger, ScrollSmoother\)/);
  assert.match(smoother.notes.join(' '), /ScrollSmoother needs ScrollTrigger/);
});

test('CommonJS: require() lines from gsap/dist, one per module', () => {
  const s = parseQuery('require=true&checked=ScrollTrigger,RoughEase,ExpoScaleEase');
  assert.equal(
    code(s, 'code'),
    [
      'const { gsap } = require("gsap/dist/gsap");',
      'const { ScrollTrigger } = require("gsap/dist/ScrollTrigger");',
      'const { RoughEase, ExpoScaleEase } = require("gsap/dist/EasePack");',
      '',
      'gsap.registerPlugin(ScrollTrigger, RoughEase, ExpoScaleEase);',
    ].join('\n'),
  );
});

test('CDN: versioned script tags, the core first, Club plugins and useGSAP left out with a note', () => {
  const out = installerOutput(parseQuery('tab=cdn&checked=SlowMo,RoughEase,Flip,SplitText,useGSAP'));
  const tags = out.snippets.find((x) => x.id === 'install')!.code.split('\n');
  assert.deepEqual(tags, [
    `<script src="https://cdn.jsdelivr.net/npm/gsap@3.12.5/dist/gsap.min.js"></script>`,
    `<script src="https://cdn.jsdelivr.net/npm/gsap@3.12.5/dist/Flip.min.js"></script>`,
    `<script src="https://cdn.jsdelivr.net/npm/gsap@3.12.5/dist/EasePack.min.js"></script>`,
  ]);
  assert.equal(out.snippets.find((x) => x.id === 'code')!.code, 'gsap.registerPlugin(Flip, RoughEase, SlowMo);');
  assert.match(out.notes.join(' '), /SplitText was for Club GSAP members/);
  assert.match(out.notes.join(' '), /useGSAP\(\) is for React projects/);
  // Only the core: nothing to register, so no second block.
  assert.deepEqual(installerOutput(state({ tab: 'cdn' })).snippets.map((x) => x.id), ['install']);
});

test('every CDN and download URL names a file of gsap 3.12.5 dist/', () => {
  const dist = new Set(fs.readdirSync(path.join(GSAP, 'dist')));
  const urls = new Set<string>();
  const all = TOOLS.map((t) => t.id);
  for (const tab of ['cdn', 'download'] as const) {
    for (const m of code(state({ tab, tools: all }), 'install')!.matchAll(/src="([^"]+)"/g)) urls.add(m[1]!);
  }
  for (const t of everySnippet().tools) for (const m of (t.cdn ?? '').matchAll(/src="([^"]+)"/g)) urls.add(m[1]!);
  assert.ok(urls.size > 10);
  for (const url of urls) {
    const file = url.startsWith(CDN_DIST) ? url.slice(CDN_DIST.length) : url.replace(/^gsap\//, '');
    assert.ok(url.startsWith(CDN_DIST) || url.startsWith('gsap/'), url);
    assert.ok(dist.has(file), `${url}: no dist/${file} in gsap ${GSAP_VERSION}`);
  }
  assert.equal(JSON.parse(fs.readFileSync(path.join(GSAP, 'package.json'), 'utf8')).version, GSAP_VERSION);
});

test('every ES module specifier resolves to a file of the package that exports the name (Club ones in 3.13, same layout)', () => {
  const checked: string[] = [];
  for (const tool of [null, ...TOOLS]) {
    if (tool?.kind === 'react') {
      assert.equal(moduleSpecifier(tool, 'esm'), '@gsap/react');
      continue;
    }
    const name = tool?.id ?? 'gsap';
    const pkgDir = tool?.club ? GSAP_313 : GSAP;
    const file = resolveIn(pkgDir, moduleSpecifier(tool, 'esm'));
    assert.ok(fs.existsSync(file), `${moduleSpecifier(tool, 'esm')} → ${file} is missing`);
    assert.ok(esmExports(file).has(name), `${file} exports no ${name}`);
    checked.push(name);
  }
  assert.equal(checked.length, TOOLS.length, 'the core and every tool but useGSAP');
  // Node resolves the specifiers the same way (public tools only: node_modules/gsap is 3.12.5).
  for (const tool of TOOLS.filter((t) => !t.club && t.kind !== 'react')) {
    // Real paths: node_modules may be a link (a worktree sharing another checkout's packages).
    assert.equal(fs.realpathSync(fileURLToPath(import.meta.resolve(moduleSpecifier(tool, 'esm')))), fs.realpathSync(resolveIn(GSAP, moduleSpecifier(tool, 'esm'))));
  }
});

test('every UMD / CommonJS path names a gsap/dist file that puts the name on exports', () => {
  for (const format of FORMATS.filter((f) => f !== 'esm')) {
    for (const tool of [null, ...TOOLS]) {
      if (tool?.kind === 'react') continue;
      const specifier = moduleSpecifier(tool, format);
      assert.match(specifier, /^gsap\/dist\/\w+$/);
      const file = resolveIn(tool?.club ? GSAP_313 : GSAP, specifier);
      assert.ok(fs.existsSync(file), `${specifier} is missing`);
      assert.ok(umdExports(file).has(tool?.id ?? 'gsap'), `${specifier} puts no ${tool?.id ?? 'gsap'} on exports`);
    }
  }
});

test('the no-JavaScript list has every tool and every way to install', () => {
  const every = everySnippet();
  assert.deepEqual(every.tools.map((t) => t.tool.id), TOOLS.map((t) => t.id));
  assert.deepEqual(every.installs.map((i) => i.code).slice(0, 3), ['npm install gsap@3.12.5', 'yarn add gsap@3.12.5', 'pnpm add gsap@3.12.5']);
  for (const t of every.tools) assert.equal(t.cdn === null, t.tool.club || t.tool.kind === 'react', t.tool.id);
});
