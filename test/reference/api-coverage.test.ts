import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { coreEaseStrings, hasConstructor, isPluginClass, PLUGINS, readGsapApi, readPluginApi, readPluginVars, type ApiMember, type PluginClass } from './gsap-api.ts';
import { DOCS_ROOT, referencePages } from './reference-pages.ts';
import { GSITE_ROOT } from '../../cli/paths.ts';
import { BUILD_DIR } from '../helpers/built-pages.ts';
import { INVENTORY_DIRS, inventoryPaths, readInventory, samePath } from './inventory.ts';

/**
 * API coverage of the reference (the GSAP core and the plugins), read from the 3.12.7
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
 *    The plugins (PLUGINS in gsap-api.ts: the scroll plugins of issue 19, Draggable, Flip,
 *    InertiaPlugin and VelocityTracker of issue 20, the others of issue 21; routes.md §1 rows
 *    10–12): an instance member → /docs/v3/Plugins/<Folder>/<name>() for a method, …/<name> for
 *    a property (`ScrollTrigger.kill` → /docs/v3/Plugins/ScrollTrigger/kill(),
 *    `ScrollTrigger.start` → …/start); a static → …/static.<name>() or …/static.<name>
 *    (`ScrollTrigger.static.batch` → …/static.batch(), `ScrollTrigger.static.isTouch` →
 *    …/static.isTouch; the members of a plugin object such as InertiaPlugin are statics:
 *    `InertiaPlugin.static.track` → …/InertiaPlugin/static.track()). The exceptions of row 12
 *    are written out in pluginPath() and PATH_EXCEPTIONS: MorphSVGPlugin static methods without
 *    `()` (12a), CSSRulePlugin …/methods/static-getRule() (12b), MotionPathPlugin
 *    …/methods/static-pointsToSegment (12c), ScrollToPlugin …/config() (12d), MotionPathHelper
 *    members under /docs/v3/MotionPathHelper/ (12e), VelocityTracker members with a leading dot
 *    and the inventory's own names for some (12f, VELOCITY_TRACKER_PAGES), the SplitText
 *    constructor page (12g, CONSTRUCTOR_PAGES); and one the inventory adds: the static
 *    Draggable.zIndex at the instance-style …/Draggable/zIndex.
 *
 *    A member the inventory has no page for is in ON_INDEX: the plugin's index page documents
 *    it as a table row, and its row anchor must be in the built page (`#getTrailing`,
 *    `#.getTrailing` or `#self.getTrailing` for an instance member,
 *    `#ScrollTrigger.getScrollFunc` or `#static.getScrollFunc` for a static); or it is in
 *    EXCLUDED, with the reason.
 *
 *    Every key of each plugin's config object (PLUGIN_VARS in gsap-api.ts: ScrollTrigger.Vars /
 *    StaticVars, Observer.ObserverVars, ScrollSmoother.Vars, ScrollToPlugin.Vars,
 *    Draggable.Vars, …) is a row of a table on the plugin's index page in the built site (the
 *    row's anchor is the key: `#pinSpacer`, see cli/markdown/rehype-gsite-tables.ts), or in
 *    VARS_EXCLUDED with the reason. These checks read the build (GSITE_TEST_BUILD or build/).
 *
 * 2. The `api` frontmatter of every page in the reference folders names a real member. Accepted:
 *    - a member as listed by gsap-api.ts: `gsap.to`, `gsap.ticker`, `gsap.utils`,
 *      `gsap.utils.clamp`, `Tween.kill`, `Timeline.labels`, `Tween.static.to`;
 *    - the objects themselves, for overview pages: `gsap`, `Tween`, `Timeline` (also
 *      `gsap.core.Tween`, `gsap.core.Timeline`), and every plugin of PLUGINS (`ScrollTrigger`,
 *      `Draggable`, `InertiaPlugin`, `VelocityTracker`, `MotionPathHelper`, …);
 *    - a plugin's member as code calls it: `ScrollTrigger.kill`, `ScrollTrigger.batch`,
 *      `Observer.velocityX`, `ScrollToPlugin.config`, `InertiaPlugin.track`,
 *      `VelocityTracker.add` (where a static and an instance member share the name,
 *      `ScrollTrigger.refresh` names either; `ScrollTrigger.static.refresh` only the static);
 *    - a core plugin by its class name: `CSSPlugin`, `AttrPlugin`, `EndArrayPlugin`,
 *      `ModifiersPlugin`, `SnapPlugin` (or `plugins.css`, …);
 *    - an ease: a global of the ease definitions (`Power1`, `SteppedEase`, `CustomEase`,
 *      `RoughEase`, `SlowMo`, `ExpoScaleEase`, `CustomBounce`, `CustomWiggle`, …) or a core
 *      ease string (`power1`, `power1.out`, `none`, … from gsap.EaseString, plus the library's
 *      lowercase aliases `linear` and `steps`);
 *    - the library members the 3.12.7 definitions leave out (LIBRARY_ONLY).
 *    A page at the path of exactly one member must name that member, and must have an `api`.
 *    The pages checked are those of INVENTORY_DIRS (the reference folders and
 *    content/docs/v3/MotionPathHelper).
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
  // Draggable sets `lockedAxis` ("x", "y" or null) on the instance when lockAxis picks an axis;
  // the 3.12.7 definitions declare lockAxis only (the inventory has a .lockedAxis page).
  { name: 'Draggable.lockedAxis', group: 'Draggable', kind: 'property', deprecated: false, source: /_this2\.lockedAxis = null;/, file: 'node_modules/gsap-3.12.7/Draggable.js' },
  // MotionPathPlugin.getLength(path) is in the plugin object; the definitions leave it out (the
  // inventory has a static.getLength() page).
  { name: 'MotionPathPlugin.static.getLength', group: 'MotionPathPlugin', kind: 'method', deprecated: false, isStatic: true, source: /getLength: function getLength\(path\)/, file: 'node_modules/gsap-3.12.7/MotionPathPlugin.js' },
  // A VelocityTracker instance's isTracking(property) (the definitions declare only the static
  // isTracking(target, property)); the inventory's .isTrackingProp() page documents it. The
  // members-only InertiaPlugin file holds VelocityTracker; only the 3.13 build is installed.
  { name: 'VelocityTracker.isTracking', group: 'VelocityTracker', kind: 'method', deprecated: false, source: /_proto\.isTracking = function isTracking\(property\)/, file: 'node_modules/gsap-3.13/dist/InertiaPlugin.js' },
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
  'Flip.static.FlipState': 'a type, not a static: the class of the state Flip.getState() returns, declared in the Flip namespace for typing; the library does not put it on the Flip object (documented with getState())',
  'Flip.static.ElementState': 'a type, not a static: the class of each element of a FlipState, declared in the Flip namespace for typing; the library does not put it on the Flip object',
  // The plugin protocol: what gsap.plugins.Plugin / PluginStatic (gsap-plugins.d.ts) give every
  // plugin object (name, init, render, kill, register, get, getSetter, targetTest, aliases),
  // used by gsap.registerPlugin() and the tween engine, not by readers of a plugin's API.
  ...Object.fromEntries(
    api.filter((m) => m.protocol).map((m) => [m.name, 'the plugin protocol (gsap.Plugin in gsap-plugins.d.ts) that gsap.registerPlugin() and the tween engine use; not API to call']),
  ),
  ...Object.fromEntries(
    ['cssRule', 'drawSVG', 'easel', 'inertia', 'morphSVG', 'motionPath', 'physics2D', 'physicsProps', 'pixi', 'scrambleText', 'text'].map((p) => [
      `plugins.${p}`,
      'not a core plugin: documented with the plugins under /docs/v3/Plugins',
    ]),
  ),
};

/**
 * Plugin members that have no page in the 3.12.7 inventory: the plugin's index page
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
  'Draggable.static.version': 'a version string; no page in the 3.12.7 inventory',
  'Draggable.isDragging': 'no page in the 3.12.7 inventory (isPressed and isThrowing have one)',
  'Draggable.scrollProxy': 'no page in the 3.12.7 inventory',
  'Draggable.dispatchEvent': 'no page in the 3.12.7 inventory',
  'Draggable.removeEventListener': 'no page in the 3.12.7 inventory (addEventListener() has one)',
  'Draggable.hitTest': 'the instance form; the inventory has a page for the static only (static.hitTest())',
  'Draggable.timeSinceDrag': 'the instance form; the inventory has a page for the static only (static.timeSinceDrag())',
  'Flip.static.version': 'a version string; no page in the 3.12.7 inventory',
  'Flip.static.convertCoordinates': 'no page in the 3.12.7 inventory',
  'Flip.static.getByTarget': 'no page in the 3.12.7 inventory',
  'Flip.static.register': 'called by gsap.registerPlugin(Flip); no page in the 3.12.7 inventory',
  'InertiaPlugin.static.getByTarget': 'no page under InertiaPlugin in the 3.12.7 inventory (VelocityTracker/.getByTarget() documents the same function)',
  'VelocityTracker.getAll': 'no page in the 3.12.7 inventory',
  'VelocityTracker.kill': 'no page in the 3.12.7 inventory',
  'VelocityTracker.static.getVelocity': 'no page under VelocityTracker in the 3.12.7 inventory (InertiaPlugin/static.getVelocity() documents the same function)',
  'VelocityTracker.static.register': 'called by gsap.registerPlugin(); no page in the 3.12.7 inventory',
  'GSDevTools.static.getById': 'no page in the 3.12.7 inventory (only create() has one)',
  'GSDevTools.kill': 'no page in the 3.12.7 inventory',
  'MotionPathHelper.static.create': 'no page in the 3.12.7 inventory (editPath() and kill() have one)',
  'MorphSVGPlugin.static.getRawPath': 'no page in the 3.12.7 inventory',
  'MorphSVGPlugin.static.normalizeStrings': 'no page in the 3.12.7 inventory',
  'MotionPathPlugin.static.cacheRawPathMeasurements': 'no page in the 3.12.7 inventory',
  'SplitText.elements': 'no page in the 3.12.7 inventory (chars, lines, words and selector have one)',
};

/** Config keys (`<type>.<key>`, e.g. `ScrollTrigger.Vars.pinSpacer`) that need no row on the plugin's index page, with the reason. */
const VARS_EXCLUDED: Record<string, string> = {};

