import { defineDemo } from './define-demo.ts';

const button = (name: string, label: string) => `<button type="button" class="demo-button ${name}">${label}</button>`;

export default defineDemo({
  title: 'Buttons wired to one paused tween: play, pause, reverse, jump, change speed, restart',
  note: 'The first line under the lane reads the tween\'s progress and timeScale back from it; the second names the last callback that fired.',
  controls: 'none',
  stage:
    '<div class="demo-track"><div class="demo-box rocket"></div></div>' +
    '<div class="demo-label readout">progress 0.00 · timeScale 1</div>' +
    '<div class="demo-label events" aria-live="polite">No callback has fired yet</div>' +
    '<div class="demo-buttons">' +
    button('play', 'Play') +
    button('pause', 'Pause') +
    button('reverse', 'Reverse') +
    button('half', 'Jump to 50%') +
    button('speed', 'Speed: ×2') +
    button('restart', 'Restart') +
    '</div>',
  create(gsap, stage) {
    // #region code
    const readout = stage.querySelector('.readout');
    const events = stage.querySelector('.events');
    const speed = stage.querySelector('.speed');

    const tween = gsap.to('.rocket', {
      x: 240,
      rotation: 360,
      duration: 3,
      ease: 'none',
      paused: true, // built now, played when a button says so
      onUpdate: () => show(),
      onComplete: () => {
        if (events) events.textContent = 'onComplete fired';
      },
      onReverseComplete: () => {
        if (events) events.textContent = 'onReverseComplete fired';
      },
    });

    function show() {
      // a reversed tween has a negative timeScale
      if (readout) readout.textContent = `progress ${tween.progress().toFixed(2)} · timeScale ${tween.timeScale()}`;
    }

    stage.querySelector('.play')?.addEventListener('click', () => tween.play());
    stage.querySelector('.pause')?.addEventListener('click', () => tween.pause());
    stage.querySelector('.reverse')?.addEventListener('click', () => {
      tween.reverse();
      show();
    });
    stage.querySelector('.half')?.addEventListener('click', () => tween.progress(0.5));
    speed?.addEventListener('click', () => {
      const rate = Math.abs(tween.timeScale()) === 1 ? 2 : 1;
      tween.timeScale(tween.reversed() ? -rate : rate); // keep the direction
      speed.textContent = rate === 2 ? 'Speed: ×1' : 'Speed: ×2';
      show();
    });
    stage.querySelector('.restart')?.addEventListener('click', () => tween.restart());
    // #endregion
  },
  // after the last button (Restart): the tween has run to its end
  expect: [
    { selector: '.rocket', property: 'x', value: 240 },
    { selector: '.rocket', property: 'rotation', value: 360 },
    { selector: '.events', property: '@text', value: 'onComplete fired' },
  ],
});
