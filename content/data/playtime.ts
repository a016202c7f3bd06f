/**
 * The starting points Playtime offers (/playtime, templates/pages/playtime.tsx); the first is
 * where it opens. Each is a stage (markup using the demo classes of
 * templates/styles/demo.css) and code that runs on it; `stage` is the stage element (a scroll
 * box for `kind: 'scroll'`). All on gsap 3.12.5.
 */
export interface Preset {
  id: string;
  label: string;
  kind: 'time' | 'scroll';
  html: string;
  code: string;
}

const boxes = '<div class="demo-row"><div class="demo-box box"></div><div class="demo-box demo-box--b box"></div><div class="demo-box demo-box--c box"></div></div>';
const lane = (cls: string, shape = 'demo-box') => `<div class="demo-track"><div class="${shape} ${cls}"></div></div>`;

export const PRESETS: Preset[] = [
  {
    id: 'tween',
    label: 'A tween',
    kind: 'time',
    html: lane('ball', 'demo-circle'),
    code: `// Change a value and press Run (or Ctrl+Enter).
gsap.to(".ball", {
  x: 240,
  rotation: 360,
  duration: 1.5,
  ease: "bounce.out",
  repeat: -1,
  yoyo: true,
  repeatDelay: 0.5,
});
`,
  },
  {
    id: 'stagger',
    label: 'Stagger',
    kind: 'time',
    html: `<div class="demo-grid">${'<div class="demo-box cell"></div>'.repeat(15)}</div>`,
    code: `// Each cell starts a little after the one before it.
gsap.from(".cell", {
  scale: 0,
  opacity: 0,
  duration: 0.6,
  ease: "back.out(1.7)",
  stagger: {
    each: 0.06,
    from: "center", // try "start", "end", "edges" or "random"
    grid: "auto",
  },
});
`,
  },
  {
    id: 'timeline',
    label: 'Timeline and position',
    kind: 'time',
    html: lane('one') + lane('two', 'demo-circle') + lane('three'),
    code: `// The third argument of each call says where it starts on the timeline.
const tl = gsap.timeline({ defaults: { duration: 1, ease: "power2.inOut" } });

tl.to(".one", { x: 240 })
  .to(".two", { x: 240 }, "<0.25") // 0.25 s after the previous one starts
  .to(".three", { x: 240 }, "-=0.5") // overlap the end of the previous one by 0.5 s
  .addLabel("back")
  .to([".one", ".two", ".three"], { x: 0, stagger: 0.1 }, "back+=0.5");
`,
  },
  {
    id: 'keyframes',
    label: 'Keyframes',
    kind: 'time',
    html: lane('hop', 'demo-circle'),
    code: `// One tween, several steps: each keyframe runs after the one before it.
gsap.to(".hop", {
  keyframes: [
    { x: 80, y: -40, duration: 0.4, ease: "power2.out" },
    { x: 160, y: 0, duration: 0.4, ease: "power2.in" },
    { x: 240, y: -40, scale: 1.3, duration: 0.4 },
    { y: 0, scale: 1, duration: 0.4, ease: "bounce.out" },
  ],
  repeat: 1,
  yoyo: true,
});
`,
  },
  {
    id: 'scrolltrigger',
    label: 'ScrollTrigger',
    kind: 'scroll',
    html:
      '<div class="demo-screen"><p class="demo-hint">Scroll down in this box</p></div>' +
      `<div class="demo-section scene">${lane('slide')}${lane('spin', 'demo-circle')}</div>` +
      '<div class="demo-screen"><p class="demo-hint">Scroll back up: it plays in reverse</p></div>',
    code: `// stage is the box that scrolls; the animation follows its scroll.
gsap.timeline({
  scrollTrigger: {
    trigger: ".scene",
    scroller: stage,
    start: "top 80%",
    end: "bottom 20%",
    scrub: true,
    markers: true,
  },
})
  .to(".slide", { x: 240, ease: "none" })
  .to(".spin", { x: 240, rotation: 360, ease: "none" }, 0);
`,
  },
  {
    id: 'flip',
    label: 'Flip',
    kind: 'time',
    html:
      `<div class="demo-flip items">${['', 'demo-box--b', 'demo-box--c', '', 'demo-box--b', 'demo-box--c'].map((v) => `<div class="demo-box ${v} item"></div>`).join('')}</div>` +
      '<div class="demo-buttons"><button type="button" class="demo-button switch">Switch layout</button></div>',
    code: `// Press "Switch layout" on the stage: Flip animates each item to its new place.
const items = stage.querySelectorAll(".item");
const container = stage.querySelector(".items");

stage.querySelector(".switch").addEventListener("click", () => {
  const state = Flip.getState(items); // where they are now
  container.classList.toggle("demo-flip--list"); // the new layout, at once
  Flip.from(state, { duration: 0.7, ease: "power2.inOut", stagger: 0.04, scale: true });
});
`,
  },
];

