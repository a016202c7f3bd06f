import type { ToolFamily } from './tool-types.ts';
import { learnNextSteps } from './links.ts';

/** The /scroll/ landing page. */
export const scroll: ToolFamily = {
  slug: 'scroll',
  title: 'Scroll',
  eyebrow: 'ScrollTrigger · ScrollSmoother · ScrollTo · Observer',
  lead: 'Turn the scrollbar into a timeline. Start animation when something comes into view, scrub it with the scroll position, pin sections in place, and move the page smoothly to any point.',
  groups: [
    {
      id: 'scrolltrigger',
      title: 'ScrollTrigger',
      intro: 'Any tween or timeline can take a scrollTrigger: where it starts, where it ends and what happens in between.',
      features: [
        { title: 'Scrub', href: '/docs/v3/Plugins/ScrollTrigger/#scrub', text: 'Link progress directly to the scroll position; a number adds a little catch-up smoothing.', code: 'gsap.to(".progress", {\n  scaleX: 1,\n  ease: "none",\n  scrollTrigger: { trigger: "article", start: "top top", end: "bottom bottom", scrub: true }\n});' },
        { title: 'Pin', href: '/docs/v3/Plugins/ScrollTrigger/#pinning', text: 'Hold a section in place while its timeline plays, then let the page carry on.', code: 'gsap.timeline({\n  scrollTrigger: { trigger: ".panel", pin: true, start: "top top", end: "+=1000", scrub: 1 }\n})\n  .to(".panel img", { scale: 1.4 })\n  .to(".panel h2", { opacity: 0 });' },
        { title: 'Toggle actions', href: '/docs/v3/Plugins/ScrollTrigger/#the-four-toggleactions', text: 'Play, pause, reverse or reset as the trigger enters and leaves the viewport.', code: 'gsap.from(".card", {\n  y: 60,\n  opacity: 0,\n  scrollTrigger: { trigger: ".card", start: "top 80%", toggleActions: "play none none reverse" }\n});' },
        { title: 'ScrollTrigger.batch()', href: '/docs/v3/Plugins/ScrollTrigger/static.batch()', text: 'Group elements that enter at about the same time and animate them with one staggered tween.', code: 'ScrollTrigger.batch(".card", {\n  onEnter: (batch) => gsap.to(batch, { opacity: 1, y: 0, stagger: 0.1 })\n});' },
      ],
    },
    {
      id: 'smooth-and-navigate',
      title: 'Smooth scrolling and navigation',
      features: [
        { title: 'ScrollSmoother', href: '/docs/v3/Plugins/ScrollSmoother/', club: true, text: 'Smooth native scrolling, with parallax and lag effects set by data attributes. Built on ScrollTrigger.', code: '// <div id="smooth-wrapper"><div id="smooth-content">…</div></div>\ngsap.registerPlugin(ScrollTrigger, ScrollSmoother);\nScrollSmoother.create({ smooth: 1, effects: true });\n// <img data-speed="0.8"> then moves slower than the page' },
        { title: 'ScrollTo', href: '/docs/v3/Plugins/ScrollToPlugin/', text: 'Animate the scroll position of the window or any scrollable element to a number or an element.', code: 'gsap.registerPlugin(ScrollToPlugin);\ngsap.to(window, { duration: 1, scrollTo: { y: "#pricing", offsetY: 80 } });' },
        { title: 'Observer', href: '/docs/v3/Plugins/Observer/', text: 'Listen to wheel, touch and pointer input without scrolling anything: good for full-screen section changes.', code: 'Observer.create({\n  type: "wheel,touch,pointer",\n  wheelSpeed: -1,\n  onUp: () => gotoSection(index + 1),\n  onDown: () => gotoSection(index - 1)\n});' },
      ],
    },
  ],
  showcaseTags: ['ScrollTrigger', 'ScrollSmoother', 'Observer'],
  nextSteps: [{ label: 'ScrollTrigger docs', href: '/docs/v3/Plugins/ScrollTrigger/', text: 'Every option, callback and static method.' }, ...learnNextSteps],
  demos: [
    { name: 'st-scrub', title: 'scrub: a timeline that follows the scrollbar both ways', docs: '/docs/v3/Plugins/ScrollTrigger/' },
    { name: 'st-pin', title: 'pin: a section held still while its timeline is scrubbed', docs: '/docs/v3/Plugins/ScrollTrigger/' },
    { name: 'st-batch', title: 'ScrollTrigger.batch(): boxes that enter together, staggered', docs: '/docs/v3/Plugins/ScrollTrigger/static.batch()' },
    { name: 'scrollto-element', title: 'ScrollTo: a scroll box glides to the section you pick', docs: '/docs/v3/Plugins/ScrollToPlugin/' },
  ],
};

