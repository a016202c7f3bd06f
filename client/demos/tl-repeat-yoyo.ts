import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'Repeat a whole timeline, and yoyo it back and forth',
  stage:
    '<div class="demo-track"><div class="demo-box one"></div></div>' +
    '<div class="demo-track"><div class="demo-circle two"></div></div>',
  create(gsap) {
    // #region code
    const tl = gsap.timeline({ repeat: 2, yoyo: true, repeatDelay: 0.4 });

    tl.to('.one', { x: 200, duration: 1, ease: 'power1.inOut' })
      .to('.two', { x: 200, scale: 1.4, duration: 0.8 }, '-=0.4');
    // forwards, backwards, forwards: 3 runs in total
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.one', property: 'x', value: 200 },
    { selector: '.two', property: 'x', value: 200 },
    { selector: '.two', property: 'scale', value: 1.4 },
  ],
});
