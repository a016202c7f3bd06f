/**
 * The shape of a live demo (client/demos/<name>.ts), shown in Markdown with
 * `::demo{name="<name>"}`. How to write one: client/demos/README.md. The runtime that plays it:
 * client/islands/gsap-demo.ts; the build reads the file's title, version and code region:
 * cli/demos/collect-demos.ts.
 */
import type { gsap as GsapInstance } from 'gsap';

/** The gsap object a demo gets: 3.12.5, or 3.13.0 for `version: '3.13.0'` (same API for our purposes). */
export type Gsap = typeof GsapInstance;

/** One value the end-to-end test checks once the animation has run to its end. */
export interface DemoExpectation {
  /** CSS selector inside the stage; the first match is checked. */
  selector: string;
  /** A property as `gsap.getProperty()` reads it: `x`, `rotation`, `opacity`, `backgroundColor`… */
  property: string;
  /** Numbers match within 0.5; strings exactly. */
  value: number | string;
}

export interface DemoDefinition {
  /** Shown above the stage, and the stage's accessible name. */
  title: string;
  /**
   * Markup of the stage. Classes styled by the runtime: demo-box, demo-box--b, demo-box--c,
   * demo-circle, demo-row, demo-grid (5 columns), demo-track (a lane for x movement ≤ 240px).
   */
  stage: string;
  /**
   * Builds the animation; runs inside `gsap.context(…, stage)`, so selector strings match only
   * inside this stage, and everything it creates is reverted when the demo goes away. Returns
   * the tween or timeline the play/pause/restart controls drive. The lines between
   * `// #region code` and `// #endregion` are the code the reader sees.
   */
  create(gsap: Gsap, stage: HTMLElement): GSAPAnimation;
  /** Values at the end (totalProgress 1; the end of the first cycle if it repeats forever). */
  expect?: DemoExpectation[];
  /** '3.13.0' runs the demo on gsap 3.13.0 (CustomBounce, CustomWiggle); default '3.12.5'. */
  version?: '3.12.5' | '3.13.0';
}

/** Identity at run time; gives a demo file its types. */
export function defineDemo(demo: DemoDefinition): DemoDefinition {
  return demo;
}