/**
 * The index page of each plugin (routes.md §1 #9: /docs/v3/Plugins/<Folder>; VelocityTracker
 * has its own below InertiaPlugin's, §2).
 */
const PLUGIN_INDEX: Record<PluginClass, string> = {
  ...(Object.fromEntries(Object.keys(PLUGINS).map((c) => [c, `/docs/v3/Plugins/${c}`])) as Record<PluginClass, string>),
  VelocityTracker: '/docs/v3/Plugins/InertiaPlugin/VelocityTracker',
};
const inventoryForms = new Map(readInventory().flatMap((e) => (e.path ? [[samePath(e.path), e.path] as const] : [])));
/** A plugin's index page, written as the inventory writes it (`/docs/v3/Plugins/ScrollTrigger/`, `/docs/v3/Plugins/TextPlugin`). */
const pluginIndex = (cls: PluginClass) => inventoryForms.get(PLUGIN_INDEX[cls]) ?? PLUGIN_INDEX[cls];

/** Where a plugin's member pages sit: its index folder, except MotionPathHelper's (§1 #12e: outside /Plugins/). */
const memberDir = (cls: PluginClass) => (cls === 'MotionPathHelper' ? '/docs/v3/MotionPathHelper' : samePath(pluginIndex(cls)));

/** Plugin members whose inventory page is not where rows 10–12 put them. */
const PATH_EXCEPTIONS: Record<string, string> = {
  'CSSRulePlugin.static.getRule': '/docs/v3/Plugins/CSSRulePlugin/methods/static-getRule()', // #12b
  'MotionPathPlugin.static.pointsToSegment': '/docs/v3/Plugins/MotionPathPlugin/methods/static-pointsToSegment', // #12c
  'ScrollToPlugin.static.config': '/docs/v3/Plugins/ScrollToPlugin/config()', // #12d
  // A static (`Draggable.zIndex = 1000` in the source; the definitions: `static zIndex`), but the
  // inventory lists it with the instance properties as ".zIndex" at the instance-style path.
  'Draggable.static.zIndex': '/docs/v3/Plugins/Draggable/zIndex',
};

