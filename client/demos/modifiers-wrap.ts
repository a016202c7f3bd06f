import { defineDemo } from './define-demo.ts';

const items = ['', ' demo-box--b', ' demo-box--c', '', ' demo-box--b']
  .map((variant) => `<div class="demo-box item${variant}"></div>`)
  .join('');

export default defineDemo({
  title: 'An endless marquee: modifiers + gsap.utils.wrap()',
  stage: `<div class="demo-track strip">${items}</div>`,
  create(gsap) {
    // stack the items at the left of the lane, so x alone places them
    gsap.set('.strip', { position: 'relative' });
    gsap.set('.item', { position: 'absolute', left: 0, top: 0 });

    // #region code
    const width = 300;                        // 5 items, 60px apart
    const wrapX = gsap.utils.wrap(-60, width - 60);

    gsap.set('.item', { x: (i) => i * 60 });  // side by side

    const tween = gsap.to('.item', {
      x: `-=${width}`,                        // everything moves one strip-width left...
      duration: 5,
      ease: 'none',
      repeat: -1,
      modifiers: {
        x: gsap.utils.unitize(wrapX, 'px'),   // ...and wraps back in on the right
      },
    });
    // #endregion
    return tween;
  },
  // after one cycle each item is back at its starting place
  expect: [{ selector: '.item', property: 'x', value: 0 }],
});
