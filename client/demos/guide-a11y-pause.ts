import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'A loop with a pause button: one control starts and stops it, and its label says what it will do',
  note: 'On a real page the loop could start by itself (unless reduced motion is on); here it waits for the button, like every demo with its own controls.',
  controls: 'none',
  stage:
    '<div class="demo-row">' +
    '<div class="demo-circle dot"></div><div class="demo-circle dot"></div><div class="demo-circle dot"></div>' +
    '<div class="demo-circle dot"></div><div class="demo-circle dot"></div>' +
    '</div>' +
    '<div class="demo-buttons"><button type="button" class="demo-button loop-toggle">Play the animation</button></div>',
  create(gsap, stage) {
    // #region code
    const button = stage.querySelector('.loop-toggle');

    // a wave that never ends on its own
    const loop = gsap.to('.dot', {
      y: -40,
      duration: 0.5,
      ease: 'sine.inOut',
      stagger: { each: 0.12, repeat: -1, yoyo: true },
      paused: true,
    });

    button?.addEventListener('click', () => {
      loop.paused(!loop.paused());
      button.textContent = loop.paused() ? 'Play the animation' : 'Pause the animation';
    });
    // #endregion
  },
});
