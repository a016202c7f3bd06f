/**
 * The /demos page: which of our live demos (client/demos/<name>.ts) the grid shows, with the
 * two facts the demo files don't hold (plugin family and difficulty), and the starter projects
 * offered as downloads. One place for this metadata: test/demos-page.test.ts checks every name
 * here against client/demos, so none goes stale.
 */

/** A plugin family: the grid's plugin filter (`?plugin=<id>`). */
export interface DemoFamily {
  id: string;
  label: string;
}

export const demoFamilies = [
  { id: 'core', label: 'Core' },
  { id: 'scrolltrigger', label: 'ScrollTrigger' },
  { id: 'scroll', label: 'ScrollTo & ScrollSmoother' },
  { id: 'flip', label: 'Flip' },
  { id: 'draggable', label: 'Draggable & Inertia' },
  { id: 'motionpath', label: 'MotionPath' },
  { id: 'svg', label: 'DrawSVG & MorphSVG' },
  { id: 'text', label: 'Text' },
  { id: 'observer', label: 'Observer' },
  { id: 'physics', label: 'Physics' },
  { id: 'eases', label: 'Eases' },
  { id: 'gsdevtools', label: 'GSDevTools' },
] as const satisfies readonly DemoFamily[];

export type DemoFamilyId = (typeof demoFamilies)[number]['id'];

/** The grid's difficulty filter (`?level=<id>`). */
export const demoLevels = [
  { id: 'beginner', label: 'Beginner' },
  { id: 'intermediate', label: 'Intermediate' },
  { id: 'advanced', label: 'Advanced' },
] as const;

export type DemoLevel = (typeof demoLevels)[number]['id'];

/** What the grid adds to a demo file: its family, its difficulty, and the plugin it shows. */
export interface DemoCardMeta {
  family: DemoFamilyId;
  level: DemoLevel;
  /** The plugin or API named on the card. */
  plugin: string;
}

/** The grid, in order: demo name (client/demos/<name>.ts) → its card's metadata. */
export const demoCards: Record<string, DemoCardMeta> = {
  'from-basic': { family: 'core', level: 'beginner', plugin: 'gsap.from()' },
  'fromto-basic': { family: 'core', level: 'beginner', plugin: 'gsap.fromTo()' },
  'css-transforms': { family: 'core', level: 'beginner', plugin: 'CSSPlugin' },
  'timeline-sequence': { family: 'core', level: 'beginner', plugin: 'gsap.timeline()' },
  'timeline-repeat-yoyo': { family: 'core', level: 'beginner', plugin: 'gsap.timeline()' },
  'tl-labels': { family: 'core', level: 'intermediate', plugin: 'Timeline labels' },
  'guide-keyframes-percent': { family: 'core', level: 'intermediate', plugin: 'Keyframes' },
  'modifiers-wrap': { family: 'core', level: 'advanced', plugin: 'ModifiersPlugin' },
  'st-scrub': { family: 'scrolltrigger', level: 'beginner', plugin: 'ScrollTrigger' },
  'st-toggle-actions': { family: 'scrolltrigger', level: 'beginner', plugin: 'ScrollTrigger' },
  'st-pin': { family: 'scrolltrigger', level: 'intermediate', plugin: 'ScrollTrigger' },
  'st-snap': { family: 'scrolltrigger', level: 'intermediate', plugin: 'ScrollTrigger' },
  'st-batch': { family: 'scrolltrigger', level: 'intermediate', plugin: 'ScrollTrigger.batch()' },
  'st-horizontal': { family: 'scrolltrigger', level: 'advanced', plugin: 'ScrollTrigger' },
  'scrollto-element': { family: 'scroll', level: 'beginner', plugin: 'ScrollToPlugin' },
  'smoother-effects': { family: 'scroll', level: 'advanced', plugin: 'ScrollSmoother' },
  'flip-fit': { family: 'flip', level: 'intermediate', plugin: 'Flip.fit()' },
  'flip-layout': { family: 'flip', level: 'intermediate', plugin: 'Flip' },
  'drag-bounds-snap': { family: 'draggable', level: 'beginner', plugin: 'Draggable' },
  'inertia-throw': { family: 'draggable', level: 'intermediate', plugin: 'InertiaPlugin' },
  'motionpath-follow': { family: 'motionpath', level: 'beginner', plugin: 'MotionPathPlugin' },
  'motionpath-helper': { family: 'motionpath', level: 'advanced', plugin: 'MotionPathHelper' },
  'drawsvg-stroke': { family: 'svg', level: 'beginner', plugin: 'DrawSVGPlugin' },
  'morph-shape': { family: 'svg', level: 'intermediate', plugin: 'MorphSVGPlugin' },
  'text-typewriter': { family: 'text', level: 'beginner', plugin: 'TextPlugin' },
  'scramble-text': { family: 'text', level: 'beginner', plugin: 'ScrambleTextPlugin' },
  'splittext-stagger': { family: 'text', level: 'intermediate', plugin: 'SplitText' },
  'observer-swipe': { family: 'observer', level: 'advanced', plugin: 'Observer' },
  'physics-throw': { family: 'physics', level: 'intermediate', plugin: 'Physics2DPlugin' },
  'eases-compare': { family: 'eases', level: 'beginner', plugin: 'Eases' },
  'custom-bounce': { family: 'eases', level: 'intermediate', plugin: 'CustomBounce' },
  'custom-wiggle': { family: 'eases', level: 'intermediate', plugin: 'CustomWiggle' },
  'rough-ease': { family: 'eases', level: 'intermediate', plugin: 'RoughEase' },
  'expo-scale': { family: 'eases', level: 'advanced', plugin: 'ExpoScaleEase' },
  'gsdevtools-timeline': { family: 'gsdevtools', level: 'intermediate', plugin: 'GSDevTools' },
};

/** A starter project, zipped at build time from content/starters/<name>/ (cli/output/starters.ts). */
export interface StarterInfo {
  /** The folder name, and the zip's: /starters/<name>.zip. */
  name: string;
  title: string;
  /** What the project is built with. */
  stack: string;
  description: string;
}

export const starters: StarterInfo[] = [
  { name: 'gsap-vanilla-vite', title: 'Vanilla JavaScript', stack: 'Vite', description: 'An index.html and one module that registers ScrollTrigger and animates a row of boxes. No framework.' },
  { name: 'gsap-react', title: 'React', stack: 'Vite + @gsap/react', description: 'A component that animates with the useGSAP() hook: selectors scoped to its container, everything reverted on unmount.' },
  { name: 'gsap-vue', title: 'Vue 3', stack: 'Vite', description: 'A single-file component that builds its tween in a scoped gsap.matchMedia() on mount and reverts it on unmount.' },
  { name: 'gsap-next', title: 'Next.js', stack: 'App Router + @gsap/react', description: 'A page that stays on the server and one client component ("use client") that runs the animation.' },
];
