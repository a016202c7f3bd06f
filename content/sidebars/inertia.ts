import type { SidebarItemConfig } from 'gsite/config';
import { group, section, doc } from './group.ts';

/**
 * The docs sidebar section for InertiaPlugin and its VelocityTracker, with the paths, labels,
 * nesting and order of ../shared/routes.md §2 (the "Inertia" lines of "more plugins").
 *
 * The plugin's own members are statics (`static.track()`, labelled `InertiaPlugin.track()`).
 * VelocityTracker is a category inside it, after the "methods" group; its member pages keep the
 * live site's dot-prefixed file names (routes.md §1 #12f: `.addProp()`, `.target`, and `.track`
 * without parentheses), labelled without `()`, as the inventory lists them.
 *
 * content/sidebars.ts places `inertiaSection` in `morePlugins([...])`, the collapsed
 * "more plugins" category (alphabetical: … Draggable, DrawSVG, GSDevTools, Inertia, MorphSVG …).
 */

const dir = 'Plugins/InertiaPlugin';
const vt = `${dir}/VelocityTracker`;

/** A static method of InertiaPlugin: `static.<name>()`, labelled `InertiaPlugin.<name>()`. */
const staticMethod = (name: string) => doc(`${dir}/static.${name}()`, `InertiaPlugin.${name}()`);

/** A VelocityTracker page: the file name as the inventory writes it (`.get()`, `.track`), the label without `()`. */
const tracker = (file: string) => doc(`${vt}/${file}`, file.replace(/\(\)$/, ''));

export const inertiaSection = section('Inertia', dir, [
  group('methods', [
    staticMethod('getVelocity'),
    staticMethod('isTracking'),
    staticMethod('track'),
    staticMethod('untrack'),
  ]),
  section('VelocityTracker', vt, [
    group('properties', [tracker('.target')]),
    group('methods', [
      tracker('.addProp()'),
      tracker('.get()'),
      tracker('.getByTarget()'),
      tracker('.isTracking()'),
      tracker('.isTrackingProp()'),
      tracker('.removeProp()'),
      tracker('.track'),
      tracker('.untrack()'),
    ]),
  ]),
]);
