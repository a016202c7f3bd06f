import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'Boxes rise into place from below',
  stage:
    '<div class="demo-row"><div class="demo-box"></div><div class="demo-box demo-box--b"></div><div class="demo-box demo-box--c"></div></div>',
  create(gsap) {
    // #region code
    const tween = gsap.from('.demo-box', {
      y: 80,
      opacity: 0,
      duration: 0.8,
      ease: 'power2.out',
      stagger: 0.15,
    });
    // #endregion
    return tween;
  },
  expect: [
    { selector: '.demo-box', property: 'y', value: 0 },
    { selector: '.demo-box', property: 'opacity', value: 1 },
  ],
});
