import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { build as esbuild } from 'esbuild';
import { builtPages, BUILD_DIR } from './helpers/built-pages.ts';
import { collectDemos } from '../cli/demos/collect-demos.ts';
import { GSITE_ROOT } from '../cli/paths.ts';
import { demoCards, demoFamilies, demoLevels, starters } from '../content/data/demos.ts';

/**
 * Issue 26, /demos on the built site: the grid's metadata is in step with client/demos, the
 * cards carry what a reader needs (family, level, docs page, Playtime), and the starter zips
 * are real projects: their package.json lists what their files import, their entry files
 * exist, and the code builds (esbuild, offline, against this repository's packages where they
 * are installed).
 */
const demos = collectDemos({ dir: path.join(GSITE_ROOT, 'client', 'demos') });
const pages = builtPages();
const byUrl = new Map(pages.map((p) => [p.url.replace(/\/$/, '') || '/', p]));
const demosPage = byUrl.get('/demos');

test('every demo named in content/data/demos.ts is a working demo file, at least 24, covering every family and level', () => {
  const names = Object.keys(demoCards);
  assert.ok(names.length >= 24, `${names.length} cards`);
  for (const name of names) {
    assert.ok(demos[name], `client/demos/${name}.ts exists`);
    assert.equal(demos[name]!.problem, undefined, `${name} can be shown`);
  }
  for (const family of demoFamilies) assert.ok(names.some((n) => demoCards[n]!.family === family.id), `a card for ${family.label}`);
  for (const level of demoLevels) assert.ok(names.some((n) => demoCards[n]!.level === level.id), `a card at ${level.label}`);
});

interface Card {
  name: string;
  family: string;
  level: string;
  html: string;
}

function cards(): Card[] {
  assert.ok(demosPage, '/demos is built');
  return [...demosPage!.html.matchAll(/<li class="demo-card" data-family="([^"]+)" data-level="([^"]+)">([\s\S]*?)<\/gsite-island><\/li>/g)].map((m) => ({
    family: m[1]!,
    level: m[2]!,
    html: m[3]!,
    name: /data-playtime-demo="([^"]+)"/.exec(m[3]!)?.[1] ?? '',
  }));
}

test('the grid shows one card per listed demo, each with its title, plugin, level, poster and both links', () => {
  const list = cards();
  assert.deepEqual(
    list.map((c) => c.name),
    Object.keys(demoCards),
  );
  for (const card of list) {
    const meta = demoCards[card.name]!;
    assert.equal(card.family, meta.family, `${card.name}: family`);
    assert.equal(card.level, meta.level, `${card.name}: level`);
    assert.ok(card.html.includes('data-island="gsap-demo"') && card.html.includes('data-load="interaction"'), `${card.name}: the preview wakes on interaction only`);
    assert.ok(card.html.includes('class="demo-poster"'), `${card.name}: a still poster`);
    assert.ok(card.html.includes(`>${escapeHtml(demos[card.name]!.title)}</h3>`), `${card.name}: its title`);
    // "Open in Playtime" → /playtime?demo=<a demo file that exists>.
    const playtime = /<a href="([^"]+)" data-playtime-demo="[^"]+">Open in Playtime/.exec(card.html)?.[1];
    assert.ok(playtime, `${card.name}: Open in Playtime`);
    const demo = new URL(playtime!.replace(/&amp;/g, '&'), 'http://x').searchParams.get('demo');
    assert.equal(new URL(playtime!, 'http://x').pathname, '/playtime');
    assert.ok(demo && fs.existsSync(path.join(GSITE_ROOT, 'client', 'demos', `${demo}.ts`)), `${card.name}: Playtime opens client/demos/${demo}.ts`);
    // The docs link leads to a built page that shows this very demo.
    const docs = /<a href="([^"]+)">Read the docs/.exec(card.html)?.[1];
    assert.ok(docs, `${card.name}: a docs link`);
    const target = byUrl.get(decodeURI(docs!).replace(/\/$/, '') || '/');
    assert.ok(target, `${card.name}: ${docs} is built`);
    assert.ok(target!.html.includes(`data-demo="${card.name}"`), `${card.name}: ${docs} shows the demo`);
  }
});

test('the filters offer every family and level, and the count starts at all cards', () => {
  const html = demosPage!.html;
  for (const f of demoFamilies) assert.ok(html.includes(`data-facet="plugin" data-value="${f.id}"`), `a ${f.label} button`);
  for (const l of demoLevels) assert.ok(html.includes(`data-facet="level" data-value="${l.id}"`), `a ${l.label} button`);
  assert.match(html, new RegExp(`class="demos-filter__count" aria-live="polite"[^>]*>${Object.keys(demoCards).length} demos<`));
});

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

/** The files of a built starter zip, below its top folder. */
function unzipStarter(name: string): Map<string, string> {
  const file = path.join(BUILD_DIR, 'starters', `${name}.zip`);
  assert.ok(fs.existsSync(file), `starters/${name}.zip is built`);
  const entries = unzipSync(new Uint8Array(fs.readFileSync(file)));
  const files = new Map<string, string>();
  for (const [entry, bytes] of Object.entries(entries)) {
    assert.ok(entry.startsWith(`${name}/`), `${entry} is inside the ${name}/ folder`);
    if (!entry.endsWith('/')) files.set(entry.slice(name.length + 1), strFromU8(bytes));
  }
  return files;
}

