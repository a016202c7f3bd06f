import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { coreEaseStrings, readGsapApi, type ApiMember } from './gsap-api.ts';
import { DOCS_ROOT, referencePages } from './reference-pages.ts';
import { GSITE_ROOT } from '../../cli/paths.ts';
import { inventoryPaths, samePath } from './inventory.ts';

/**
 * API coverage of the GSAP core reference, read from the 3.12.7 type definitions (gsap-api.ts):
 *
 * 1. Every public member of `gsap`, gsap.core.Tween and gsap.core.Timeline (inherited Animation
 *    members included: each class has its own page for them), gsap.utils, the eases and the
 *    plugins of gsap.plugins has a page at the path routes.md §1 gives it, or is in EXCLUDED
 *    below with a reason. Paths: `gsap.to` → /docs/v3/GSAP/gsap.to(), `gsap.ticker` →
 *    /docs/v3/GSAP/gsap.ticker, `Tween.kill` → /docs/v3/GSAP/Tween/kill(), `Timeline.labels` →
 *    /docs/v3/GSAP/Timeline/labels, `gsap.utils.clamp` → /docs/v3/GSAP/UtilityMethods/clamp(),
 *    a core ease (Power1, Back, …; what ease.d.ts adds to "gsap/gsap-core") → /docs/v3/Eases,
 *    except SteppedEase and the ease plugins → /docs/v3/Eases/<Name>, a core plugin →
 *    /docs/v3/GSAP/CorePlugins/<Attributes|CSS|EndArray|Modifiers|Snap>. Each derived path must
 *    also be in the inventory (inventory.md), so the conventions and the inventory agree.
 *
 * 2. The `api` frontmatter of every page in the reference folders names a real member. Accepted:
 *    - a member as listed by gsap-api.ts: `gsap.to`, `gsap.ticker`, `gsap.utils`,
 *      `gsap.utils.clamp`, `Tween.kill`, `Timeline.labels`, `Tween.static.to`;
 *    - the objects themselves, for overview pages: `gsap`, `Tween`, `Timeline` (also
 *      `gsap.core.Tween`, `gsap.core.Timeline`);
 *    - a core plugin by its class name: `CSSPlugin`, `AttrPlugin`, `EndArrayPlugin`,
 *      `ModifiersPlugin`, `SnapPlugin` (or `plugins.css`, …);
 *    - an ease: a global of the ease definitions (`Power1`, `SteppedEase`, `CustomEase`,
 *      `RoughEase`, `SlowMo`, `ExpoScaleEase`, `CustomBounce`, `CustomWiggle`, …) or a core
 *      ease string (`power1`, `power1.out`, `none`, … from gsap.EaseString, plus the library's
 *      lowercase aliases `linear` and `steps`);
 *    - the library members the 3.12.7 definitions leave out (LIBRARY_ONLY).
 *    A page at the path of exactly one member must name that member.
 */

const api = readGsapApi();

/**
 * Members of the library (node_modules/gsap/gsap-core.js, 3.12.5) that the 3.12.7 definitions do
 * not declare, each with the source line that defines it (checked below, so the list stays true).
 */
