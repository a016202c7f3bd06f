/** A starter project to fork. Only profile-level URLs: no guessed links to single pens or projects. */
export interface Starter {
  title: string;
  /** Where it lives. */
  platform: 'CodePen' | 'StackBlitz';
  description: string;
  url: string;
}

/** A demo idea, grouped by the plugin it shows off. No URLs until each pen is checked. */
export interface DemoIdea {
  title: string;
  plugin: 'Core' | 'ScrollTrigger' | 'Flip' | 'Draggable' | 'MotionPath' | 'SplitText' | 'Observer';
  description: string;
}

export const starters: Starter[] = [
  { title: 'CodePen starter', platform: 'CodePen', description: 'Pens with GSAP already loaded. Find one on the GreenSock profile, fork it and start typing.', url: 'https://codepen.io/GreenSock' },
  { title: 'React starters', platform: 'StackBlitz', description: 'Projects set up with the useGSAP() hook, scoped selectors and automatic cleanup.', url: 'https://stackblitz.com/@GreenSockLearning/collections' },
  { title: 'Vue starters', platform: 'StackBlitz', description: 'Single-file components with animations created on mount and reverted on unmount.', url: 'https://stackblitz.com/@GreenSockLearning/collections' },
  { title: 'Next.js starters', platform: 'StackBlitz', description: 'App-router projects showing where GSAP code runs and how to keep it client-side.', url: 'https://stackblitz.com/@GreenSockLearning/collections' },
];

export const demoIdeas: DemoIdea[] = [
  { plugin: 'Core', title: 'Staggered grid', description: 'A grid of tiles that ripples outward from the one you click, using a grid stagger from its index.' },
  { plugin: 'Core', title: 'Looping marquee', description: 'An endless row of logos or words built with a repeating tween and gsap.utils.wrap().' },
  { plugin: 'Core', title: 'Responsive hero', description: 'One hero, two timelines: gsap.matchMedia() swaps them at a breakpoint and honours reduced motion.' },
  { plugin: 'ScrollTrigger', title: 'Horizontal scroll section', description: 'A pinned row of panels that slides sideways while the page scrolls down.' },
  { plugin: 'ScrollTrigger', title: 'Reading progress bar', description: 'A bar across the top whose scaleX is scrubbed by the article’s scroll position.' },
  { plugin: 'ScrollTrigger', title: 'Batch reveals', description: 'Cards fading in a few at a time with ScrollTrigger.batch() instead of one trigger each.' },
  { plugin: 'Flip', title: 'Filterable gallery', description: 'Category buttons that hide and show items while the rest glide to their new places.' },
  { plugin: 'Flip', title: 'Thumbnail to detail', description: 'A card that expands into a full view and shrinks back to the exact same spot.' },
  { plugin: 'Draggable', title: 'Volume knob', description: 'A rotary control with bounds and snapping, keyboard-operable through a paired range input.' },
  { plugin: 'Draggable', title: 'Sortable list', description: 'Rows that can be dragged into a new order, with the others making room as you go.' },
  { plugin: 'MotionPath', title: 'Paper plane', description: 'A plane that follows a looping SVG path and turns to face its direction of travel.' },
  { plugin: 'SplitText', title: 'Headline reveal', description: 'Lines sliding up from behind a mask, then the split reverted to clean markup.' },
  { plugin: 'Observer', title: 'Full-screen sections', description: 'Wheel, touch and keys move between full-height scenes, one animated step at a time.' },
];

/** Demo ideas grouped by plugin, in the order plugins first appear. */
export function demosByPlugin(list: DemoIdea[] = demoIdeas): [DemoIdea['plugin'], DemoIdea[]][] {
  const groups = new Map<DemoIdea['plugin'], DemoIdea[]>();
  for (const demo of list) groups.set(demo.plugin, [...(groups.get(demo.plugin) ?? []), demo]);
  return [...groups];
}