/** The /svg/ landing page. */
export const svg: ToolFamily = {
  slug: 'svg',
  title: 'SVG',
  eyebrow: 'MorphSVG · DrawSVG · MotionPath · MotionPathHelper · Draggable + Inertia',
  lead: 'SVG is where GSAP irons out the browser differences for you: transforms around the right origin, strokes that draw themselves, shapes that turn into other shapes.',
  groups: [
    {
      id: 'shapes',
      title: 'Strokes and shapes',
      features: [
        { title: 'DrawSVG', href: '/docs/v3/Plugins/DrawSVGPlugin/', club: true, text: 'Reveal or hide a stroke progressively, or animate any visible segment of it.', code: 'gsap.from("#signature path", { drawSVG: 0, duration: 2, stagger: 0.3 });\ngsap.to("#ring", { drawSVG: "25% 75%" });' },
        { title: 'MorphSVG', href: '/docs/v3/Plugins/MorphSVGPlugin/', club: true, text: 'Morph one path into another, even when the point counts differ.', code: 'MorphSVGPlugin.convertToPath("circle, rect");\ngsap.to("#play", { morphSVG: "#pause", duration: 0.4 });' },
        { title: 'Attributes and origins', href: '/resources/svg', text: 'The core animates SVG attributes and rotates around a point in the SVG’s own coordinates.', code: 'gsap.to("circle", { attr: { r: 40, cx: 120 } });\ngsap.to("#gear", { rotation: 360, svgOrigin: "100 100", repeat: -1, ease: "none" });' },
      ],
    },
    {
      id: 'paths',
      title: 'Paths and motion',
      features: [
        { title: 'MotionPath', href: '/docs/v3/Plugins/MotionPathPlugin/', text: 'Follow an SVG path, or a curve drawn through a list of points.', code: 'gsap.to(".dot", {\n  duration: 3,\n  motionPath: { path: [{ x: 0, y: 0 }, { x: 120, y: -60 }, { x: 240, y: 0 }], curviness: 1.5 }\n});' },
        { title: 'MotionPathHelper', href: '/docs/v3/Plugins/MotionPathHelper/', club: true, text: 'Edit a motion path in the browser, then copy the new path data back into your code.', code: 'const tween = gsap.to(".rocket", { duration: 5, motionPath: { path: "#route" } });\nMotionPathHelper.create(tween);' },
        { title: 'Draggable + Inertia', href: '/docs/v3/Plugins/InertiaPlugin/', club: true, text: 'Draggable is free; InertiaPlugin (a Club plugin) adds momentum and lets a throw land on snap points.', code: 'gsap.registerPlugin(Draggable, InertiaPlugin);\nDraggable.create("#dial", {\n  type: "rotation",\n  inertia: true,\n  snap: (value) => Math.round(value / 45) * 45\n});' },
      ],
    },
  ],
  showcaseTags: ['DrawSVG', 'MorphSVG', 'MotionPath'],
  nextSteps: [{ label: 'All plugins', href: '/docs/v3/Plugins/', text: 'Registration, trial packages and the full list.' }, ...learnNextSteps],
  demos: [
    { name: 'morph-shape', title: 'MorphSVG: a circle becomes a star', docs: '/docs/v3/Plugins/MorphSVGPlugin/', v313: true },
    { name: 'drawsvg-stroke', title: 'DrawSVG: a line that draws itself along a guide', docs: '/docs/v3/Plugins/DrawSVGPlugin/', v313: true },
    { name: 'motionpath-follow', title: 'MotionPath: an arrow that follows a curve and turns with it', docs: '/docs/v3/Plugins/MotionPathPlugin/' },
  ],
};

