/**
 * What the installer of /docs/v3/Installation can add to a project: the core, every plugin
 * and extra ease of GSAP 3.12, and React's useGSAP(). Data only; client/installer/snippets.ts
 * turns a choice of these into code.
 *
 * Membership follows the Plugins index of the 3.12 docs. File names are those of the gsap
 * package: `gsap/<file>` (ES modules), `gsap/dist/<file>` (UMD) and `dist/<file>.min.js` (CDN).
 */

export type ToolKind = 'plugin' | 'ease' | 'react';

export interface Tool {
  /** The name in code and in the `checked=` query list: the export, e.g. `DrawSVGPlugin`. */
  id: string;
  /** What the checkbox says, e.g. `DrawSVG`. */
  label: string;
  kind: ToolKind;
  /** In 3.12 only in the Club GSAP packages (private registry, gsap-trial), not in `gsap`. */
  club: boolean;
  /** The module it comes from: a file of the gsap package, or a package (`@gsap/react`). */
  file: string;
  /** Tools this one needs registered too (ids). */
  requires?: readonly string[];
}

const plugin = (id: string, label = id, file = id): Tool => ({ id, label, kind: 'plugin', club: false, file });
const clubPlugin = (id: string, label = id, requires?: string[]): Tool => ({ id, label, kind: 'plugin', club: true, file: id, ...(requires ? { requires } : {}) });

/**
 * Every tool, in the order the installer lists them and emits them: a tool another one
 * requires comes before it (ScrollTrigger before ScrollSmoother, CustomEase before
 * CustomBounce), so script tags load in a working order.
 */
export const TOOLS: readonly Tool[] = [
  plugin('ScrollTrigger'),
  plugin('Flip'),
  plugin('Draggable'),
  plugin('Observer'),
  plugin('MotionPathPlugin', 'MotionPath'),
  plugin('ScrollToPlugin', 'ScrollTo'),
  plugin('TextPlugin', 'Text'),
  plugin('PixiPlugin', 'Pixi'),
  plugin('EaselPlugin', 'Easel'),
  plugin('CSSRulePlugin', 'CSSRule'),
  { id: 'CustomEase', label: 'CustomEase', kind: 'ease', club: false, file: 'CustomEase' },
  { id: 'RoughEase', label: 'RoughEase', kind: 'ease', club: false, file: 'EasePack' },
  { id: 'SlowMo', label: 'SlowMo', kind: 'ease', club: false, file: 'EasePack' },
  { id: 'ExpoScaleEase', label: 'ExpoScaleEase', kind: 'ease', club: false, file: 'EasePack' },
  { id: 'useGSAP', label: 'useGSAP()', kind: 'react', club: false, file: '@gsap/react' },
  clubPlugin('SplitText'),
  clubPlugin('DrawSVGPlugin', 'DrawSVG'),
  clubPlugin('MorphSVGPlugin', 'MorphSVG'),
  clubPlugin('ScrollSmoother', 'ScrollSmoother', ['ScrollTrigger']),
  clubPlugin('InertiaPlugin', 'Inertia'),
  clubPlugin('ScrambleTextPlugin', 'ScrambleText'),
  clubPlugin('Physics2DPlugin', 'Physics2D'),
  clubPlugin('PhysicsPropsPlugin', 'PhysicsProps'),
  clubPlugin('GSDevTools'),
  clubPlugin('MotionPathHelper', 'MotionPathHelper', ['MotionPathPlugin']),
  { id: 'CustomBounce', label: 'CustomBounce', kind: 'ease', club: true, file: 'CustomBounce', requires: ['CustomEase'] },
  { id: 'CustomWiggle', label: 'CustomWiggle', kind: 'ease', club: true, file: 'CustomWiggle', requires: ['CustomEase'] },
];

/** The groups of checkboxes, in order. */
export const TOOL_GROUPS: readonly { title: string; tools: readonly Tool[] }[] = [
  { title: 'Plugins', tools: TOOLS.filter((t) => !t.club && t.kind === 'plugin') },
  { title: 'Eases', tools: TOOLS.filter((t) => !t.club && t.kind === 'ease') },
  { title: 'React', tools: TOOLS.filter((t) => t.kind === 'react') },
  { title: 'Club GSAP (members only in 3.12)', tools: TOOLS.filter((t) => t.club) },
];

const byName = new Map<string, Tool>();
for (const tool of TOOLS) {
  byName.set(tool.id.toLowerCase(), tool);
  byName.set(tool.label.replace(/\(\)$/, '').toLowerCase(), tool);
}

/** The tool a name means: its id or label, any case (`DrawSVG`, `drawsvgplugin`); else undefined. */
export function toolNamed(name: string): Tool | undefined {
  return byName.get(name.trim().toLowerCase());
}
