/** One labelled snippet on the cheat sheet. */
export interface CheatBlock {
  label: string;
  /** GSAP 3.12 code, highlighted at build time. */
  code: string;
  /** Its language for the highlighter; default JavaScript. */
  lang?: 'js' | 'html' | 'bash';
}

/** A section of /cheatsheet; `href` (a page this site builds) makes the heading a link: every section has one. */
export interface CheatSection {
  id: string;
  title: string;
  href: string;
  blocks: CheatBlock[];
}

export const cheatsheet: CheatSection[] = [
  {
    id: 'basics',
    title: 'Basics',
    href: '/docs/v3/GSAP/gsap.to()',
    blocks: [
      { label: 'Tween types', code: `gsap.to(".sel", { x: 100, duration: 1 });
gsap.from(".sel", { opacity: 0 });
gsap.fromTo(".sel", { x: 0 }, { x: 100 });
gsap.set(".sel", { x: 100 }); // instant` },
      { label: 'Special properties', code: `gsap.to(".sel", {
  x: 100,
  duration: 1,          // seconds, default 0.5
  delay: 0.5,
  ease: "power2.inOut", // default "power1.out"
  stagger: 0.1,         // per-target offset
  repeat: -1,           // -1 = forever
  repeatDelay: 1,
  yoyo: true,
  paused: true,
  overwrite: "auto",
  id: "intro",
  onComplete: done      // onStart, onUpdate, onRepeat…
});` },
      { label: 'Transforms and shortcuts', code: `x: 100, y: 50        // px
xPercent: -50        // % of own size
rotation: 360        // deg, alias rotate
scale: 1.5, scaleX: 2, skewX: 20
transformOrigin: "left top"
autoAlpha: 0         // opacity + visibility` },
      { label: 'Values', code: `x: "+=100"                  // relative
x: "random(-100, 100, 5)"   // random, snapped
x: (i, el, all) => i * 50   // per target
rotation: "-170_short"      // also _cw, _ccw` },
      { label: 'Staggers and keyframes', code: `stagger: { each: 0.1, from: "center" }
keyframes: { x: [0, 100, 50], easeEach: "sine.inOut" }` },
    ],
  },
  {
    id: 'timelines',
    title: 'Timelines',
    href: '/docs/v3/GSAP/Timeline/',
    blocks: [
      { label: 'Create and chain', code: `const tl = gsap.timeline({
  defaults: { duration: 1, ease: "power2.out" },
  repeat: 1, yoyo: true, paused: true
});
tl.to(".a", { x: 100 })
  .to(".b", { y: 50 }, "<")
  .to(".c", { opacity: 0 }, "+=0.5");` },
      { label: 'Position parameter', code: `1             // at 1 s (absolute)
"+=1"         // 1 s after the end (gap)
"-=1"         // 1 s before the end (overlap)
"<"           // start of previous
">"           // end of previous
"<0.5"        // 0.5 s after start of previous
"spin"        // at a label
"spin+=1"     // 1 s after a label` },
      { label: 'Labels, calls, sets', code: `tl.addLabel("spin", 2)
  .to(".gear", { rotation: 360 }, "spin")
  .call(log, ["done"], "+=0.5")
  .set(".box", { display: "none" });` },
    ],
  },
  {
    id: 'control',
    title: 'Control Methods',
    href: '/resources/getting-started/control',
    blocks: [
      { label: 'Tweens and timelines', code: `const anim = gsap.to(".a", { x: 100, paused: true });
anim.play();
anim.pause();
anim.resume();
anim.reverse();
anim.restart();
anim.seek(0.5);      // time (or a timeline's label)
anim.progress(0.25); // 0–1
anim.timeScale(2);   // double speed
anim.kill();
anim.isActive();
anim.then(next);     // Promise` },
      { label: 'Timeline only', code: `tl.tweenTo("end");
tl.tweenFromTo("start", "end");
tl.getChildren();
tl.clear();` },
    ],
  },
  {
    id: 'eases',
    title: 'Eases',
    href: '/docs/v3/Eases/',
    blocks: [
      { label: 'Built in', code: `ease: "none"            // linear
ease: "power1.out"      // default
// power1–4, sine, expo, circ, back,
// elastic, bounce: .in .out .inOut
ease: "back.out(1.7)"
ease: "elastic.out(1, 0.3)"
ease: "steps(5)"` },
      { label: 'Custom and defaults', code: `gsap.registerPlugin(CustomEase);
CustomEase.create("swoop", "M0,0 C0.5,0 0.5,1 1,1");
gsap.to(".a", { x: 100, ease: "swoop" });
gsap.defaults({ ease: "power2.out", duration: 1 });` },
    ],
  },
  {
    id: 'scrolltrigger',
    title: 'ScrollTrigger',
    href: '/docs/v3/Plugins/ScrollTrigger/',
    blocks: [
      { label: 'On a tween', code: `gsap.registerPlugin(ScrollTrigger);
gsap.to(".box", {
  x: 500,
  scrollTrigger: {
    trigger: ".box",
    start: "top center", // trigger, viewport
    end: "+=500",
    scrub: 1,            // or true
    pin: true,
    markers: true        // development only
  }
});` },
      { label: 'Toggle actions', code: `// onEnter onLeave onEnterBack onLeaveBack
toggleActions: "play none none none" // default
// play pause resume reverse restart
// reset complete none` },
      { label: 'Standalone and static', code: `ScrollTrigger.create({
  trigger: "#id",
  start: "top top",
  end: "bottom 50%",
  onUpdate: (self) => log(self.progress, self.direction),
  onToggle: (self) => log(self.isActive)
});
ScrollTrigger.batch(".card", { onEnter: (els) => gsap.to(els, { opacity: 1 }) });
ScrollTrigger.refresh(); // after layout changes` },
    ],
  },
  {
    id: 'plugins',
    title: 'Plugins',
    href: '/docs/v3/Plugins/',
    blocks: [
      { label: 'Register once', code: `gsap.registerPlugin(Flip, Draggable, MotionPathPlugin, TextPlugin, ScrollToPlugin);` },
      { label: 'Free plugins', code: `const state = Flip.getState(".item");
// …change the layout…
Flip.from(state, { duration: 1 });

Draggable.create(".box", { type: "x,y", bounds: "#area" });
gsap.to(".dot", { motionPath: "#path", duration: 2 });
gsap.to(".msg", { text: "New text", duration: 1 });
gsap.to(window, { scrollTo: "#footer" });` },
      { label: 'Club GSAP plugins (3.12)', code: `gsap.registerPlugin(DrawSVGPlugin, MorphSVGPlugin, ScrambleTextPlugin);
gsap.to("#line", { drawSVG: "0% 50%" });
gsap.to("#circle", { morphSVG: "#star" });
gsap.to(".code", { scrambleText: "Hello" });
const split = new SplitText(".h1", { type: "chars" });` },
    ],
  },
  {
    id: 'installation',
    title: 'Installation',
    href: '/docs/v3/Installation',
    blocks: [
      { label: 'npm', code: `npm install gsap

import { gsap } from "gsap";
import { ScrollTrigger } from "gsap/ScrollTrigger";
gsap.registerPlugin(ScrollTrigger);` },
      { label: 'CDN', lang: 'html', code: `<script src="https://cdn.jsdelivr.net/npm/gsap@3.12.7/dist/gsap.min.js"></script>
<script src="https://cdn.jsdelivr.net/npm/gsap@3.12.7/dist/ScrollTrigger.min.js"></script>` },
      { label: 'React', code: `npm install @gsap/react

import { useGSAP } from "@gsap/react";
gsap.registerPlugin(useGSAP);
useGSAP(() => {
  gsap.to(".box", { x: 100 });
}, { scope: container });` },
    ],
  },
  {
    id: 'utilities',
    title: 'Utility Methods',
    href: '/docs/v3/GSAP/UtilityMethods/',
    blocks: [
      { label: 'gsap.utils', code: `clamp(0, 100, 150)              // 100
mapRange(-10, 10, 0, 100, 5)    // 75
normalize(0, 100, 25)           // 0.25
interpolate(0, 100, 0.5)        // 50
random(0, 100, 5)               // e.g. 35
random(["a", "b", "c"])         // one item
snap(10, 23)                    // 20
snap([0, 50, 100], 60)          // 50
wrap(0, 5, 7)                   // 2
wrapYoyo(0, 5, 7)               // 3
getUnit("30px")                 // "px"
splitColor("red")               // [255, 0, 0]
toArray(".box")                 // Element[]` },
      { label: 'Reusable functions', code: `const clampPct = gsap.utils.clamp(0, 100);
clampPct(150); // 100
const fit = gsap.utils.pipe(gsap.utils.clamp(0, 1), gsap.utils.snap(0.25));
const q = gsap.utils.selector(container); q(".box");` },
    ],
  },
  {
    id: 'nesting',
    title: 'Nesting Timelines',
    href: '/docs/v3/GSAP/Timeline/add()',
    blocks: [
      { label: 'Scenes as functions', code: `function intro() {
  const tl = gsap.timeline();
  tl.from(".title", { y: 50, opacity: 0 });
  return tl;
}

const master = gsap.timeline();
master.add(intro())
  .add(middle(), "+=1")   // 1 s gap
  .add(outro(), "-=0.5"); // overlap` },
    ],
  },
  {
    id: 'misc',
    title: 'Misc',
    href: '/docs/v3/GSAP/',
    blocks: [
      { label: 'Getters and fast setters', code: `gsap.getProperty("#id", "x");       // 20
gsap.getProperty("#id", "x", "px"); // "20px"
const setX = gsap.quickSetter("#id", "x", "px");
const xTo = gsap.quickTo("#id", "x", { duration: 0.4 });` },
      { label: 'Global helpers', code: `gsap.killTweensOf(".box");
gsap.isTweening(".box");
gsap.delayedCall(1, fn);
gsap.globalTimeline.timeScale(0.5);
gsap.ticker.add(fn);
gsap.set(".box", { clearProps: "all" });
gsap.config({ nullTargetWarn: false });` },
      { label: 'Cleanup and media queries', code: `const ctx = gsap.context(() => { /* … */ }, scope);
ctx.revert();
const mm = gsap.matchMedia();
mm.add("(min-width: 800px)", () => { /* … */ });` },
      { label: 'Effects', code: `gsap.registerEffect({
  name: "fade",
  effect: (targets, config) =>
    gsap.to(targets, { opacity: 0, duration: config.duration }),
  defaults: { duration: 1 },
  extendTimeline: true
});
gsap.effects.fade(".box");
tl.fade(".box", { duration: 2 }, "+=1");` },
    ],
  },
];
