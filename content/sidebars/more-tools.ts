import type { SidebarItemConfig } from 'gsite/config';
import { group, section, doc } from './group.ts';

/**
 * The docs sidebar sections for SplitText, Physics2D, PhysicsProps, Pixi, CSSRule, Easel and
 * GSDevTools, with the paths, labels, nesting and order of ../shared/routes.md §2. Labels are
 * given here, not taken from the pages: instance members read `.chars` / `.revert()`, statics
 * `PixiPlugin.registerPIXI()` (routes.md §1 #18), while the pages are titled `chars`,
 * `static-registerPIXI`.
 *
 * Plugins with member pages are categories that open their index page; Physics2D, PhysicsProps
 * and Easel have no member pages, so they are plain doc links. Two paths are exceptions to the
 * usual member scheme (routes.md §1 #12): CSSRulePlugin's `methods/static-getRule()` and the
 * SplitText constructor page `SplitText()`.
 *
 * content/sidebars.ts places all seven in the collapsed "more plugins" category of the "Plugins"
 * group, which is alphabetical: CSSRule, Draggable, DrawSVG, Easel, GSDevTools, Inertia, …,
 * Physics2D, PhysicsProps, Pixi, ScrambleText, ScrollTo, SplitText, Text.
 */

const split = 'Plugins/SplitText';

export const splitTextSection = section('SplitText', split, [
  group('properties', [
    doc(`${split}/chars`, '.chars'),
    doc(`${split}/lines`, '.lines'),
    doc(`${split}/selector`, '.selector'),
    doc(`${split}/words`, '.words'),
  ]),
  group('methods', [doc(`${split}/revert()`, '.revert()'), doc(`${split}/split()`, '.split()')]),
  group('constructor', [doc(`${split}/SplitText()`, 'SplitText()')]),
]);

export const physics2DSection = doc('Plugins/Physics2DPlugin', 'Physics2D');

export const physicsPropsSection = doc('Plugins/PhysicsPropsPlugin', 'PhysicsProps');

export const pixiSection = section('Pixi', 'Plugins/PixiPlugin', [
  group('methods', [doc('Plugins/PixiPlugin/static.registerPIXI()', 'PixiPlugin.registerPIXI()')]),
]);

export const cssRuleSection = section('CSSRule', 'Plugins/CSSRulePlugin', [
  group('methods', [doc('Plugins/CSSRulePlugin/methods/static-getRule()', 'CSSRulePlugin.getRule()')]),
]);

export const easelSection = doc('Plugins/EaselPlugin', 'Easel');

export const gsDevToolsSection = section('GSDevTools', 'Plugins/GSDevTools', [
  group('methods', [doc('Plugins/GSDevTools/static.create()', 'GSDevTools.create()')]),
]);
