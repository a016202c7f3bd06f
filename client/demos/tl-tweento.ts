import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'Scrub a paused timeline to a label with tweenTo()',
  stage:
    '<div class="demo-track"><div class="demo-box one"></div></div>' +
    '<div class="demo-track"><div class="demo-box demo-box--b two"></div></div>' +
    '<div class="demo-track"><div class="demo-box demo-box--c three"></div></div>',
  create(gsap) {
    // #region code
    const tl = gsap.timeline({ paused: true, defaults: { duration: 1, ease: 'none' } });

    tl.to('.one', { x: 220 })
      .to('.two', { x: 220 })
      .addLabel('twoDone') // at 2 seconds
      .to('.three', { x: 220 });

    // Move the timeline's playhead from where it is to the label,
    // over 2 seconds and with an ease of its own. The third box never moves.
    const tween = tl.tweenTo('twoDone', { duration: 2, ease: 'power2.inOut' });
    // #endregion
    return tween;
  },
  expect: [
    { selector: '.one', property: 'x', value: 220 },
    { selector: '.two', property: 'x', value: 220 },
    { selector: '.three', property: 'x', value: 0 },
  ],
});
