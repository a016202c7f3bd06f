import type { LinkItem } from './links.ts';
import { core } from './tools-core.ts';
import { scroll, svg, ui, text } from './tools-families.ts';

/** One blurb on a tool landing page: a plugin or a core feature, with a snippet that runs on GSAP 3.12. */
export interface ToolFeature {
  title: string;
  text: string;
  /** Plain JavaScript, shown as-is (no highlighting). */
  code?: string;
  /** Only pages this site builds; leave empty where the docs page is not here yet. */
  href?: string;
  /** A Club GSAP plugin in the 3.12 era (members only, trial package for experiments). */
  club?: boolean;
}

export interface ToolGroup {
  /** Anchor id of the section. */
  id: string;
  title: string;
  intro?: string;
  features: ToolFeature[];
}

export interface ToolFamily {
  slug: 'core' | 'scroll' | 'svg' | 'ui' | 'text';
  title: string;
  /** Tool names as one short line under the title. */
  eyebrow: string;
  lead: string;
  groups: ToolGroup[];
  /** Showcase tags that count as using this family (for the showcase strip). */
  showcaseTags: string[];
  nextSteps: LinkItem[];
}

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
