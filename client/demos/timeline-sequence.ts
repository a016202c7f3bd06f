import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'A three-step sequence with an overlap',
  stage:
    '<div class="demo-track"><div class="demo-box"></div></div><div class="demo-track"><div class="demo-circle"></div></div>',
  create(gsap) {
    // #region code
    const tl = gsap.timeline({ defaults: { duration: 0.8, ease: 'power2.inOut' } });

    tl.to('.demo-box', { x: 200 })
      .to('.demo-box', { rotation: 180 }) // after the move
      .to('.demo-circle', { x: 200, scale: 1.3 }, '<'); // together with the rotation
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.demo-box', property: 'x', value: 200 },
    { selector: '.demo-box', property: 'rotation', value: 180 },
    { selector: '.demo-circle', property: 'x', value: 200 },
  ],
});
