import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'Arrays of values: each property spreads its own list evenly over the whole tween',
  note: 'x has four values (changes at 0, 1/3, 2/3 and the end), scale three (0, half-way, the end), rotation two.',
  stage: '<div class="demo-track"><div class="demo-box demo-box--c hopper"></div></div>',
  create(gsap) {
    // #region code
    const tween = gsap.to('.hopper', {
      keyframes: {
        x: [0, 240, 120, 240],
        scale: [1, 1.5, 1],
        rotation: [0, 360],
        easeEach: 'power1.inOut',
      },
      duration: 3,
    });
    // #endregion
    return tween;
  },
  expect: [
    { selector: '.hopper', property: 'x', value: 240 },
    { selector: '.hopper', property: 'scale', value: 1 },
    { selector: '.hopper', property: 'rotation', value: 360 },
  ],
});
