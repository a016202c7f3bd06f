import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'Callbacks as they fire: a tween that runs three times (repeat: 2, yoyo: true) writes down each event',
  note: 'Play it, drag the slider back to the start, or restart it, and watch which callbacks fire.',
  stage:
    '<div class="demo-track"><div class="demo-box runner"></div></div>' +
    '<div class="demo-label updates">onUpdate: 0 calls</div>' +
    '<div class="demo-label log">Waiting for onStart</div>',
  create(gsap, stage) {
    // #region code
    const log = stage.querySelector('.log');
    const updates = stage.querySelector('.updates');
    let calls = 0;

    const tween = gsap.to('.runner', {
      x: 240,
      duration: 1,
      repeat: 2,
      yoyo: true,
      repeatDelay: 0.3,
      onStart: () => {
        calls = 0;
        if (log) log.textContent = 'onStart';
      },
      onUpdate: () => {
        calls++;
        if (updates) updates.textContent = `onUpdate: ${calls} calls`;
      },
      onRepeat: () => {
        log?.append(' → onRepeat');
      },
      onComplete: () => {
        log?.append(' → onComplete');
      },
      onReverseComplete: () => {
        log?.append(' → onReverseComplete');
      },
    });
    // #endregion
    return tween;
  },
  // three runs with yoyo: out, back, out
  expect: [{ selector: '.runner', property: 'x', value: 240 }],
});
