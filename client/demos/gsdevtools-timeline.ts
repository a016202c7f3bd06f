import { defineDemo } from './define-demo.ts';
import { GSDevTools } from 'gsap-3.13/GSDevTools';

export default defineDemo({
  title: 'GSDevTools on a timeline: play, scrub and slow down the three moves with its panel',
  note: 'The panel answers to a mouse, finger or pen; its keyboard shortcuts would act on the whole page, so they are off here and the buttons play the timeline from the keyboard.',
  version: '3.13.0',
  controls: 'none',
  stage:
    '<div class="demo-track"><div class="demo-box one"></div></div>' +
    '<div class="demo-track"><div class="demo-box demo-box--b two"></div></div>' +
    '<div class="demo-buttons">' +
    '<button type="button" class="demo-button toggle">Play or pause</button>' +
    '<button type="button" class="demo-button restart">Play from the start</button>' +
    '</div>' +
    '<div class="demo-devtools devtools"></div>',
  create(gsap, stage) {
    // #region code
    gsap.registerPlugin(GSDevTools);

    const tl = gsap.timeline();
    tl.to('.one', { x: 240, duration: 1, ease: 'power2.inOut' })
      .to('.two', { x: 240, rotation: 360, duration: 1.5, ease: 'back.inOut' })
      .to('.one', { x: 0, duration: 1, ease: 'power2.inOut' }, '-=0.5');

    GSDevTools.create({
      animation: tl,
      container: '.devtools', // inside the demo, not fixed to the window
      minimal: true, // play, track and speed only
      paused: true, // wait for a press
      keyboard: false, // its shortcuts would take the whole page's keys
    });

    // the same from the keyboard: the panel follows the timeline
    stage.querySelector('.toggle')?.addEventListener('click', () => {
      if (tl.progress() === 1) tl.restart(); // at the end: from the start again
      else tl.paused(!tl.paused());
    });
    stage.querySelector('.restart')?.addEventListener('click', () => tl.restart());
    // #endregion
    return tl;
  },
  // after its last button (Play from the start), once the timeline has ended
  expect: [
    { selector: '.one', property: 'x', value: 0 },
    { selector: '.two', property: 'x', value: 240 },
    { selector: '.two', property: 'rotation', value: 360 },
  ],
});
