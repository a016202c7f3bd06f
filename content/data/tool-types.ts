import type { LinkItem } from './links.ts';

/* The shape of the tool pages' data (tools.ts, tools-core.ts, tools-families.ts): its own file, so the data files import it without importing each other. */

/** One blurb on a tool landing page: a plugin or a core feature, with a snippet that runs on GSAP 3.12. */
export interface ToolFeature {
  title: string;
  text: string;
  /** Plain JavaScript, shown as-is (no highlighting). */
  code?: string;
  /** Its docs page (test/tool-pages.test.ts checks that every card has one this site builds). */
  href: string;
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

/** One of our live demos (client/demos/<name>.ts) featured on a tool page. */
export interface FeaturedDemo {
  /** The demo module's file name: it opens at /playtime?demo=<name>. */
  name: string;
  /** One line in our words, shown as the card title. */
  title: string;
  /** The docs page that shows the demo beside its code. */
  docs: string;
  /** The demo runs gsap 3.13.0 (a plugin that was members-only in 3.12). */
  v313?: boolean;
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
  /** Two to four featured demos, each opening in Playtime. */
  demos: FeaturedDemo[];
}
