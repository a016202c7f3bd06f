import type { SidebarItemConfig } from 'gsite/config';
import { group, section, doc } from './group.ts';

/**
 * The docs sidebar for the GSAP core reference (issue 9): paths, labels, nesting and order of
 * ../shared/routes.md §2 (the sections GSAP, Tween, Timeline, CSS and Eases under
 * "Fundamentals", and Utility Methods under "Useful features & tools"). test/reference/routes.test.ts
 * checks the built sidebar against its copy of the inventory (test/reference/inventory.md).
 *
 * Labels are given here, not taken from the pages, so the sidebar matches the library's
 * (`.kill()` for the page titled "kill"). The section pages are category links, collapsed
 * until the reader is inside them, which keeps every page's copy of the sidebar small.
 *
 * content/sidebars.ts places `fundamentals` in the "Fundamentals" group and
 * `utilityMethodsSection` first in "Useful features & tools".
 */


/** `gsap.<name>` pages: the label is the last path segment (`gsap.to()`, `gsap.ticker`). */
const gsapPages = (names: string[]) => names.map((n) => doc(`GSAP/${n}`, n));
/** Instance members of Tween/Timeline: `.vars`, `.kill()` (routes.md §1 #18). */
const properties = (dir: string, names: string[]) => names.map((n) => doc(`${dir}/${n}`, `.${n}`));
const methods = (dir: string, names: string[]) => names.map((n) => doc(`${dir}/${n}()`, `.${n}()`));

export const gsapSection = section('GSAP', 'GSAP', [
  group('properties', gsapPages(['gsap.effects', 'gsap.globalTimeline', 'gsap.ticker', 'gsap.utils', 'gsap.version', 'gsap.globalTimeline()', 'gsap.ticker()'])),
  group(
    'methods',
    gsapPages(
      ['config', 'context', 'defaults', 'delayedCall', 'exportRoot', 'from', 'fromTo', 'getById', 'getProperty', 'getTweensOf', 'isTweening', 'killTweensOf', 'matchMedia', 'matchMediaRefresh', 'parseEase', 'quickSetter', 'quickTo', 'registerEase', 'registerEffect', 'registerPlugin', 'set', 'timeline', 'to', 'updateRoot'].map(
        (n) => `gsap.${n}()`,
      ),
    ),
  ),
  group('Internal Plugins', ['Attributes', 'EndArray', 'Modifiers', 'Snap'].map((n) => doc(`GSAP/CorePlugins/${n}`, n))),
]);

export const tweenSection = section('Tween', 'GSAP/Tween', [
  group('properties', properties('GSAP/Tween', ['data', 'ratio', 'scrollTrigger', 'vars'])),
  group(
    'methods',
    methods('GSAP/Tween', [
      'delay', 'duration', 'endTime', 'eventCallback', 'globalTime', 'invalidate', 'isActive', 'iteration', 'kill', 'pause', 'paused', 'play',
      'progress', 'repeat', 'repeatDelay', 'restart', 'resume', 'reverse', 'reversed', 'revert', 'seek', 'startTime', 'targets', 'then', 'time', 'timeScale', 'totalDuration', 'totalProgress', 'totalTime', 'yoyo',
    ]),
  ),
]);

export const timelineSection = section('Timeline', 'GSAP/Timeline', [
  group('properties', properties('GSAP/Timeline', ['autoRemoveChildren', 'data', 'labels', 'parent', 'scrollTrigger', 'smoothChildTiming', 'vars'])),
  group(
    'methods',
    methods('GSAP/Timeline', [
      'add', 'addLabel', 'addPause', 'call', 'clear', 'currentLabel', 'delay', 'duration', 'endTime', 'eventCallback', 'from', 'fromTo', 'getById', 'getChildren', 'getTweensOf', 'globalTime', 'invalidate', 'isActive', 'iteration', 'kill', 'killTweensOf', 'nextLabel', 'pause', 'paused', 'play',
      'previousLabel', 'progress', 'recent', 'remove', 'removeLabel', 'removePause', 'repeat', 'repeatDelay', 'restart', 'resume', 'reverse', 'reversed', 'revert', 'seek', 'set', 'shiftChildren', 'startTime', 'then', 'time', 'timeScale', 'to', 'totalDuration', 'totalProgress', 'totalTime', 'tweenFromTo', 'tweenTo', 'yoyo',
    ]),
  ),
]);

export const cssPage = doc('GSAP/CorePlugins/CSS', 'CSS');

export const easesSection = section(
  'Easing',
  'Eases',
  ['CustomBounce', 'CustomEase', 'CustomWiggle', 'ExpoScaleEase', 'RoughEase', 'SlowMo', 'SteppedEase'].map((n) => doc(`Eases/${n}`, n)),
);

/** The "Fundamentals" group's items, in order. */
export const fundamentals: SidebarItemConfig[] = [gsapSection, tweenSection, timelineSection, cssPage, easesSection];

/** First item of the "Useful features & tools" group. */
export const utilityMethodsSection = section(
  'Utility Methods',
  'GSAP/UtilityMethods',
  ['checkPrefix', 'clamp', 'distribute', 'getUnit', 'interpolate', 'mapRange', 'normalize', 'pipe', 'random', 'selector', 'shuffle', 'snap', 'splitColor', 'toArray', 'unitize', 'wrap', 'wrapYoyo'].map((n) =>
    doc(`GSAP/UtilityMethods/${n}()`, n),
  ),
);

/** Every doc id these items reference (the build fails on ids without a page). */
export function coreReferenceDocIds(): string[] {
  const ids: string[] = [];
  const walk = (item: SidebarItemConfig) => {
    if (typeof item === 'string') ids.push(item);
    else if (item.type === 'doc') ids.push(item.id);
    else if (item.type === 'category') {
      if (item.link) ids.push(item.link.id);
      item.items.forEach(walk);
    }
  };
  [...fundamentals, utilityMethodsSection].forEach(walk);
  return ids;
}
