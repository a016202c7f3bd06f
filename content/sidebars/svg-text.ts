import type { SidebarItemConfig } from 'gsite/config';
import { group, section, doc } from './group.ts';

/**
 * The docs sidebar sections for the SVG and text plugins of "more plugins": DrawSVG, MorphSVG,
 * ScrambleText and Text, with the paths, labels and order of ../shared/routes.md §2.
 *
 * MorphSVG's members are statics. Its three properties sit at `static.<name>` and, unlike the
 * other plugins (routes.md §1 #12a), its three methods too: `static.convertToPath` without `()`,
 * still labelled `MorphSVGPlugin.convertToPath()`. DrawSVG's two methods keep the usual
 * `static.<name>()`. Text and ScrambleText have no member pages, so they are plain doc items.
 *
 * content/sidebars.ts places these four in `morePlugins([...])`, the collapsed "more plugins"
 * category, in its alphabetical order: … Draggable, `drawSVGSection`, GSDevTools, Inertia,
 * `morphSVGSection`, MotionPath … Pixi, `scrambleTextSection`, ScrollTo, SplitText,
 * `textSection`.
 */

const morph = 'Plugins/MorphSVGPlugin';
/** A MorphSVGPlugin static property: `static.<name>`, labelled `MorphSVGPlugin.<name>`. */
const morphProp = (name: string) => doc(`${morph}/static.${name}`, `MorphSVGPlugin.${name}`);
/** A MorphSVGPlugin static method: `static.<name>` (no `()` in the path), labelled `MorphSVGPlugin.<name>()`. */
const morphMethod = (name: string) => doc(`${morph}/static.${name}`, `MorphSVGPlugin.${name}()`);

export const morphSVGSection = section('MorphSVG', morph, [
  group('properties', [morphProp('defaultRender'), morphProp('defaultType'), morphProp('defaultUpdateTarget')]),
  group('methods', [morphMethod('convertToPath'), morphMethod('rawPathToString'), morphMethod('stringToRawPath')]),
]);

const draw = 'Plugins/DrawSVGPlugin';
/** A DrawSVGPlugin static method: `static.<name>()`, labelled `DrawSVGPlugin.<name>()`. */
const drawMethod = (name: string) => doc(`${draw}/static.${name}()`, `DrawSVGPlugin.${name}()`);

export const drawSVGSection = section('DrawSVG', draw, [group('methods', [drawMethod('getLength'), drawMethod('getPosition')])]);

export const textSection = doc('Plugins/TextPlugin', 'Text');

export const scrambleTextSection = doc('Plugins/ScrambleTextPlugin', 'ScrambleText');
