import type { SidebarItemConfig } from 'gsite/config';
import { group, section, doc } from './group.ts';

/**
 * The docs sidebar for MotionPathPlugin and MotionPathHelper, with the paths, labels, nesting and
 * order of ../shared/routes.md §2. Both sit in the collapsed "more plugins" category (alphabetical:
 * … MorphSVG, MotionPath, MotionPathHelper, Observer …); content/sidebars.ts places them there.
 *
 * Two paths are exceptions to the `static.<name>()` scheme (routes.md §1 #12c, #12e):
 * `Plugins/MotionPathPlugin/methods/static-pointsToSegment`, and the MotionPathHelper members,
 * which sit outside Plugins/ (`MotionPathHelper/kill()`, `MotionPathHelper/static.editPath()`).
 * So every item is written out with its id and label.
 */

/** A static method page at `Plugins/MotionPathPlugin/static.<name>()`, labelled `MotionPathPlugin.<name>()`. */
const mp = (name: string) => doc(`Plugins/MotionPathPlugin/static.${name}()`, `MotionPathPlugin.${name}()`);

export const motionPathSection = section('MotionPath', 'Plugins/MotionPathPlugin', [
  group('methods', [
    mp('arrayToRawPath'),
    mp('convertCoordinates'),
    mp('convertToPath'),
    mp('getAlignMatrix'),
    mp('getGlobalMatrix'),
    mp('getLength'),
    mp('getPositionOnPath'),
    mp('getRawPath'),
    mp('getRelativePosition'),
    doc('Plugins/MotionPathPlugin/methods/static-pointsToSegment', 'MotionPathPlugin.pointsToSegment()'),
    mp('rawPathToString'),
    mp('sliceRawPath'),
    mp('stringToRawPath'),
  ]),
]);

export const motionPathHelperSection = section('MotionPathHelper', 'Plugins/MotionPathHelper', [
  group('methods', [doc('MotionPathHelper/kill()', '.kill()'), doc('MotionPathHelper/static.editPath()', 'MotionPathHelper.editPath()')]),
]);
