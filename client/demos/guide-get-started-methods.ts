import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'to(), from() and fromTo() side by side: the same 240px lane, three ways of stating the values',
  note: 'Top lane: to() goes from where the square is to x: 240. Middle: from() starts at x: 240 and ends where the square sits in the layout. Bottom: fromTo() states both ends.',
  stage:
    '<div class="demo-label">gsap.to()</div>' +
    '<div class="demo-track"><div class="demo-box to-box"></div></div>' +
    '<div class="demo-label">gsap.from()</div>' +
    '<div class="demo-track"><div class="demo-box demo-box--b from-box"></div></div>' +
    '<div class="demo-label">gsap.fromTo()</div>' +
    '<div class="demo-track"><div class="demo-box demo-box--c fromto-box"></div></div>',
  create(gsap) {
    // #region code
    // A timeline only so that the player drives all three at once (see the Timelines guide).
    const tl = gsap.timeline({ defaults: { duration: 1.5 } });

    tl.to('.to-box', { x: 240 }, 0)
      .from('.from-box', { x: 240 }, 0)
      .fromTo('.fromto-box', { x: 120, opacity: 0.3 }, { x: 240, opacity: 1 }, 0);
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.to-box', property: 'x', value: 240 },
    { selector: '.from-box', property: 'x', value: 0 },
    { selector: '.fromto-box', property: 'x', value: 240 },
    { selector: '.fromto-box', property: 'opacity', value: 1 },
  ],
});
