import type { ToolFamily } from './tool-types.ts';
import { core } from './tools-core.ts';
import { scroll, svg, ui, text } from './tools-families.ts';

export type { ToolFeature, ToolGroup, ToolFamily } from './tool-types.ts';
export { core, scroll, svg, ui, text };

/** In navigation order; the home page draws one card per family. */
export const toolFamilies: ToolFamily[] = [core, scroll, svg, ui, text];

/** Card text for the home page and cross-links between landing pages. */
export const familySummaries: Record<ToolFamily['slug'], string> = {
  core: 'Tweens, timelines, eases and the utilities that everything else is built on.',
  scroll: 'Tie animation to the scrollbar: scrub, pin, snap, smooth and navigate.',
  svg: 'Draw strokes, morph shapes and send elements along any path.',
  ui: 'Layout transitions, drag and throw, gestures and pointer-driven motion.',
  text: 'Split headlines into lines, words and characters; scramble and retype copy.',
};