/**
 * VelocityTracker (routes.md §1 #12f): its pages start with a dot (`.target`, `.get()`), and
 * the inventory names some of them differently from the API, so those are mapped by hand:
 * the instance methods add(), remove() and isTracking(property) are documented at .addProp(),
 * .removeProp() and .isTrackingProp(); the statics getByTarget(), isTracking(target), track()
 * and untrack() sit on dot-named pages like instance members, and .track has no `()`.
 */
const VELOCITY_TRACKER_PAGES: Record<string, string> = {
  'VelocityTracker.add': '.addProp()',
  'VelocityTracker.remove': '.removeProp()',
  'VelocityTracker.isTracking': '.isTrackingProp()',
  'VelocityTracker.static.getByTarget': '.getByTarget()',
  'VelocityTracker.static.isTracking': '.isTracking()',
  'VelocityTracker.static.track': '.track',
  'VelocityTracker.static.untrack': '.untrack()',
};

/**
 * Pages of the inventory for a plugin's constructor, which is no member of the definitions
 * (routes.md §1 #12g): the class must declare a constructor.
 */
const CONSTRUCTOR_PAGES: Record<string, PluginClass> = { '/docs/v3/Plugins/SplitText/SplitText()': 'SplitText' };

/** The page of a plugin member (routes.md §1 rows 10–12). */
function pluginPath(m: ApiMember & { group: PluginClass }): string {
  if (PATH_EXCEPTIONS[m.name]) return PATH_EXCEPTIONS[m.name]!;
  const dir = memberDir(m.group);
  const last = m.name.split('.').pop()!;
  const call = m.kind === 'method' ? '()' : '';
  if (m.group === 'VelocityTracker') return `${dir}/${VELOCITY_TRACKER_PAGES[m.name] ?? `.${last}${call}`}`; // #12f
  if (m.group === 'MorphSVGPlugin' && m.isStatic) return `${dir}/static.${last}`; // #12a: no `()` for its static methods either
  return `${dir}/${m.isStatic ? 'static.' : ''}${last}${call}`;
}

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
    default:
      return pluginPath(m as ApiMember & { group: PluginClass });
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

