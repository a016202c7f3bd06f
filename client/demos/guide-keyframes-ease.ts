import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'ease vs easeEach: the same four values, eased as one journey (top) or step by step (bottom)',
  note: 'Top: easeEach "none" with ease "power2.inOut", so the square never stops. Bottom: easeEach "power2.inOut", so the circle slows to a stop at every keyframe.',
  stage:
    '<div class="demo-track"><div class="demo-box journey"></div></div>' +
    '<div class="demo-track"><div class="demo-circle steps"></div></div>',
  create(gsap) {
    // #region code
    const tl = gsap.timeline();

    // one curve over the whole tween: no stop at 80 or 160
    tl.to('.journey', {
      keyframes: { x: [0, 80, 160, 240], easeEach: 'none' },
      ease: 'power2.inOut',
      duration: 3,
    });

    // one curve per segment: it eases in and out of every keyframe
    tl.to('.steps', {
      keyframes: { x: [0, 80, 160, 240], easeEach: 'power2.inOut' },
      duration: 3,
    }, '<');
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.journey', property: 'x', value: 240 },
    { selector: '.steps', property: 'x', value: 240 },
  ],
});
