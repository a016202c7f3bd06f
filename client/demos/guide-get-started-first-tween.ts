import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'A first tween: the square slides 240px to the right and turns once, in two seconds',
  stage: '<div class="demo-track"><div class="demo-box logo"></div></div>',
  create(gsap) {
    // #region code
    const tween = gsap.to('.logo', { x: 240, rotation: 360, duration: 2 });
    // #endregion
    return tween;
  },
  expect: [
    { selector: '.logo', property: 'x', value: 240 },
    { selector: '.logo', property: 'rotation', value: 360 },
  ],
});