const LIBRARY_ONLY: (ApiMember & { source: RegExp })[] = [
  // Animation.prototype.globalTime (Tween and Timeline inherit it).
  { name: 'Tween.globalTime', group: 'Tween', kind: 'method', deprecated: false, source: /_proto\.globalTime = function globalTime\(/ },
  { name: 'Timeline.globalTime', group: 'Timeline', kind: 'method', deprecated: false, source: /_proto\.globalTime = function globalTime\(/ },
  // Timeline.prototype.killTweensOf (gsap.killTweensOf() calls it on the global timeline).
  { name: 'Timeline.killTweensOf', group: 'Timeline', kind: 'method', deprecated: false, source: /_proto2\.killTweensOf = function killTweensOf\(/ },
  // The "endArray" plugin; the definitions only have the `endArray` vars key.
  { name: 'plugins.endArray', group: 'plugins', kind: 'property', deprecated: false, source: /name: "endArray"/ },
];

const members: ApiMember[] = [...api, ...LIBRARY_ONLY];

test('the members the definitions lack are in the library source', () => {
  const source = fs.readFileSync(path.join(GSITE_ROOT, 'node_modules/gsap/gsap-core.js'), 'utf8');
  assert.deepEqual(LIBRARY_ONLY.filter((m) => !m.source.test(source)).map((m) => m.name), []);
  assert.deepEqual(LIBRARY_ONLY.filter((m) => api.some((a) => a.name === m.name)).map((m) => m.name), [], 'now declared: drop them from LIBRARY_ONLY');
});

/** Members without a page of their own, each with the reason. */
const EXCLUDED: Record<string, string> = {
  'gsap.core': 'namespace of the classes Animation, Tween and Timeline; documented by the Tween and Timeline sections',
  'gsap.plugins': 'namespace of plugin types; the core plugins have pages under /docs/v3/GSAP/CorePlugins, the others under /docs/v3/Plugins',
  'gsap.install': 'internal: copies gsap onto a global object for the UMD/legacy builds; not in the 3.12.7 docs',
  'Tween.parent': 'no Tween page in the 3.12.7 inventory (Timeline/parent has one); the Tween overview covers it',
  'Tween.rawTime': 'internal: unclamped local time the library uses; not in the 3.12.7 inventory',
  'Timeline.rawTime': 'internal: unclamped local time the library uses; not in the 3.12.7 inventory',
  'Tween.render': 'internal: renders a frame; the ticker calls it; not in the 3.12.7 inventory',
  'Timeline.render': 'internal: renders a frame; the ticker calls it; not in the 3.12.7 inventory',
  'Tween.resetTo': 'the engine of gsap.quickTo(), documented there (/docs/v3/GSAP/gsap.quickTo()); no page in the 3.12.7 inventory',
  'Tween.static.to': 'GSAP 2 style static call (TweenMax.to), deprecated since 3.0: gsap.to()',
  'Tween.static.from': 'GSAP 2 style static call, deprecated since 3.0: gsap.from()',
  'Tween.static.fromTo': 'GSAP 2 style static call, deprecated since 3.0: gsap.fromTo()',
  'Tween.static.set': 'GSAP 2 style static call, deprecated since 3.0: gsap.set()',
  'Tween.static.staggerTo': 'GSAP 2 style static call, deprecated since 3.0: the stagger special property',
  'Tween.static.staggerFrom': 'GSAP 2 style static call, deprecated since 3.0: the stagger special property',
  'Tween.static.staggerFromTo': 'GSAP 2 style static call, deprecated since 3.0: the stagger special property',
  'Tween.static.version': 'the same string as gsap.version (/docs/v3/GSAP/gsap.version)',
  'Timeline.static.version': 'the same string as gsap.version (/docs/v3/GSAP/gsap.version)',
  'Timeline.static.updateRoot': 'the same function as gsap.updateRoot() (/docs/v3/GSAP/gsap.updateRoot())',
  'Timeline.staggerTo': 'deprecated since 3.0: tl.to() with the stagger special property',
  'Timeline.staggerFrom': 'deprecated since 3.0: tl.from() with the stagger special property',
  'Timeline.staggerFromTo': 'deprecated since 3.0: tl.fromTo() with the stagger special property',
  'EasePack': 'the file that registers ExpoScaleEase, RoughEase and SlowMo, which have their own pages',
  'plugins.ScrollTriggerInstance': 'deprecated type alias; ScrollTrigger is documented under /docs/v3/Plugins',
  'plugins.ScrollTriggerStatic': 'deprecated type alias; ScrollTrigger is documented under /docs/v3/Plugins',
  ...Object.fromEntries(
    ['cssRule', 'drawSVG', 'easel', 'inertia', 'morphSVG', 'motionPath', 'physics2D', 'physicsProps', 'pixi', 'scrambleText', 'text'].map((p) => [
      `plugins.${p}`,
      'not a core plugin: documented with the plugins under /docs/v3/Plugins',
    ]),
  ),
};

/** gsap.plugins entry → CorePlugins page (routes.md §1 #7: short names). */
const CORE_PLUGIN_PAGES: Record<string, string> = { attr: 'Attributes', css: 'CSS', endArray: 'EndArray', modifiers: 'Modifiers', snap: 'Snap' };
/** Core plugin class names pages may use in `api`. */
const CORE_PLUGIN_CLASSES: Record<string, string> = { AttrPlugin: 'attr', CSSPlugin: 'css', EndArrayPlugin: 'endArray', ModifiersPlugin: 'modifiers', SnapPlugin: 'snap' };

const CORE_EASES = new Set(['Back', 'Bounce', 'Circ', 'Cubic', 'Elastic', 'Expo', 'Linear', 'Power0', 'Power1', 'Power2', 'Power3', 'Power4', 'Quad', 'Quart', 'Quint', 'Sine', 'Strong']);

/** The page a member belongs on, by the conventions of routes.md §1. */
function expectedPath(m: ApiMember): string | undefined {
  const last = m.name.split('.').pop()!;
  const call = m.kind === 'method' ? '()' : '';
  switch (m.group) {
    case 'gsap':
      return `/docs/v3/GSAP/${m.name}${call}`;
    case 'utils':
      return `/docs/v3/GSAP/UtilityMethods/${last}()`;
    case 'Tween':
    case 'Timeline':
      return m.name.includes('.static.') ? undefined : `/docs/v3/GSAP/${m.group}/${last}${call}`;
    case 'eases':
      return CORE_EASES.has(m.name) ? '/docs/v3/Eases' : `/docs/v3/Eases/${m.name}`;
    case 'plugins':
      return CORE_PLUGIN_PAGES[last] ? `/docs/v3/GSAP/CorePlugins/${CORE_PLUGIN_PAGES[last]}` : undefined;
  }
}

/** The Markdown file of a page path: `X.md`, or `X/index.md` for a page with children. */
function pageFile(urlPath: string): string | undefined {
  const rel = samePath(urlPath).replace(/^\/docs\/v3\/?/, '');
  return [path.join(DOCS_ROOT, `${rel}.md`), path.join(DOCS_ROOT, rel, 'index.md')].find((f) => fs.existsSync(f));
}

test('the type definitions list the members the coverage is about (a sanity check of the reader)', () => {
  const names = new Set(members.map((m) => m.name));
  for (const n of ['gsap.to', 'gsap.ticker', 'gsap.utils', 'gsap.matchMedia', 'Tween.kill', 'Tween.vars', 'Timeline.add', 'Timeline.labels', 'Timeline.kill', 'gsap.utils.clamp', 'Power1', 'SteppedEase', 'CustomEase', 'plugins.css']) {
    assert.ok(names.has(n), `${n} was not read from the definitions`);
  }
  assert.ok(members.length > 150, `only ${members.length} members read`);
});

test('every excluded member still exists', () => {
  const names = new Set(members.map((m) => m.name));
  assert.deepEqual(Object.keys(EXCLUDED).filter((n) => !names.has(n)), [], 'stale exclusions');
});

test('every public member of the GSAP core has its page at the inventory path (or is excluded with a reason)', () => {
  const inventory = inventoryPaths();
  const problems: string[] = [];
  for (const m of members) {
    if (EXCLUDED[m.name]) continue;
    const where = expectedPath(m);
    if (!where) {
      problems.push(`${m.name}: no path convention for it; give it a page or an EXCLUDED reason`);
      continue;
    }
    if (!inventory.has(samePath(where))) problems.push(`${m.name}: ${where} is not in the inventory (inventory.md); fix the convention or exclude it`);
    else if (!pageFile(where)) problems.push(`${m.name}: no page ${where} (content/docs/v3${samePath(where).slice('/docs/v3'.length)}.md)`);
  }
  if (problems.length) assert.fail(`${problems.length} members without a page:\n${problems.join('\n')}`);
});

const easeStrings = coreEaseStrings();
const EASE_ALIASES = ['linear', 'steps'];

/** The member an `api` frontmatter value names, or undefined. */
function resolveApi(value: string): ApiMember | 'object' | undefined {
  if (['gsap', 'Tween', 'Timeline', 'gsap.core.Tween', 'gsap.core.Timeline'].includes(value)) return 'object';
  const direct = members.find((m) => m.name === value);
  if (direct) return direct;
  if (CORE_PLUGIN_CLASSES[value]) return members.find((m) => m.name === `plugins.${CORE_PLUGIN_CLASSES[value]}`);
  if (easeStrings.includes(value) || EASE_ALIASES.includes(value)) {
    const family = value.split('.')[0]!;
    const cls = family === 'none' || family === 'linear' ? 'Linear' : family === 'steps' ? 'SteppedEase' : family[0]!.toUpperCase() + family.slice(1);
    return members.find((m) => m.name === cls);
  }
  return undefined;
}

test('the api frontmatter of every reference page names a real member (and the member of its path)', () => {
  const byPath = new Map<string, ApiMember[]>();
  for (const m of members) {
    const where = expectedPath(m);
    if (where && !EXCLUDED[m.name]) byPath.set(samePath(where), [...(byPath.get(samePath(where)) ?? []), m]);
  }
  const problems: string[] = [];
  for (const page of referencePages()) {
    const value = page.frontmatter.api;
    if (value === undefined) continue;
    const resolved = resolveApi(value);
    if (!resolved) {
      problems.push(`${page.file}: api "${value}" names no member of gsap 3.12.7 (see the accepted forms in test/reference/api-coverage.test.ts)`);
      continue;
    }
    const own = byPath.get(samePath(page.url));
    if (own?.length === 1 && resolved !== own[0]) problems.push(`${page.file}: api "${value}", but this is the page of ${own[0]!.name}`);
  }
  if (problems.length) assert.fail(problems.join('\n'));
});

test('the Eases index names every core ease', () => {
  const file = pageFile('/docs/v3/Eases');
  if (!file) return assert.fail('no /docs/v3/Eases page (content/docs/v3/Eases/index.md)');
  const text = fs.readFileSync(file, 'utf8');
  const families = [...new Set(easeStrings.map((e) => e.split('.')[0]!)), 'steps'];
  const missing = families.filter((f) => !new RegExp(`\\b${f}\\b`).test(text));
  assert.deepEqual(missing, [], `ease names the Eases index does not mention`);
});