test('the plugins are read from their definitions (a sanity check of the reader)', () => {
  const names = new Set(members.map((m) => m.name));
  for (const cls of Object.keys(PLUGINS)) assert.ok(members.some((m) => m.group === cls), `no member of ${cls} was read`);
  for (const n of [
    'ScrollTrigger.kill', 'ScrollTrigger.start', 'ScrollTrigger.static.batch', 'ScrollTrigger.static.isTouch', 'ScrollTrigger.refresh', 'ScrollTrigger.static.refresh', 'ScrollSmoother.static.create', 'Observer.velocityX', 'ScrollToPlugin.static.config',
    'Draggable.x', 'Draggable.kill', 'Draggable.static.create', 'Draggable.static.zIndex', 'Flip.static.from', 'InertiaPlugin.static.getVelocity', 'InertiaPlugin.static.track',
    'VelocityTracker.add', 'VelocityTracker.target', 'VelocityTracker.static.track', 'MorphSVGPlugin.static.defaultType', 'MotionPathPlugin.static.pointsToSegment',
    'MotionPathHelper.kill', 'MotionPathHelper.static.editPath', 'SplitText.chars', 'SplitText.split', 'CSSRulePlugin.static.getRule', 'PixiPlugin.static.registerPIXI', 'GSDevTools.static.create',
  ]) {
    assert.ok(names.has(n), `${n} was not read from the definitions`);
  }
  assert.ok(members.find((m) => m.name === 'TextPlugin.static.init')?.protocol, 'the plugin protocol of a plugin object is marked');
  assert.ok(!members.find((m) => m.name === 'InertiaPlugin.static.track')?.protocol, 'VelocityTrackerStatic is not the protocol');
  for (const cls of ['SplitText', 'Draggable'] as const) assert.ok(hasConstructor(cls), `${cls} declares a constructor`);
  const vars = Object.fromEntries(readPluginVars().map((v) => [v.type, v.keys]));
  assert.ok(vars['ScrollTrigger.Vars']?.includes('pinSpacing') && !vars['ScrollTrigger.Vars'].includes('animation'));
  assert.ok(vars['ScrollTrigger.StaticVars']?.includes('animation') && vars['ScrollTrigger.StaticVars'].includes('pinSpacing'), 'StaticVars keeps the keys it inherits');
  assert.ok(vars['Observer.ObserverVars']?.includes('wheelSpeed') && vars['ScrollSmoother.Vars']?.includes('smoothTouch'));
  assert.ok(vars['ScrollToPlugin.Vars']?.includes('offsetY') && vars['Draggable.Vars']?.includes('edgeResistance') && vars['gsap.InertiaVars']?.includes('linkedProps'));
  assert.ok(vars['Flip.FromToVars']?.includes('absolute') && !vars['Flip.FromToVars'].includes('duration'), 'Flip.FromToVars without the TweenVars keys');
  assert.ok(vars['gsap.plugins.MorphSVGVars']?.includes('shapeIndex') && vars['PixiPlugin.Vars']?.includes('tint'));
});

