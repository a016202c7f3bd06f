import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'stagger, repeat and yoyo in one tween: five squares hop one after another, twice',
  stage:
    '<div class="demo-row">' +
    '<div class="demo-box hop"></div><div class="demo-box demo-box--b hop"></div><div class="demo-box demo-box--c hop"></div>' +
    '<div class="demo-box demo-box--b hop"></div><div class="demo-box hop"></div>' +
    '</div>',
  create(gsap) {
    // #region code
    const tween = gsap.to('.hop', {
      y: -70,
      duration: 0.5,
      ease: 'power2.out',
      stagger: 0.1,   // each square starts 0.1s after the one before
      repeat: 3,      // 1 run + 3 repeats
      yoyo: true,     // every other run goes backwards: up, down, up, down
      repeatDelay: 0.2,
    });
    // #endregion
    return tween;
  },
  // 4 runs with yoyo: the last one comes back down
  expect: [
    { selector: '.hop', property: 'y', value: 0 },
    { selector: '.hop:last-child', property: 'y', value: 0 },
  ],
});
