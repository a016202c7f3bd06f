import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'One tween: play, pause, then reverse at double speed',
  stage: '<div class="demo-track"><div class="demo-box"></div></div>',
  create(gsap) {
    // #region code
    const tween = gsap.to('.demo-box', {
      x: 240,
      rotation: 360,
      duration: 2,
      ease: 'none',
      paused: true, // the "remote" below moves its playhead
    });

    // Stands in for button clicks by moving the tween's time:
    const remote = gsap.timeline();
    remote
      .to(tween, { time: 2, duration: 2, ease: 'none' })           // like play()
      .to(tween, { time: 0, duration: 1, ease: 'none' }, '+=0.8'); // hold, then back at 2x
    // #endregion
    return remote;
  },
  // back at the start after the reverse
  expect: [
    { selector: '.demo-box', property: 'x', value: 0 },
    { selector: '.demo-box', property: 'rotation', value: 0 },
  ],
});