test('every public member of the GSAP core and the plugins has its page at the inventory path (or is excluded with a reason)', () => {
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

test('every plugin member page of the inventory documents a member of the definitions', () => {
  const paths = new Set(members.filter((m) => isPluginClass(m.group)).map(expectedPath).map((p) => samePath(p!)));
  const plugins = Object.keys(PLUGINS) as PluginClass[];
  const indexes = new Set(plugins.map((c) => samePath(pluginIndex(c))));
  const dirs = new Set([...indexes, ...plugins.map(memberDir)]);
  const inFolders = [...inventoryPaths()].filter((p) => [...dirs].some((i) => p.startsWith(`${i}/`)));
  const unknown = inFolders.filter((p) => !paths.has(p) && !indexes.has(p) && !CONSTRUCTOR_PAGES[p]);
  assert.deepEqual(unknown, [], 'inventory pages of no member (a member the definitions lack goes into LIBRARY_ONLY with its source line)');
  for (const [page, cls] of Object.entries(CONSTRUCTOR_PAGES)) {
    assert.ok(inventoryPaths().has(samePath(page)), `${page} is no longer in the inventory: drop it from CONSTRUCTOR_PAGES`);
    assert.ok(hasConstructor(cls), `${page}: the definitions declare no constructor of ${cls}`);
  }
});

test('every plugin member without a page of its own is a table row on its plugin index page', () => {
  const problems: string[] = [];
  for (const m of members) {
    if (!ON_INDEX[m.name] || !isPluginClass(m.group)) continue;
    const index = pluginIndex(m.group);
    const html = builtHtml(index);
    const want = rowIds(m, members);
    const suggested = `${m.isStatic ? `${m.group}.` : '.'}${m.name.split('.').pop()}${m.kind === 'method' ? '()' : ''}`;
    const row = `a row whose first cell starts with \`${suggested}\`; anchors accepted: ${want.map((id) => `#${id}`).join(', ')}`;
    if (html === undefined) {
      problems.push(`${m.name}: no built page ${index} in ${BUILD_DIR}, so no row for it there (${row})`);
      continue;
    }
    const ids = idsOf(html);
    if (!want.some((id) => isRowAnchor(ids, id))) {
      problems.push(`${m.name}: no table row for it on ${index} (${row})${want.map((id) => whyNotRow(ids, id)).find(Boolean) ?? unanchoredCell(html, want)}`);
    }
  }
  if (problems.length) assert.fail(`${problems.length} members documented nowhere:\n${problems.join('\n')}`);
});

test('every config key of the plugins (ScrollTrigger.Vars, Draggable.Vars, …) is a table row on the plugin index page', () => {
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

/** How a page names a member in `api`: plugin statics as code calls them (`ScrollTrigger.batch`). */
const apiName = (m: ApiMember) => (isPluginClass(m.group) ? m.name.replace('.static.', '.') : m.name);

/**
 * The members an `api` frontmatter value names (several where a plugin's static and
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
    // A plugin member as code calls it: the instance member or the static of that name.
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
  for (const page of referencePages(INVENTORY_DIRS)) {
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
