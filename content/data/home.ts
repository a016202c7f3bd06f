/** A short titled point, used for "why GSAP", mission and values lists. */
export interface Point {
  title: string;
  text: string;
}

/** "Why GSAP" on the home page. */
export const reasons: Point[] = [
  {
    title: 'Smooth where it counts',
    text: 'One requestAnimationFrame-driven ticker runs every animation, and lag smoothing keeps motion steady when the main thread hiccups.',
  },
  {
    title: 'Consistent across browsers',
    text: 'GSAP smooths over browser quirks, most famously around SVG transforms, so the motion you build is the motion people see.',
  },
  {
    title: 'Sequencing that scales',
    text: 'Timelines let you overlap, nest, label and control whole sequences as one object instead of juggling delays.',
  },
  {
    title: 'Plugins for the hard parts',
    text: 'Scroll-driven animation, layout transitions, drawing and morphing SVG, dragging, splitting text: each is one registerPlugin() away.',
  },
  {
    title: 'Works with any stack',
    text: 'Plain JavaScript, React, Vue, Svelte, Webflow, canvas and WebGL libraries: if JavaScript can change it, GSAP can animate it.',
  },
  {
    title: 'Mature and supported',
    text: 'Refined since the Flash era, with a stable API, thorough docs and friendly community forums.',
  },
];

/** The "used by" strip: kinds of teams, never company names or logos. */
export const audiences: string[] = [
  'Award-winning agencies',
  'Product teams',
  'Freelance developers',
  'Newsrooms',
  'Game studios',
  'Webflow designers',
  'Educators and students',
];
