import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'Transforms: x, rotation and scale around a transformOrigin',
  stage:
    '<div class="demo-track"><div class="demo-box corner"></div></div>' +
    '<div class="demo-track"><div class="demo-box demo-box--b center"></div></div>',
  create(gsap) {
    // #region code
    const tl = gsap.timeline({ defaults: { duration: 2, ease: 'power1.inOut' } });

    tl.to('.corner', { x: 200, rotation: 360, scale: 1.5, transformOrigin: 'left bottom' })
      .to('.center', { x: 200, rotation: 360, scale: 1.5 }, 0); // default origin: "50% 50%"
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.corner', property: 'x', value: 200 },
    { selector: '.corner', property: 'rotation', value: 360 },
    { selector: '.center', property: 'scale', value: 1.5 },
  ],
});
