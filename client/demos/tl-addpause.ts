import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'The timeline pauses itself half-way: press play to continue',
  stage: '<div class="demo-track"><div class="demo-circle"></div></div>',
  create(gsap) {
    // #region code
    const tl = gsap.timeline();

    tl.to('.demo-circle', { x: 120, duration: 0.8 })
      .addPause()                                         // stops here until play() is called
      .to('.demo-circle', { x: 240, scale: 1.4, duration: 0.8 });
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.demo-circle', property: 'x', value: 240 },
    { selector: '.demo-circle', property: 'scale', value: 1.4 },
  ],
});
