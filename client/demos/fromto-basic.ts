import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'Both ends stated: from the left edge to 240px',
  stage: '<div class="demo-track"><div class="demo-circle"></div></div>',
  create(gsap) {
    // #region code
    const tween = gsap.fromTo(
      '.demo-circle',
      { x: 0, scale: 0.5, opacity: 0.3 },
      { x: 240, scale: 1, opacity: 1, duration: 1.2, ease: 'power2.inOut' },
    );
    // #endregion
    return tween;
  },
  expect: [
    { selector: '.demo-circle', property: 'x', value: 240 },
    { selector: '.demo-circle', property: 'scale', value: 1 },
  ],
});
