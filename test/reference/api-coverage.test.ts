import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { coreEaseStrings, isPluginClass, readGsapApi, readPluginApi, readPluginVars, SCROLL_PLUGINS, type ApiMember, type PluginClass } from './gsap-api.ts';
import { DOCS_ROOT, referencePages } from './reference-pages.ts';
import { GSITE_ROOT } from '../../cli/paths.ts';
import { BUILD_DIR } from '../helpers/built-pages.ts';
import { inventoryPaths, samePath } from './inventory.ts';

/**
 * API coverage of the reference (the GSAP core and the scroll plugins), read from the 3.12.7
 * type definitions (gsap-api.ts):
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
 *    The scroll plugins (ScrollTrigger, ScrollSmoother, Observer, ScrollToPlugin; routes.md §1
 *    rows 10–12): an instance member → /docs/v3/Plugins/<Folder>/<name>() for a method,
 *    …/<name> for a property (`ScrollTrigger.kill` → /docs/v3/Plugins/ScrollTrigger/kill(),
 *    `ScrollTrigger.start` → …/start); a static → …/static.<name>() or …/static.<name>
 *    (`ScrollTrigger.static.batch` → …/static.batch(), `ScrollTrigger.static.isTouch` →
 *    …/static.isTouch), except ScrollToPlugin.config → /docs/v3/Plugins/ScrollToPlugin/config()
 *    (#12d). A member the inventory has no page for is in ON_INDEX: the plugin's index page
 *    documents it as a table row, and its row anchor must be in the built page (`#getTrailing`,
 *    `#.getTrailing` or `#self.getTrailing` for an instance member,
 *    `#ScrollTrigger.getScrollFunc` or `#static.getScrollFunc` for a static); or it is in
 *    EXCLUDED, with the reason.
 *
 *    Every key of ScrollTrigger.Vars / StaticVars, Observer.ObserverVars and ScrollSmoother.Vars
 *    is a row of a table on the plugin's index page in the built site (the row's anchor is the
 *    key: `#pinSpacer`, see cli/markdown/rehype-gsite-tables.ts), or in VARS_EXCLUDED with the
 *    reason. These checks read the build (GSITE_TEST_BUILD or build/).
 *
 * 2. The `api` frontmatter of every page in the reference folders names a real member. Accepted:
 *    - a member as listed by gsap-api.ts: `gsap.to`, `gsap.ticker`, `gsap.utils`,
 *      `gsap.utils.clamp`, `Tween.kill`, `Timeline.labels`, `Tween.static.to`;
 *    - the objects themselves, for overview pages: `gsap`, `Tween`, `Timeline` (also
 *      `gsap.core.Tween`, `gsap.core.Timeline`), `ScrollTrigger`, `ScrollSmoother`, `Observer`,
 *      `ScrollToPlugin`;
 *    - a scroll plugin's member as code calls it: `ScrollTrigger.kill`, `ScrollTrigger.batch`,
 *      `Observer.velocityX`, `ScrollToPlugin.config` (where a static and an instance member share
 *      the name, `ScrollTrigger.refresh` names either; `ScrollTrigger.static.refresh` only the
 *      static);
 *    - a core plugin by its class name: `CSSPlugin`, `AttrPlugin`, `EndArrayPlugin`,
 *      `ModifiersPlugin`, `SnapPlugin` (or `plugins.css`, …);
 *    - an ease: a global of the ease definitions (`Power1`, `SteppedEase`, `CustomEase`,
 *      `RoughEase`, `SlowMo`, `ExpoScaleEase`, `CustomBounce`, `CustomWiggle`, …) or a core
 *      ease string (`power1`, `power1.out`, `none`, … from gsap.EaseString, plus the library's
 *      lowercase aliases `linear` and `steps`);
 *    - the library members the 3.12.7 definitions leave out (LIBRARY_ONLY).
 *    A page at the path of exactly one member must name that member, and must have an `api`.
 */

const api = [...readGsapApi(), ...readPluginApi()];

const CORE_SOURCE = 'node_modules/gsap/gsap-core.js';

/**
 * Members of the library that the 3.12.7 definitions do not declare, each with the source line
 * that defines it (checked below, so the list stays true): the core from
 * node_modules/gsap/gsap-core.js (3.12.5) unless `file` says otherwise.
 */