/** Bare import specifiers of JS/JSX/Vue files, as package names (`gsap/ScrollTrigger` → gsap, `@gsap/react` stays). */
function importedPackages(files: Map<string, string>): { packages: Set<string>; relative: [string, string][] } {
  const packages = new Set<string>();
  const relative: [string, string][] = [];
  for (const [file, text] of files) {
    if (!/\.(m?js|jsx|ts|tsx|vue)$/.test(file)) continue;
    for (const m of text.matchAll(/^\s*import\s+(?:[^'";]+?\s+from\s+)?['"]([^'"]+)['"]/gm)) {
      const spec = m[1]!;
      if (spec.startsWith('.') || spec.startsWith('/')) relative.push([file, spec]);
      else packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
    }
  }
  return { packages, relative };
}

/** What a package's config files or scripts use without an import in the app's code. */
const TOOLS: Record<string, RegExp> = { vite: /\bvite\b/, next: /\bnext\b/ };
/** Packages another listed one needs beside it (a peer dependency): react-dom for next. */
const PEERS: Record<string, string> = { 'react-dom': 'next' };

for (const starter of starters) {
  test(`starter ${starter.name}: package.json lists exactly what its files import, pins gsap 3.12.5, and its entries exist`, () => {
    const files = unzipStarter(starter.name);
    assert.ok(files.has('README.md'), 'a README');
    const pkg = JSON.parse(files.get('package.json') ?? 'null') as { dependencies?: Record<string, string>; devDependencies?: Record<string, string>; scripts?: Record<string, string> };
    assert.ok(pkg, 'package.json parses');
    const listed = { ...pkg.dependencies, ...pkg.devDependencies };
    assert.equal(listed.gsap, '3.12.5');
    for (const [name, version] of Object.entries(listed)) assert.match(version, /^\d+\.\d+\.\d+$/, `${name} has an exact version`);
    const { packages, relative } = importedPackages(files);
    for (const p of packages) assert.ok(listed[p], `${p} is imported and listed`);
    const scripts = Object.values(pkg.scripts ?? {}).join(' ');
    for (const p of Object.keys(listed)) assert.ok(packages.has(p) || TOOLS[p]?.test(scripts) || (PEERS[p] && listed[PEERS[p]!]), `${p} is listed and used`);
    for (const [from, spec] of relative) {
      const target = path.posix.join(path.posix.dirname(from), spec);
      assert.ok(files.has(target), `${from} imports ${spec}, which is in the zip`);
    }
    assert.ok(pkg.scripts?.build && pkg.scripts.dev, 'dev and build scripts');
    // The entries: index.html's module and stylesheet (Vite), or the app router's page and layout (Next).
    const html = files.get('index.html');
    if (starter.name === 'gsap-next') {
      assert.ok(files.has('app/page.jsx') && files.has('app/layout.jsx'), 'app/page.jsx and app/layout.jsx');
      assert.match(files.get('app/boxes.jsx') ?? '', /^'use client';/, 'the animated component is a client component');
    } else {
      assert.ok(html, 'index.html');
      const refs = [...html!.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]!);
      assert.ok(refs.some((r) => /\.(js|jsx)$/.test(r)), 'index.html loads a module');
      for (const ref of refs) assert.ok(files.has(ref), `index.html's /${ref} is in the zip`);
    }
    // React and Next animate with useGSAP from @gsap/react, registered as a plugin.
    if (starter.name === 'gsap-react' || starter.name === 'gsap-next') {
      const code = [...files].filter(([f]) => /\.jsx$/.test(f)).map(([, t]) => t).join('\n');
      assert.match(code, /import \{ useGSAP \} from '@gsap\/react';/);
      assert.match(code, /gsap\.registerPlugin\(useGSAP\)/);
      assert.equal(listed['@gsap/react'], '2.1.1');
    }
  });
}

test('the vanilla, React and Next starters bundle with esbuild against installed gsap, @gsap/react and react; the Vue component parses', async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-starters-'));
  try {
    const entries: Record<string, string> = { 'gsap-vanilla-vite': 'src/main.js', 'gsap-react': 'src/main.jsx', 'gsap-next': 'app/page.jsx' };
    for (const [name, entry] of Object.entries(entries)) {
      const dir = path.join(tmp, name);
      for (const [file, text] of unzipStarter(name)) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), text);
      }
      const result = await esbuild({
        entryPoints: [path.join(dir, entry)],
        bundle: true,
        write: false,
        outdir: path.join(dir, 'out'),
        jsx: 'automatic',
        loader: { '.js': 'jsx' },
        logLevel: 'silent',
        // The starters' packages as this repository has them installed (no network); next is not, and is left out.
        nodePaths: [path.join(GSITE_ROOT, 'node_modules')],
        external: ['next', 'next/*'],
      });
      assert.equal(result.errors.length, 0, `${name} bundles`);
      const js = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
      assert.match(js, /registerPlugin/, `${name}: the bundle holds the GSAP setup`);
    }
    // Vue is not installed here: check that the component's script parses as a module.
    const vue = unzipStarter('gsap-vue').get('src/App.vue') ?? '';
    const script = /<script setup>([\s\S]*?)<\/script>/.exec(vue)?.[1];
    assert.ok(script, 'App.vue has a <script setup>');
    const { transform } = await import('esbuild');
    await transform(script!, { loader: 'js', format: 'esm' });
    assert.match(vue, /<template>[\s\S]*ref="container"[\s\S]*class="box"[\s\S]*<\/template>/);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});

test('the page offers each starter as a download with the size of the built zip', () => {
  const html = demosPage!.html;
  for (const starter of starters) {
    const bytes = fs.statSync(path.join(BUILD_DIR, 'starters', `${starter.name}.zip`)).size;
    assert.ok(html.includes(`href="/starters/${starter.name}.zip" download=""`), `${starter.name}: a download link`);
    assert.ok(html.includes(`${starter.name}.zip, ${(bytes / 1024).toFixed(1)} KB`), `${starter.name}: its real size (${bytes} bytes)`);
  }
});
