import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'Overlap tweens with "-=0.5" and start two together with "<"',
  stage:
    '<div class="demo-track"><div class="demo-box one"></div></div>' +
    '<div class="demo-track"><div class="demo-box demo-box--b two"></div></div>' +
    '<div class="demo-track"><div class="demo-box demo-box--c three"></div></div>',
  create(gsap) {
    // #region code
    const tl = gsap.timeline({ defaults: { duration: 1, ease: 'power2.inOut' } });

    tl.to('.one', { x: 220 })
      .to('.two', { x: 220 }, '-=0.5') // starts 0.5s before .one arrives
      .to('.three', { x: 220, rotation: 180 }, '<'); // starts together with .two
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.one', property: 'x', value: 220 },
    { selector: '.two', property: 'x', value: 220 },
    { selector: '.three', property: 'x', value: 220 },
    { selector: '.three', property: 'rotation', value: 180 },
  ],
});
