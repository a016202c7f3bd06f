import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'A timeline plays its tweens one after another: no delays to work out',
  stage:
    '<div class="demo-track"><div class="demo-box first"></div></div>' +
    '<div class="demo-track"><div class="demo-box demo-box--b second"></div></div>' +
    '<div class="demo-track"><div class="demo-circle third"></div></div>',
  create(gsap) {
    // #region code
    const tl = gsap.timeline({ defaults: { duration: 0.8, ease: 'power2.inOut' } });

    tl.to('.first', { x: 240 })                  // 0 → 0.8s
      .to('.second', { x: 240 })                 // 0.8 → 1.6s
      .to('.third', { x: 240, duration: 1.2 })   // 1.6 → 2.8s: its own duration wins
      .to('.first, .second', { rotation: 180 }); // 2.8 → 3.6s
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.first', property: 'x', value: 240 },
    { selector: '.second', property: 'rotation', value: 180 },
    { selector: '.third', property: 'x', value: 240 },
  ],
});
