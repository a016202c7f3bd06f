import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'Percentage keyframes: x is set only at 0% and 100%, y at five points, so the ball hops while it crosses',
  stage: '<div class="demo-track"><div class="demo-circle ball"></div></div>',
  create(gsap) {
    // #region code
    const tween = gsap.to('.ball', {
      keyframes: {
        '0%': { x: 0, y: 0 },
        '30%': { y: -90 },
        '60%': { y: 0 },
        '80%': { y: -35 },
        '100%': { x: 240, y: 0 },
        easeEach: 'sine.inOut', // the ease of every segment
      },
      duration: 2.4, // the percentages share out this duration
    });
    // #endregion
    return tween;
  },
  expect: [
    { selector: '.ball', property: 'x', value: 240 },
    { selector: '.ball', property: 'y', value: 0 },
  ],
});
