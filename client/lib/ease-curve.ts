/**
 * Drawing an ease as a curve, shared by the server markup (templates/islands/ease-*.tsx) and
 * the browser (client/islands/ease-visualizer.ts, custom-ease-editor.ts). Pure functions.
 *
 * The graph is a square viewBox; progress (x) runs 0 → 1 left to right, the eased value (y)
 * 0 → 1 bottom to top, with room above and below for eases that overshoot (back, elastic).
 */

/** The core eases, in the order the visualiser lists them. */
export const CORE_EASES = ['none', 'power1', 'power2', 'power3', 'power4', 'back', 'bounce', 'circ', 'elastic', 'expo', 'sine', 'steps'] as const;
export type CoreEase = (typeof CORE_EASES)[number];

export const EASE_TYPES = ['in', 'out', 'inOut'] as const;
export type EaseType = (typeof EASE_TYPES)[number];

/** The ease the visualiser starts on: gsap's default. */
export const DEFAULT_EASE: { name: CoreEase; type: EaseType } = { name: 'power1', type: 'out' };

/** Steps shown for `steps(n)`. */
export const STEPS = 6;

/** `none` and `steps(n)` have no in/out/inOut. */
export function hasType(name: CoreEase): boolean {
  return name !== 'none' && name !== 'steps';
}

/** The string gsap takes: "power2.inOut", "none", "steps(6)". */
export function easeString(name: CoreEase, type: EaseType): string {
  if (name === 'none') return 'none';
  if (name === 'steps') return `steps(${STEPS})`;
  return `${name}.${type}`;
}

export const GRAPH_SIZE = 300;
/** Inner margin of the plot, in viewBox units. */
const PAD = 24;
/** The eased values the plot shows, bottom to top: room for overshoot both ways. */
const Y_MIN = -0.45;
const Y_MAX = 1.45;

const plot = GRAPH_SIZE - 2 * PAD;
const round = (n: number) => Math.round(n * 100) / 100;

/** ViewBox x of a progress value 0…1. */
export const graphX = (p: number) => round(PAD + p * plot);
/** ViewBox y of an eased value (clamped to the graph, so wild curves stay in the box). */
export const graphY = (v: number) => round(PAD + ((Y_MAX - Math.min(Y_MAX, Math.max(Y_MIN, v))) / (Y_MAX - Y_MIN)) * plot);

/** SVG path data of the curve, sampled at equal steps of progress. */
export function curvePath(ease: (p: number) => number, samples = 240): string {
  const parts: string[] = [];
  for (let i = 0; i <= samples; i++) {
    const p = i / samples;
    parts.push(`${i ? 'L' : 'M'}${graphX(p)},${graphY(ease(p))}`);
  }
  return parts.join('');
}

/** Guide lines of the graph: the 0 and 1 levels and the start and end of time. */
export function gridPath(): string {
  return `M${graphX(0)},${graphY(0)}H${graphX(1)}M${graphX(0)},${graphY(1)}H${graphX(1)}M${graphX(1)},${graphY(Y_MIN)}V${graphY(Y_MAX)}`;
}

/** The two axes: progress along the bottom of 0, value up the left. */
export function axesPath(): string {
  return `M${graphX(0)},${graphY(Y_MIN)}V${graphY(Y_MAX)}`;
}

/** Presets of the CustomEase editor: label → SVG path data in CustomEase's 0…1 space. */
export const CUSTOM_EASE_PRESETS: { label: string; data: string }[] = [
  { label: 'Gentle', data: 'M0,0 C0.25,0.1 0.25,1 1,1' },
  { label: 'Overshoot', data: 'M0,0 C0.2,0.6 0.35,1.25 0.6,1.1 0.8,0.98 0.9,1 1,1' },
  { label: 'Anticipate', data: 'M0,0 C0.3,-0.2 0.45,-0.15 0.6,0.4 0.72,0.85 0.85,1 1,1' },
  { label: 'Two steps', data: 'M0,0 C0.1,0.45 0.25,0.5 0.5,0.5 0.6,0.5 0.7,1 1,1' },
];
