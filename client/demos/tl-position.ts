import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'The position parameter: "<", "-=0.5", a label and ">"',
  stage:
    '<div class="demo-track"><div class="demo-box one"></div></div>' +
    '<div class="demo-track"><div class="demo-box demo-box--b two"></div></div>' +
    '<div class="demo-track"><div class="demo-box demo-box--c three"></div></div>' +
    '<div class="demo-track"><div class="demo-circle four"></div></div>',
  create(gsap) {
    // #region code
    const tl = gsap.timeline({ defaults: { duration: 1, ease: 'power1.inOut' } });

    tl.to('.one', { x: 240 })                 // 0 → 1
      .to('.two', { x: 240 }, '<')            // starts with .one
      .to('.three', { x: 240 }, '-=0.5')      // overlaps the end by 0.5s
      .addLabel('finale', '+=0.3')            // a label 0.3s after the end
      .to('.four', { x: 240 }, 'finale')      // starts at the label
      .to('.four', { rotation: 360 }, '>');   // when the previous tween ends
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.one', property: 'x', value: 240 },
    { selector: '.three', property: 'x', value: 240 },
    { selector: '.four', property: 'x', value: 240 },
    { selector: '.four', property: 'rotation', value: 360 },
  ],
});
