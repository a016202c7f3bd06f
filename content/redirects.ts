import type { RedirectRule } from 'gsite/config';

/**
 * Old paths → the page that answers them now: links people already have (the library's type
 * definitions, forum answers, the old greensock.com site) must land on a page, not on "Oh no.".
 * One home for every hand-made redirect; the build adds the ones it can derive itself (a method
 * page linked without its `()`, cli/redirects/redirect-table.ts), writes `_redirects` and a
 * small page at each old path, and `gsite serve` / `gsite dev` answer them with a 301.
 *
 * A rule's `to` must be a page of this site (and its #anchor an id on it): the build checks it
 * like a link. A `from` that is itself a page is an error (the page would be unreachable).
 * Paths with a #hash can't redirect on a server (browsers never send the hash): those
 * (`/docs/v3/HelperFunctions#loop`) are mapped by the page itself.
 */

/** Links in gsap 3.12.7's type definitions (`@link https://greensock.com/docs/v3/...`) whose spelling differs from the page's. */
const typeDefinitionLinks: RedirectRule[] = [
  // MorphSVGPlugin's static methods are the exception without `()` (routes.md §1 row 12a).
  { from: '/docs/v3/Plugins/MorphSVGPlugin/static.convertToPath()', to: '/docs/v3/Plugins/MorphSVGPlugin/static.convertToPath' },
  { from: '/docs/v3/Plugins/MorphSVGPlugin/static.rawPathToString()', to: '/docs/v3/Plugins/MorphSVGPlugin/static.rawPathToString' },
  { from: '/docs/v3/Plugins/MorphSVGPlugin/static.stringToRawPath()', to: '/docs/v3/Plugins/MorphSVGPlugin/static.stringToRawPath' },
  { from: '/docs/v3/Plugins/MorphSVGPlugin/static.getRawPath()', to: '/docs/v3/Plugins/MorphSVGPlugin/#MorphSVGPlugin.getRawPath' },
  { from: '/docs/v3/Plugins/MorphSVGPlugin/static.normalizeStrings()', to: '/docs/v3/Plugins/MorphSVGPlugin/#MorphSVGPlugin.normalizeStrings' },
  // MotionPathHelper's members live outside /Plugins/ (row 12e); pointsToSegment under methods/ (row 12c).
  { from: '/docs/v3/Plugins/MotionPathHelper/kill()', to: '/docs/v3/MotionPathHelper/kill()' },
  { from: '/docs/v3/Plugins/MotionPathHelper/static.editPath()', to: '/docs/v3/MotionPathHelper/static.editPath()' },
  { from: '/docs/v3/Plugins/MotionPathPlugin/static.pointsToSegment()', to: '/docs/v3/Plugins/MotionPathPlugin/methods/static-pointsToSegment' },
  // ScrollToPlugin.config() has no `static.` prefix (row 12d); its other statics are rows of the guide.
  { from: '/docs/v3/Plugins/ScrollToPlugin/static.config()', to: '/docs/v3/Plugins/ScrollToPlugin/config()' },
  { from: '/docs/v3/Plugins/ScrollToPlugin/static.max()', to: '/docs/v3/Plugins/ScrollToPlugin/#ScrollToPlugin.max' },
  { from: '/docs/v3/Plugins/ScrollToPlugin/static.offset()', to: '/docs/v3/Plugins/ScrollToPlugin/#ScrollToPlugin.offset' },
  // Members documented as rows of their plugin's guide rather than pages of their own.
  { from: '/docs/v3/Plugins/ScrollTrigger/endAnimation()', to: '/docs/v3/Plugins/ScrollTrigger/#.endAnimation' },
  { from: '/docs/v3/Plugins/ScrollTrigger/getTrailing()', to: '/docs/v3/Plugins/ScrollTrigger/#.getTrailing' },
  { from: '/docs/v3/Plugins/ScrollTrigger/static.disable()', to: '/docs/v3/Plugins/ScrollTrigger/#ScrollTrigger.disable' },
  { from: '/docs/v3/Plugins/ScrollTrigger/static.enable()', to: '/docs/v3/Plugins/ScrollTrigger/#ScrollTrigger.enable' },
  // The type definitions link saveStyles() to a page named after its parameter.
  { from: '/docs/v3/Plugins/ScrollTrigger/static.targets()', to: '/docs/v3/Plugins/ScrollTrigger/static.saveStyles()' },
  { from: '/docs/v3/Plugins/ScrollSmoother/refresh()', to: '/docs/v3/Plugins/ScrollSmoother/#.refresh' },
  { from: '/docs/v3/Plugins/ScrollSmoother/static.refresh()', to: '/docs/v3/Plugins/ScrollSmoother/#ScrollSmoother.refresh' },
  // sections() is commented out in the 3.12.7 types (not shipped): the guide is the nearest page.
  { from: '/docs/v3/Plugins/ScrollSmoother/sections()', to: '/docs/v3/Plugins/ScrollSmoother/' },
  { from: '/docs/v3/Plugins/GSDevTools/kill()', to: '/docs/v3/Plugins/GSDevTools/#kill' },
  { from: '/docs/v3/Plugins/GSDevTools/static.getById()', to: '/docs/v3/Plugins/GSDevTools/#GSDevTools.getById' },
  // Tween.resetTo() is the engine of gsap.quickTo(), whose page explains it.
  { from: '/docs/v3/GSAP/Tween/resetTo()', to: '/docs/v3/GSAP/gsap.quickTo()' },
];

/** The core plugins' old names (routes.md §1 row 7: the live site answers them with its 404 page). */
const corePluginNames: RedirectRule[] = [
  ['AttrPlugin', 'Attributes'],
  ['CSSPlugin', 'CSS'],
  ['EndArrayPlugin', 'EndArray'],
  ['ModifiersPlugin', 'Modifiers'],
  ['SnapPlugin', 'Snap'],
].map(([old, name]) => ({ from: `/docs/v3/GSAP/CorePlugins/${old}`, to: `/docs/v3/GSAP/CorePlugins/${name}` }));

/** Release notes sat at the root of greensock.com (`/3-release-notes/`, `/3-1`); now under /blog (row 16). */
const releaseNotes: RedirectRule[] = ['3-release-notes', '3-1', '3-2', '3-4', '3-6', '3-7', '3-8', '3-9', '3-10', '3-11', '3-12'].map((slug) => ({
  from: `/${slug}`,
  to: `/blog/${slug}`,
}));

/** Other spellings of section homes seen in links: the old docs' names for pages that moved. */
const movedPages: RedirectRule[] = [
  { from: '/docs/v3/Easing', to: '/docs/v3/Eases' },
  { from: '/docs/v3/Easing/CustomEase', to: '/docs/v3/Eases/CustomEase' },
  { from: '/docs/v3/Staggers', to: '/resources/getting-started/Staggers' },
  { from: '/docs/v3/Plugins/MotionPathHelper/static.editPath', to: '/docs/v3/MotionPathHelper/static.editPath()' },
  { from: '/docs', to: '/docs/v3/' },
  { from: '/react', to: '/resources/React' },
];

export const redirects: RedirectRule[] = [...typeDefinitionLinks, ...corePluginNames, ...releaseNotes, ...movedPages];