const LIBRARY_ONLY: (ApiMember & { source: RegExp; file?: string })[] = [
  // Animation.prototype.globalTime (Tween and Timeline inherit it).
  { name: 'Tween.globalTime', group: 'Tween', kind: 'method', deprecated: false, source: /_proto\.globalTime = function globalTime\(/ },
  { name: 'Timeline.globalTime', group: 'Timeline', kind: 'method', deprecated: false, source: /_proto\.globalTime = function globalTime\(/ },
  // Timeline.prototype.killTweensOf (gsap.killTweensOf() calls it on the global timeline).
  { name: 'Timeline.killTweensOf', group: 'Timeline', kind: 'method', deprecated: false, source: /_proto2\.killTweensOf = function killTweensOf\(/ },
  // The "endArray" plugin; the definitions only have the `endArray` vars key.
  { name: 'plugins.endArray', group: 'plugins', kind: 'property', deprecated: false, source: /name: "endArray"/ },
  // ScrollSmoother keeps its config object as `this.vars` (the inventory has a .vars page); the
  // members-only 3.12 build is not installed, the 3.13 one (same code for this) is.
  { name: 'ScrollSmoother.vars', group: 'ScrollSmoother', kind: 'property', deprecated: false, source: /vars = this\.vars = vars/, file: 'node_modules/gsap-3.13/dist/ScrollSmoother.js' },
];

const members: ApiMember[] = [...api, ...LIBRARY_ONLY];

test('the members the definitions lack are in the library source', () => {
  const source = (file: string) => fs.readFileSync(path.join(GSITE_ROOT, file), 'utf8');
  assert.deepEqual(LIBRARY_ONLY.filter((m) => !m.source.test(source(m.file ?? CORE_SOURCE))).map((m) => m.name), []);
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
  'ScrollTrigger.static.register': 'internal: gsap.registerPlugin(ScrollTrigger) calls it with the core; not in the 3.12.7 docs (the index page shows registering)',
  'ScrollTrigger.update': 'internal: the per-instance step of ScrollTrigger.update() (/docs/v3/Plugins/ScrollTrigger/static.update()); undocumented in the definitions and the 3.12.7 docs',
  ...Object.fromEntries(
    ['cssRule', 'drawSVG', 'easel', 'inertia', 'morphSVG', 'motionPath', 'physics2D', 'physicsProps', 'pixi', 'scrambleText', 'text'].map((p) => [
      `plugins.${p}`,
      'not a core plugin: documented with the plugins under /docs/v3/Plugins',
    ]),
  ),
};

/**
 * Scroll-plugin members that have no page in the 3.12.7 inventory: the plugin's index page
 * documents each as a row of a table (checked in the build), with why it has no page of its own.
 */
const ON_INDEX: Record<string, string> = {
  'ScrollTrigger.static.version': 'a version string; no page in the 3.12.7 inventory',
  'ScrollTrigger.static.disable': 'the static form (all ScrollTriggers at once) has no page; /disable() is the instance method',
  'ScrollTrigger.static.enable': 'the static form (all ScrollTriggers at once) has no page; /enable() is the instance method',
  'ScrollTrigger.static.getScrollFunc': 'no page in the 3.12.7 inventory',
  'ScrollTrigger.callbackAnimation': 'no page in the 3.12.7 inventory',
  'ScrollTrigger.endAnimation': 'no page in the 3.12.7 inventory (the definitions link one that the inventory lacks)',
  'ScrollTrigger.getTrailing': 'no page in the 3.12.7 inventory (the definitions link one that the inventory lacks)',
  'ScrollTrigger.tweenTo': 'no page in the 3.12.7 inventory',
  'ScrollSmoother.static.version': 'a version string; no page in the 3.12.7 inventory',
  'ScrollSmoother.static.refresh': 'no page in the 3.12.7 inventory',
  'ScrollSmoother.refresh': 'no page in the 3.12.7 inventory',
  'ScrollSmoother.normalizer': 'no page in the 3.12.7 inventory',
  'Observer.static.version': 'a version string; no page in the 3.12.7 inventory',
  'Observer.static.eventTypes': 'no page in the 3.12.7 inventory',
  'Observer.axis': 'no page in the 3.12.7 inventory',
  'Observer.scrollX': 'no page in the 3.12.7 inventory',
  'Observer.scrollY': 'no page in the 3.12.7 inventory',
  'ScrollToPlugin.static.max': 'no page in the 3.12.7 inventory (only config() has one)',
  'ScrollToPlugin.static.offset': 'no page in the 3.12.7 inventory (only config() has one)',
};

/** Config keys (`<type>.<key>`, e.g. `ScrollTrigger.Vars.pinSpacer`) that need no row on the plugin's index page, with the reason. */
const VARS_EXCLUDED: Record<string, string> = {};

/** The folder below /docs/v3/Plugins of each scroll plugin (routes.md §1 #9). */
const PLUGIN_FOLDERS: Record<PluginClass, string> = { ScrollTrigger: 'ScrollTrigger', ScrollSmoother: 'ScrollSmoother', Observer: 'Observer', ScrollToPlugin: 'ScrollToPlugin' };
const pluginIndex = (cls: PluginClass) => `/docs/v3/Plugins/${PLUGIN_FOLDERS[cls]}/`;

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
    default: {
      // A scroll plugin (routes.md §1 rows 10–12).
      const dir = `/docs/v3/Plugins/${PLUGIN_FOLDERS[m.group]}`;
      if (m.name === 'ScrollToPlugin.static.config') return `${dir}/config()`;
      return `${dir}/${m.isStatic ? 'static.' : ''}${last}${call}`;
    }
  }
}

/** The built HTML of a page, or undefined when the build has no such page. */
function builtHtml(urlPath: string): string | undefined {
  const file = path.join(BUILD_DIR, samePath(urlPath), 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

/** Every id of a page with the tag that carries it (`pin` → `tr`). */
function idsOf(html: string): Map<string, string> {
  const ids = new Map<string, string>();
  for (const [, tag, attrs] of html.matchAll(/<([a-zA-Z][\w-]*)\b([^>]*)>/g)) {
    const raw = /\sid="([^"]*)"/.exec(attrs!)?.[1];
    const id = raw?.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');
    if (id !== undefined && !ids.has(id)) ids.set(id, tag!.toLowerCase());
  }
  return ids;
}

/** A row anchor: the id of a reference-table row, or of a further name in a row's first cell. */
const isRowAnchor = (ids: Map<string, string>, id: string) => ids.get(id) === 'tr' || ids.get(id) === 'code';

/** What a taken id is, when it is not a row: for messages (a heading took the id, the row got `-1`). */
function whyNotRow(ids: Map<string, string>, id: string): string {
  const tag = ids.get(id);
  if (!tag) return '';
  const moved = [1, 2, 3].map((n) => `${id}-${n}`).find((alt) => isRowAnchor(ids, alt));
  return ` (#${id} is a <${tag}>${moved ? `, so the row got #${moved}` : ''}: rename the ${tag} or the row)`;
}

/**
 * When a name starts a table cell but got no anchor, the table is not a reference table (fewer
 * than half its rows start with inline code: a linked name such as [.kill()](…) does not
 * count), so none of its rows has an id. Says so, for messages.
 */
function unanchoredCell(html: string, names: string[]): string {
  const flat = html.replace(/<wbr\s*\/?>/g, '');
  const name = names.find((n) => new RegExp(`<td\\b[^>]*><code>${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:\\(\\))?</code>`).test(flat));
  return name
    ? ` (\`${name}\` starts a table cell there, but that table is not a reference table, so its rows get no anchors: at least half of its rows must start with inline code; a linked name such as [.kill()](…) does not count)`
    : '';
}

/**
 * The anchors that may name a member in a table of its index page: `getTrailing`,
 * `.getTrailing` or `self.getTrailing` (the instance callbacks receive) for an instance member;
 * `ScrollTrigger.getScrollFunc` or `static.getScrollFunc` for a static (also `getScrollFunc`
 * when no instance member shares the name).
 */
function rowIds(m: ApiMember, all: ApiMember[]): string[] {
  const cls = m.group;
  const last = m.name.split('.').pop()!;
  if (!m.isStatic) return [last, `.${last}`, `self.${last}`];
  const sharesName = all.some((o) => o.group === cls && !o.isStatic && o.name === `${cls}.${last}`);
  return [`${cls}.${last}`, `static.${last}`, ...(sharesName ? [] : [last])];
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
  assert.deepEqual(Object.keys(ON_INDEX).filter((n) => !names.has(n)), [], 'stale ON_INDEX entries');
  assert.deepEqual(Object.keys(ON_INDEX).filter((n) => EXCLUDED[n]), [], 'in both ON_INDEX and EXCLUDED');
  const keys = new Set(readPluginVars().flatMap((v) => v.keys.map((k) => `${v.type}.${k}`)));
  assert.deepEqual(Object.keys(VARS_EXCLUDED).filter((k) => !keys.has(k)), [], 'stale VARS_EXCLUDED entries');
});

test('the scroll plugins are read from their definitions (a sanity check of the reader)', () => {
  const names = new Set(members.map((m) => m.name));
  for (const cls of Object.keys(SCROLL_PLUGINS)) assert.ok(members.some((m) => m.group === cls), `no member of ${cls} was read`);
  for (const n of ['ScrollTrigger.kill', 'ScrollTrigger.start', 'ScrollTrigger.static.batch', 'ScrollTrigger.static.isTouch', 'ScrollTrigger.refresh', 'ScrollTrigger.static.refresh', 'ScrollSmoother.static.create', 'Observer.velocityX', 'ScrollToPlugin.static.config']) {
    assert.ok(names.has(n), `${n} was not read from the definitions`);
  }
  const vars = Object.fromEntries(readPluginVars().map((v) => [v.type, v.keys]));
  assert.ok(vars['ScrollTrigger.Vars']?.includes('pinSpacing') && !vars['ScrollTrigger.Vars'].includes('animation'));
  assert.ok(vars['ScrollTrigger.StaticVars']?.includes('animation') && vars['ScrollTrigger.StaticVars'].includes('pinSpacing'), 'StaticVars keeps the keys it inherits');
  assert.ok(vars['Observer.ObserverVars']?.includes('wheelSpeed') && vars['ScrollSmoother.Vars']?.includes('smoothTouch'));
});

test('every public member of the GSAP core and the scroll plugins has its page at the inventory path (or is excluded with a reason)', () => {
  const inventory = inventoryPaths();
  const problems: string[] = [];
  for (const m of members) {
    if (EXCLUDED[m.name]) continue;
    const where = expectedPath(m);
    if (ON_INDEX[m.name]) {
      if (where && inventory.has(samePath(where))) problems.push(`${m.name}: ${where} is in the inventory now: give it that page and drop it from ON_INDEX`);
      continue;
    }
    if (!where) {
      problems.push(`${m.name}: no path convention for it; give it a page or an EXCLUDED reason`);
      continue;
    }
    if (!inventory.has(samePath(where))) {
      problems.push(
        isPluginClass(m.group)
          ? `${m.name}: ${where} is not in the inventory (inventory.md); list it in ON_INDEX (documented as a row on ${pluginIndex(m.group)}) or EXCLUDED, with the reason`
          : `${m.name}: ${where} is not in the inventory (inventory.md); fix the convention or exclude it`,
      );
    } else if (!pageFile(where)) problems.push(`${m.name}: no page ${where} (content/docs/v3${samePath(where).slice('/docs/v3'.length)}.md)`);
  }
  if (problems.length) assert.fail(`${problems.length} members without a page:\n${problems.join('\n')}`);
});

test('every scroll-plugin member page of the inventory documents a member of the definitions', () => {
  const paths = new Set(members.filter((m) => isPluginClass(m.group)).map(expectedPath).map((p) => samePath(p!)));
  const indexes = new Set((Object.keys(PLUGIN_FOLDERS) as PluginClass[]).map((c) => samePath(pluginIndex(c))));
  const inFolders = [...inventoryPaths()].filter((p) => [...indexes].some((i) => p.startsWith(`${i}/`)));
  const unknown = inFolders.filter((p) => !paths.has(p));
  assert.deepEqual(unknown, [], 'inventory pages of no member (a member the definitions lack goes into LIBRARY_ONLY with its source line)');
});

test('every scroll-plugin member without a page of its own is a table row on its plugin index page', () => {
  const problems: string[] = [];
  for (const m of members) {
    if (!ON_INDEX[m.name] || !isPluginClass(m.group)) continue;
    const index = pluginIndex(m.group);
    const html = builtHtml(index);
    if (html === undefined) {
      problems.push(`${m.name}: no built page ${index} in ${BUILD_DIR}`);
      continue;
    }
    const ids = idsOf(html);
    const want = rowIds(m, members);
    if (!want.some((id) => isRowAnchor(ids, id))) {
      const suggested = `${m.isStatic ? `${m.group}.` : '.'}${m.name.split('.').pop()}${m.kind === 'method' ? '()' : ''}`;
      problems.push(`${m.name}: no table row for it on ${index} (a row whose first cell starts with \`${suggested}\`; anchors accepted: ${want.map((id) => `#${id}`).join(', ')})${want.map((id) => whyNotRow(ids, id)).find(Boolean) ?? unanchoredCell(html, want)}`);
    }
  }
  if (problems.length) assert.fail(`${problems.length} members documented nowhere:\n${problems.join('\n')}`);
});

test('every config key of ScrollTrigger, Observer and ScrollSmoother is a table row on the plugin index page', () => {
  const problems: string[] = [];
  const checked = new Set<string>();
  let missing = 0;
  for (const { type, plugin, keys } of readPluginVars()) {
    const index = pluginIndex(plugin);
    const html = builtHtml(index);
    // StaticVars repeats the keys of Vars: each key once per page.
    const own = keys.filter((key) => !checked.has(`${plugin}.${key}`) && !VARS_EXCLUDED[`${type}.${key}`]);
    own.forEach((key) => checked.add(`${plugin}.${key}`));
    if (html === undefined) {
      missing += own.length;
      problems.push(`${type}: no built page ${index} in ${BUILD_DIR}, so none of its keys has a row (${own.join(', ')})`);
      continue;
    }
    const ids = idsOf(html);
    for (const key of own) {
      if (isRowAnchor(ids, key)) continue;
      missing++;
      problems.push(`${type}.${key}: no table row #${key} on ${index}${whyNotRow(ids, key) || unanchoredCell(html, [key])}`);
    }
  }
  if (problems.length) assert.fail(`${missing} of ${checked.size} config keys have no row:\n${problems.join('\n')}`);
});

const easeStrings = coreEaseStrings();
const EASE_ALIASES = ['linear', 'steps'];

/** How a page names a member in `api`: scroll-plugin statics as code calls them (`ScrollTrigger.batch`). */
const apiName = (m: ApiMember) => (isPluginClass(m.group) ? m.name.replace('.static.', '.') : m.name);

/**
 * The members an `api` frontmatter value names (several where a scroll plugin's static and
 * instance member share the name: `ScrollTrigger.refresh`), 'object' for an overview, or
 * undefined.
 */
function resolveApi(value: string): ApiMember[] | 'object' | undefined {
  const found = resolveOne(value);
  return found === undefined || found === 'object' || Array.isArray(found) ? found : [found];
}

function resolveOne(value: string): ApiMember[] | ApiMember | 'object' | undefined {
  if (['gsap', 'Tween', 'Timeline', 'gsap.core.Tween', 'gsap.core.Timeline'].includes(value) || isPluginClass(value)) return 'object';
  const [cls, name, ...more] = value.split('.');
  if (isPluginClass(cls!) && name && !more.length) {
    // A scroll plugin member as code calls it: the instance member or the static of that name.
    const both = members.filter((m) => m.name === `${cls}.${name}` || m.name === `${cls}.static.${name}`);
    return both.length ? both : undefined;
  }
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
    if (where && !EXCLUDED[m.name] && !ON_INDEX[m.name]) byPath.set(samePath(where), [...(byPath.get(samePath(where)) ?? []), m]);
  }
  const problems: string[] = [];
  for (const page of referencePages()) {
    const value = page.frontmatter.api;
    const own = byPath.get(samePath(page.url));
    if (value === undefined) {
      if (own?.length === 1) problems.push(`${page.file}: no api frontmatter; this is the page of ${own[0]!.name} (api: ${apiName(own[0]!)})`);
      continue;
    }
    const resolved = resolveApi(value);
    if (!resolved) {
      problems.push(`${page.file}: api "${value}" names no member of gsap 3.12.7 (see the accepted forms in test/reference/api-coverage.test.ts)`);
      continue;
    }
    if (own?.length === 1 && (resolved === 'object' || !resolved.includes(own[0]!))) problems.push(`${page.file}: api "${value}", but this is the page of ${own[0]!.name} (api: ${apiName(own[0]!)})`);
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
