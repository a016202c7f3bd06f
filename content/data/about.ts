import type { Point } from './home.ts';

/** A step in the project's history. Only well-documented facts; no invented dates. */
export interface Milestone {
  /** A year or an era, as precise as we can be sure of. */
  when: string;
  title: string;
  text: string;
}

export const history: Milestone[] = [
  {
    when: 'The Flash era',
    title: 'GreenSock begins',
    text: 'Jack Doyle started GreenSock and wrote tweening engines for ActionScript. TweenLite and TweenMax became everyday tools for Flash developers.',
  },
  {
    when: 'After Flash',
    title: 'Rebuilt for JavaScript',
    text: 'As browsers caught up and Flash faded, the engine was rebuilt in JavaScript, keeping what people relied on: speed, dependable results and timeline-based sequencing.',
  },
  {
    when: '2019',
    title: 'GSAP 3',
    text: 'A leaner API around a single gsap object, with string eases such as "power2.out", keyframes, and defaults that child tweens inherit from their timeline.',
  },
  {
    when: 'The 3.x releases',
    title: 'Scroll, layout and responsiveness',
    text: 'ScrollTrigger, Flip, ScrollSmoother and gsap.matchMedia() arrived along the way, alongside many smaller improvements through 3.12.',
  },
  {
    when: '2024',
    title: 'Joining Webflow',
    text: 'GreenSock joined Webflow, and GSAP carries on as a framework-agnostic library for the whole web.',
  },
];

export const mission =
  'Make professional-grade animation something every web developer can reach for: fast in the browser, predictable across devices, and pleasant to write and maintain.';

/** What the team does, described by role rather than by person. */
export const roles: Point[] = [
  { title: 'Core development', text: 'Designing the API, chasing performance, and smoothing over browser inconsistencies so animations behave the same everywhere.' },
  { title: 'Learning and developer relations', text: 'Guides, video lessons, demos and talks that take people from a first tween to complex, scroll-driven pieces.' },
  { title: 'Community support', text: 'Answering questions in the forums, often with a reduced demo that shows exactly what to change.' },
  { title: 'Docs and website', text: 'Keeping the reference accurate for every release, and this site fast and accessible.' },
];

export const values: Point[] = [
  { title: 'Your code keeps working', text: 'Changes are made carefully, with backward compatibility taken seriously between releases.' },
  { title: 'Performance first', text: 'Every feature has to earn its bytes and its milliseconds.' },
  { title: 'Help that helps', text: 'Clear answers and small demos over links to long threads.' },
  { title: 'Framework-agnostic', text: 'GSAP works with any stack, and with none at all.' },
  { title: 'Motion with care', text: 'Animation should serve the reader; respecting reduced-motion preferences is part of the craft.' },
  { title: 'Plain explanations', text: 'Docs in everyday language, with examples you can run.' },
];
