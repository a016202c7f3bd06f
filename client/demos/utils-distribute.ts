import { defineDemo } from './define-demo.ts';

const cells = Array.from({ length: 25 }, (_, i) =>
  `<div class="demo-box${i % 3 === 1 ? ' demo-box--b' : i % 3 === 2 ? ' demo-box--c' : ''}"></div>`,
).join('');

export default defineDemo({
  title: 'Scale a 5 × 5 grid with gsap.utils.distribute() from the center',
  stage: `<div class="demo-grid">${cells}</div>`,
  create(gsap) {
    // #region code
    const tween = gsap.to('.demo-box', {
      scale: gsap.utils.distribute({
        base: 0.2,      // the center cell
        amount: 0.6,    // the corners: 0.2 + 0.6 = 0.8
        from: 'center',
        grid: [5, 5],
        ease: 'power1.in',
      }),
      duration: 1,
      ease: 'power2.inOut',
      stagger: { each: 0.05, from: 'center', grid: [5, 5] },
    });
    // #endregion
    return tween;
  },
  // the first cell is a corner: 0.2 + 0.6
  expect: [{ selector: '.demo-box', property: 'scale', value: 0.8 }],
});
