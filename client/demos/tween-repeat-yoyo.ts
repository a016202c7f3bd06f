import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'repeat: 3 with and without yoyo',
  stage:
    '<div class="demo-track"><div class="demo-box with-yoyo"></div></div>' +
    '<div class="demo-track"><div class="demo-box demo-box--b no-yoyo"></div></div>',
  create(gsap) {
    // #region code
    // four runs each; the top box turns round on every second run
    const bounce = gsap.to('.with-yoyo', {
      x: 240,
      duration: 1,
      ease: 'power1.inOut',
      repeat: 3,
      repeatDelay: 0.25,
      yoyo: true,
    });

    // the bottom box jumps back to the start before each repeat
    const loop = gsap.to('.no-yoyo', {
      x: 240,
      duration: 1,
      ease: 'power1.inOut',
      repeat: 3,
      repeatDelay: 0.25,
    });
    // #endregion
    // one timeline so the demo controls drive both tweens together
    return gsap.timeline().add(bounce, 0).add(loop, 0);
  },
  // an even number of runs with yoyo ends where it began; without yoyo every run ends at 240
  expect: [
    { selector: '.with-yoyo', property: 'x', value: 0 },
    { selector: '.no-yoyo', property: 'x', value: 240 },
  ],
});
