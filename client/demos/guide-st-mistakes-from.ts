import { defineDemo } from './define-demo.ts';
import { ScrollTrigger } from 'gsap/ScrollTrigger';

export default defineDemo({
  title: 'Two scrubbed from() tweens of y on one element, each with its own ScrollTrigger: without immediateRender: false the second ends 60px too low',
  note: 'While their section scrolls up the box, both squares first rise in, then drop in. The green one has two plain from() tweens; the violet one sets immediateRender: false on the second.',
  scroll: true,
  stage:
    '<div class="demo-screen"><p class="demo-hint">Scroll down: the squares below rise in, then drop in</p></div>' +
    '<div class="demo-section pair"><div class="demo-row">' +
    '<div class="demo-column"><span class="demo-label">from() twice</span><div class="demo-box twice"></div></div>' +
    '<div class="demo-column"><span class="demo-label">immediateRender: false</span><div class="demo-box demo-box--b fixed"></div></div>' +
    '</div></div>' +
    '<div class="demo-section"><p class="demo-hint">The end: compare where the two squares came to rest</p></div>',
  create(gsap, box) {
    // #region code
    gsap.registerPlugin(ScrollTrigger);

    const scrub = { trigger: '.pair', scroller: box, scrub: true }; // what all four ScrollTriggers share
    const rise = { start: 'top 90%', end: 'top 60%' }; // the first from() of each square
    const drop = { start: 'top 50%', end: 'top 20%' }; // the second

    // ✗ the second from() renders at once too, and records y: 60 (the first one's start) as its end
    gsap.from('.twice', { y: 60, opacity: 0, scrollTrigger: { ...scrub, ...rise } });
    gsap.from('.twice', { y: -60, scrollTrigger: { ...scrub, ...drop } });

    // ✓ immediateRender: false: the second one reads its end value when it first plays
    gsap.from('.fixed', { y: 60, opacity: 0, scrollTrigger: { ...scrub, ...rise } });
    gsap.from('.fixed', { y: -60, immediateRender: false, scrollTrigger: { ...scrub, ...drop } });
    // #endregion
  },
  // Scrolled through, the green square ends at y: 60 and the violet one at 0. A jump straight to the
  // bottom (the test's End key) updates the triggers in an order that depends on the last scroll
  // ScrollTrigger saw, so only what holds either way is checked.
  expect: [
    { selector: '.fixed', property: 'y', value: 0 },
    { selector: '.fixed', property: 'opacity', value: 1 },
    { selector: '.twice', property: 'opacity', value: 1 },
  ],
});