/** The /ui/ landing page. */
export const ui: ToolFamily = {
  slug: 'ui',
  title: 'UI',
  eyebrow: 'Flip · Draggable + Inertia · SplitText · Observer',
  lead: 'Interfaces feel better when things move with purpose: a card that grows into a page, a slider you can fling, a menu that answers a swipe.',
  groups: [
    {
      id: 'layout',
      title: 'Layout transitions',
      features: [
        { title: 'Flip', href: '/docs/v3/Plugins/Flip/', text: 'First, Last, Invert, Play: record positions, change the DOM or classes however you like, and GSAP animates the difference.', code: 'const state = Flip.getState(".thumb");\ndetail.appendChild(thumb);\nFlip.from(state, { duration: 0.5, ease: "power2.inOut", absolute: true });' },
        { title: 'Entering and leaving', href: '/docs/v3/Plugins/Flip/static.from()', text: 'When filtering a list, Flip tells you which elements appeared and which went away.', code: 'Flip.from(state, {\n  onEnter: (els) => gsap.fromTo(els, { opacity: 0 }, { opacity: 1 }),\n  onLeave: (els) => gsap.to(els, { opacity: 0 })\n});' },
      ],
    },
    {
      id: 'input',
      title: 'Drag, throw and gesture',
      features: [
        { title: 'Draggable + Inertia', href: '/docs/v3/Plugins/Draggable/', club: true, text: 'Sliders, knobs and sortable lists with bounds; InertiaPlugin (a Club plugin in 3.12) adds the throw.', code: 'Draggable.create(".handle", {\n  type: "x",\n  bounds: ".track",\n  inertia: true\n});' },
        { title: 'Observer', href: '/docs/v3/Plugins/Observer/', text: 'Swipe and drag direction for carousels and menus, without wiring each event yourself.', code: 'Observer.create({\n  target: ".carousel",\n  type: "touch,pointer",\n  onLeft: () => next(),\n  onRight: () => previous()\n});' },
        { title: 'Pointer followers', href: '/docs/v3/GSAP/gsap.quickTo()', text: 'gsap.quickTo() from the core keeps a cursor or a spotlight easing after the pointer.', code: 'const xTo = gsap.quickTo(".spot", "x", { duration: 0.3 });\nconst yTo = gsap.quickTo(".spot", "y", { duration: 0.3 });\nwindow.addEventListener("pointermove", (e) => { xTo(e.clientX); yTo(e.clientY); });' },
        { title: 'SplitText', href: '/docs/v3/Plugins/SplitText/', club: true, text: 'Labels and headings that reveal word by word. See the Text tools for more.', code: 'const split = new SplitText(".menu a", { type: "words" });\ngsap.from(split.words, { yPercent: 100, opacity: 0, stagger: 0.03 });' },
      ],
    },
  ],
  showcaseTags: ['Flip', 'Draggable', 'Observer', 'quickTo'],
  nextSteps: [{ label: 'GSAP & React', href: '/resources/React', text: 'useGSAP(), scoping and cleanup in components.' }, ...learnNextSteps],
  demos: [
    { name: 'flip-layout', title: 'Flip: items gliding between a grid and a list', docs: '/docs/v3/Plugins/Flip/' },
    { name: 'drag-bounds-snap', title: 'Draggable: a square kept on its board, snapping to the squares', docs: '/docs/v3/Plugins/Draggable/' },
    { name: 'observer-swipe', title: 'Observer: swipe, drag or wheel between panels', docs: '/docs/v3/Plugins/Observer/' },
  ],
};

/** The /text/ landing page. */
export const text: ToolFamily = {
  slug: 'text',
  title: 'Text',
  eyebrow: 'SplitText · ScrambleText · Text',
  lead: 'Type is often the first thing people read. Split it into pieces you can stagger, scramble it like a decoder, or write it out one letter at a time.',
  groups: [
    {
      id: 'split',
      title: 'Splitting text',
      features: [
        { title: 'SplitText', href: '/docs/v3/Plugins/SplitText/', club: true, text: 'Wrap lines, words and characters in elements, then animate them like any other targets.', code: 'gsap.registerPlugin(SplitText);\nconst split = new SplitText(".headline", { type: "lines,words,chars" });\ngsap.from(split.chars, { y: 20, opacity: 0, stagger: 0.02 });' },
        { title: 'Revert when done', href: '/docs/v3/Plugins/SplitText/revert()', text: 'Put the original markup back after the animation, or before re-splitting when the layout changes.', code: 'document.fonts.ready.then(() => {\n  const split = new SplitText(".intro", { type: "lines" });\n  gsap.from(split.lines, { opacity: 0, stagger: 0.1, onComplete: () => split.revert() });\n});' },
      ],
    },
    {
      id: 'replace',
      title: 'Changing text',
      features: [
        { title: 'ScrambleText', href: '/docs/v3/Plugins/ScrambleTextPlugin/', club: true, text: 'Replace text through a flurry of random characters, from a set you choose.', code: 'gsap.to(".status", {\n  duration: 1.2,\n  scrambleText: { text: "Connected", chars: "01", revealDelay: 0.3 }\n});' },
        { title: 'Text', href: '/docs/v3/Plugins/TextPlugin/', text: 'TextPlugin writes new text in, character by character or word by word.', code: 'gsap.registerPlugin(TextPlugin);\ngsap.to(".ticker", { duration: 2, text: "Typed one letter at a time", ease: "none" });\ngsap.to(".line", { text: { value: "One word at a time", delimiter: " " } });' },
      ],
    },
  ],
  showcaseTags: ['SplitText', 'ScrambleText'],
  nextSteps: [{ label: 'Staggers guide', href: '/resources/getting-started/Staggers', text: 'The timing trick behind most text effects.' }, ...learnNextSteps],
  demos: [
    { name: 'splittext-stagger', title: 'SplitText: a heading whose letters rise one by one', docs: '/docs/v3/Plugins/SplitText/', v313: true },
    { name: 'scramble-text', title: 'ScrambleText: random characters settling into words', docs: '/docs/v3/Plugins/ScrambleTextPlugin/', v313: true },
    { name: 'text-typewriter', title: 'TextPlugin: a sentence typed one letter at a time', docs: '/docs/v3/Plugins/TextPlugin/' },
  ],
};
