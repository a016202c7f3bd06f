import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'An array of keyframes: four steps in one tween, each with its own duration, ease and delay',
  stage: '<div class="demo-row"><div class="demo-box walker"></div></div>',
  create(gsap) {
    // #region code
    const tween = gsap.to('.walker', {
      keyframes: [
        { x: 100, duration: 0.6 },                         // right
        { y: 80, duration: 0.5, ease: 'power2.in' },       // down, speeding up
        { x: -100, rotation: 180, duration: 1.2, delay: 0.3 }, // a pause, then left while turning
        { x: 0, y: 0, rotation: 360, duration: 0.8, ease: 'back.out(2)' }, // home, with an overshoot
      ],
    });
    // #endregion
    return tween;
  },
  expect: [
    { selector: '.walker', property: 'x', value: 0 },
    { selector: '.walker', property: 'y', value: 0 },
    { selector: '.walker', property: 'rotation', value: 360 },
  ],
});
