import { defineDemo } from './define-demo.ts';
import { Physics2DPlugin } from 'gsap-3.13/Physics2DPlugin';

export default defineDemo({
  title: 'Physics2D: the ball is thrown up and to the right, and gravity pulls it back down',
  version: '3.13.0',
  stage: '<div class="demo-track demo-track--bare"><div class="demo-circle ball"></div></div>',
  create(gsap) {
    // #region code
    gsap.registerPlugin(Physics2DPlugin);

    // 240px/s at 60° above the horizontal, pulled down at 220px/s²
    const tween = gsap.to('.ball', {
      duration: 2, // how long the simulation runs
      physics2D: { velocity: 240, angle: -60, gravity: 220 },
    });
    // #endregion
    return tween;
  },
  // after 2s: x = 240·cos 60° · 2 = 240; y = −240·sin 60° · 2 + ½ · 220 · 2² ≈ 24.3
  expect: [
    { selector: '.ball', property: 'x', value: 240 },
    { selector: '.ball', property: 'y', value: 24.3 },
  ],
});
