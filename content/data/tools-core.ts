import type { ToolFamily } from './tool-types.ts';
import { learnNextSteps } from './links.ts';

/** The /core/ landing page. */
export const core: ToolFamily = {
  slug: 'core',
  title: 'Core',
  eyebrow: 'Tweens · Timelines · Eases · matchMedia · Utilities',
  lead: 'One small library that animates anything JavaScript can touch: CSS properties, SVG attributes, canvas objects, plain numbers. Everything else in GSAP builds on it.',
  groups: [
    {
      id: 'tweens',
      title: 'Tweens',
      intro: 'A tween changes one or more properties of one or more targets over time. You say where to go; GSAP works out the frames.',
      features: [
        { title: 'gsap.to()', href: '/docs/v3/GSAP/gsap.to()', text: 'Animate from the current state to the values you give.', code: 'gsap.to(".box", { x: 200, rotation: 360, duration: 1 });' },
        { title: 'gsap.from()', href: '/docs/v3/GSAP/gsap.from()', text: 'Animate in from the values you give to the current state: ideal for entrances.', code: 'gsap.from(".card", { opacity: 0, y: 40, duration: 0.6 });' },
        { title: 'gsap.fromTo()', href: '/docs/v3/GSAP/gsap.fromTo()', text: 'Define both ends when neither is the current state.', code: 'gsap.fromTo(".bar", { scaleX: 0 }, { scaleX: 1, ease: "power2.out" });' },
        {
          title: 'Staggers',
          href: '/resources/getting-started/Staggers',
          text: 'Offset the start of each target with one property, from the start, the end, the centre or a grid position.',
          code: 'gsap.to(".dot", {\n  y: -20,\n  stagger: { each: 0.05, from: "center" }\n});',
        },
      ],
    },
    {
      id: 'timelines',
      title: 'Timelines',
      intro: 'Timelines hold tweens and other timelines, so a sequence stays one object you can play, pause, reverse or scrub.',
      features: [
        {
          title: 'Sequencing',
          href: '/docs/v3/GSAP/gsap.timeline()',
          text: 'Each tween starts when the previous one ends. A position parameter such as "-=0.3" overlaps it; "<" starts with it.',
          code: 'const tl = gsap.timeline();\ntl.to(".logo", { y: 0 })\n  .to(".title", { x: 0 }, "-=0.3")\n  .to(".cta", { scale: 1 }, "<");',
        },
        {
          title: 'Nesting',
          href: '/docs/v3/GSAP/Timeline/add()',
          text: 'Build scenes in functions that return timelines, then add them to a master timeline.',
          code: 'const master = gsap.timeline();\nmaster.add(intro()).add(outro(), "+=0.5");',
        },
        { title: 'Control', href: '/resources/getting-started/control', text: 'Every tween and timeline can be driven after it is created.', code: 'tl.pause();\ntl.reverse();\ntl.seek(1.5);\ntl.timeScale(2);' },
      ],
    },
    {
      id: 'eases',
      title: 'Eases',
      intro: 'Eases give motion its character. The default is "power1.out"; the built-in curves (all but steps() and "none") come in .in, .out and .inOut forms.',
      features: [
        { title: 'Built-in eases', href: '/docs/v3/Eases/', text: 'power1–4, back, bounce, circ, elastic, expo, sine, steps() and "none" for linear motion.', code: 'gsap.to(".ball", { y: 300, ease: "bounce.out" });\ngsap.to(".pop", { scale: 1.2, ease: "back.out(1.7)" });' },
        { title: 'CustomEase', href: '/docs/v3/Eases/CustomEase', text: 'Draw any curve and register it under a name (a plugin, free in 3.12).', code: 'gsap.registerPlugin(CustomEase);\nCustomEase.create("swoop", "M0,0 C0.5,0 0.5,1 1,1");\ngsap.to(".box", { x: 300, ease: "swoop" });' },
      ],
    },
    {
      id: 'responsive',
      title: 'Responsive and accessible',
      intro: 'gsap.matchMedia() runs setup code when a media query matches and reverts everything it created when it stops matching.',
      features: [
        {
          title: 'gsap.matchMedia()',
          href: '/docs/v3/GSAP/gsap.matchMedia()',
          text: 'Different animation per breakpoint, with the cleanup done for you.',
          code: 'const mm = gsap.matchMedia();\nmm.add("(min-width: 800px)", () => {\n  gsap.to(".panel", { x: 300 });\n});',
        },
        {
          title: 'Reduced motion',
          href: '/resources/a11y',
          text: 'Named conditions let one function react to several queries, including the visitor’s motion preference.',
          code: 'mm.add({\n  wide: "(min-width: 800px)",\n  narrow: "(max-width: 799px)", // one condition always matches, so the function always runs\n  reduce: "(prefers-reduced-motion: reduce)"\n}, (context) => {\n  const { wide, reduce } = context.conditions;\n  gsap.to(".box", { x: wide ? 400 : 100, duration: reduce ? 0 : 1 });\n});',
        },
      ],
    },
    {
      id: 'utilities',
      title: 'Utility methods',
      intro: 'gsap.utils holds small helpers that animation code keeps needing. Most return a reusable function when you leave off the last argument.',
      features: [
        { title: 'Numbers', href: '/docs/v3/GSAP/UtilityMethods/', text: 'Clamp, map, snap, wrap and randomise values.', code: 'gsap.utils.clamp(0, 100, 150);         // 100\ngsap.utils.mapRange(0, 100, 0, 1, 25); // 0.25\ngsap.utils.wrap(0, 5, 7);              // 2\ngsap.utils.snap(10, 23);               // 20' },
        { title: 'gsap.quickTo()', href: '/docs/v3/GSAP/gsap.quickTo()', text: 'A fast setter that tweens toward each new value: made for pointer followers.', code: 'const xTo = gsap.quickTo(".cursor", "x", { duration: 0.4 });\nwindow.addEventListener("pointermove", (e) => xTo(e.clientX));' },
      ],
    },
    {
      id: 'plugins',
      title: 'Plugins',
      intro: 'Register a plugin once and its features join the same API.',
      features: [
        { title: 'Flip', href: '/docs/v3/Plugins/Flip/', text: 'Record a layout, change it, and animate between the two states.', code: 'const state = Flip.getState(".item");\ngrid.classList.toggle("compact");\nFlip.from(state, { duration: 0.6, ease: "power1.inOut" });' },
        { title: 'ScrollTrigger', href: '/docs/v3/Plugins/ScrollTrigger/', text: 'Start, scrub or pin animation as the page scrolls.', code: 'gsap.to(".box", {\n  x: 400,\n  scrollTrigger: { trigger: ".box", scrub: true }\n});' },
        { title: 'MotionPath', href: '/docs/v3/Plugins/MotionPathPlugin/', text: 'Move anything along an SVG path or a list of points.', code: 'gsap.to(".rocket", {\n  duration: 5,\n  motionPath: { path: "#route", align: "#route", autoRotate: true }\n});' },
        { title: 'Draggable', href: '/docs/v3/Plugins/Draggable/', text: 'Drag, spin or scroll elements with mouse and touch.', code: 'Draggable.create(".knob", { type: "rotation" });' },
        { title: 'Observer', href: '/docs/v3/Plugins/Observer/', text: 'One listener for wheel, touch and pointer gestures.', code: 'Observer.create({\n  type: "wheel,touch,pointer",\n  wheelSpeed: -1, // wheel and swipe agree\n  onUp: () => next(),\n  onDown: () => previous()\n});' },
      ],
    },
  ],
  showcaseTags: ['Timeline', 'quickTo', 'Flip'],
  nextSteps: [...learnNextSteps, { label: 'All plugins', href: '/docs/v3/Plugins/', text: 'What each plugin adds and how to register it.' }],
  demos: [
    { name: 'timeline-sequence', title: 'Three steps in one timeline, one overlapping the last', docs: '/docs/v3/GSAP/gsap.timeline()' },
    { name: 'tl-labels', title: 'Labels as anchors for the tweens around them', docs: '/docs/v3/GSAP/Timeline/addLabel()' },
    { name: 'from-basic', title: 'gsap.from(): boxes arriving at the places they already have', docs: '/docs/v3/GSAP/gsap.from()' },
    { name: 'eases-compare', title: 'Eases side by side, from linear to bounce', docs: '/docs/v3/Eases/' },
  ],
};
