/**
 * The shape of a live demo (client/demos/<name>.ts), shown in Markdown with
 * `::demo{name="<name>"}`. How to write one: client/demos/README.md. The runtime that plays it:
 * client/islands/gsap-demo.ts; the build reads the file's title, note, version, scroll and
 * controls lines and its code region: cli/demos/collect-demos.ts.
 */
import type { gsap as GsapInstance } from 'gsap';

/** The gsap object a demo gets: 3.12.5, or 3.13.0 for `version: '3.13.0'` (same API for our purposes). */
export type Gsap = typeof GsapInstance;

/** One value the end-to-end test checks once the demo has run to its end. */
export interface DemoExpectation {
  /** CSS selector inside the stage; the first match is checked. `:scope` is the stage itself (a scroll demo's box). */
  selector: string;
  /**
   * A property as `gsap.getProperty()` reads it: `x`, `rotation`, `opacity`, `backgroundColor`,
   * `scrollTop`… Or one of the test's own measures (what gsap can't read):
   * - `@count`: how many elements in the stage match `selector` (a split's pieces);
   * - `@text`: the first match's text (TextPlugin, ScrambleText);
   * - `@fromLayout`: how far, in pixels, the first match's box on screen is from the box the
   *   layout gives it (its CSS transform removed; HTML elements): 0 once a Flip has put it
   *   where the layout has it;
   * - `@drawn`: how much of an SVG shape's stroke shows, in percent of its length (its first
   *   dash over the length: DrawSVG's `"0% 100%"` is 100);
   * - `@box`: `value` is another selector; the first match covers that element's box on screen
   *   (each edge within a pixel).
   */
  property: string;
  /** Numbers match within 0.5; strings exactly. */
  value: number | string;
}

/**
 * What the player's controls drive:
 * - `time`: the animation `create` returns (play/pause/restart, a progress slider in seconds);
 * - `scroll`: the scroll box itself ("Scroll through" auto-scrolls it from top to bottom,
 *   restart goes back to the top and scrolls through again, the slider is the box's scroll
 *   position), so whatever ScrollTrigger does is driven by a real scroll of the box;
 * - `none`: no player controls; the stage holds the demo's own buttons (an Observer demo, or
 *   an interactive one: a Draggable, a Flip toggle, GSDevTools' own panel).
 */
export type DemoControls = 'time' | 'scroll' | 'none';

interface DemoBase {
  /** Shown above the stage, and the stage's accessible name. */
  title: string;
  /** One optional line of explanation under the title (what the demo shows, what it can't). */
  note?: string;
  /**
   * Markup of the stage. Classes styled by the runtime: demo-box, demo-box--b, demo-box--c,
   * demo-circle, demo-row, demo-grid (5 columns), demo-track (a lane for x movement ≤ 240px);
   * in a scroll demo also demo-screen, demo-section, demo-hint, demo-panels, demo-panel,
   * demo-buttons, demo-button (client/demos/README.md).
   */
  stage: string;
  /**
   * Values at the end (totalProgress 1; the end of the first cycle if it repeats forever; a
   * scroll demo: scrolled to the bottom, once its animations have settled; a demo with its own
   * buttons: once its last button has been pressed and the stage has settled).
   */
  expect?: DemoExpectation[];
  /**
   * '3.13.0' runs the demo on gsap 3.13.0, for the plugins that were members-only in 3.12
   * (CustomBounce, InertiaPlugin, MorphSVG, SplitText…); default '3.12.5'.
   */
  version?: '3.12.5' | '3.13.0';
}

/** A demo that plays in time: the stage is a fixed picture the animation moves. */
export interface TimeDemoDefinition extends DemoBase {
  scroll?: false;
  controls?: 'time';
  /**
   * Builds the animation; runs inside `gsap.context(…, stage)`, so selector strings match only
   * inside this stage, and everything it creates is reverted when the demo goes away. Returns
   * the tween or timeline the play/pause/restart controls drive. The lines between
   * `// #region code` and `// #endregion` are the code the reader sees.
   */
  create(gsap: Gsap, stage: HTMLElement): GSAPAnimation;
}

/**
 * A scroll demo: the stage is its own scrolling box (keyboard-focusable, labelled) inside the
 * page, and `create` gets that box to pass as ScrollTrigger's `scroller` (or ScrollToPlugin's
 * target, or Observer's). Register plugins inside `create`. The page itself is never scrolled.
 */
export interface ScrollDemoDefinition extends DemoBase {
  scroll: true;
  /** Default `scroll`. Keep it on its own `controls: '…'` line: the build reads it from the text. */
  controls?: DemoControls;
  /**
   * Builds the demo inside `gsap.context(…, box)` (ScrollTriggers and Observers it makes are
   * killed on teardown). Returns the animation the test reads (required with `controls: 'time'`;
   * with `scroll`, return the scrubbed animation if there is one: the test checks that its
   * progress follows the box's scroll), or nothing.
   */
  create(gsap: Gsap, box: HTMLElement): GSAPAnimation | void;
}

/**
 * An interactive demo on a fixed stage (`controls: 'none'` without `scroll`): no player
 * controls; the stage is a labelled group holding what the reader works with (a Draggable, a
 * toggle, GSDevTools' panel) and the demo's own buttons (`demo-buttons`, `demo-button`), so
 * everything it does can be done from the keyboard too. Nothing moves until the reader asks.
 */
export interface OwnDemoDefinition extends DemoBase {
  scroll?: false;
  /** Keep it on its own `controls: 'none'` line: the build reads it from the text. */
  controls: 'none';
  /**
   * Builds the demo inside `gsap.context(…, stage)`: Draggables, SplitTexts and tweens it
   * makes there are reverted on teardown (listeners on the stage's own elements go with them).
   * Returns nothing, or an animation for the test hook.
   */
  create(gsap: Gsap, stage: HTMLElement): GSAPAnimation | void;
}

export type DemoDefinition = TimeDemoDefinition | ScrollDemoDefinition | OwnDemoDefinition;

/** Identity at run time; gives a demo file its types. */
export function defineDemo(demo: DemoDefinition): DemoDefinition {
  return demo;
}

/** The controls a demo has: `none` when it says so, else `time` unless it is a scroll demo (default `scroll` there). */
export function demoControls(demo: DemoDefinition): DemoControls {
  return demo.scroll ? (demo.controls ?? 'scroll') : demo.controls === 'none' ? 'none' : 'time';
}
