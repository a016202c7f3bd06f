import type { LinkItem } from './links.ts';

/* The shape of the tool pages' data (tools.ts, tools-core.ts, tools-families.ts): its own file, so the data files import it without importing each other. */

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
