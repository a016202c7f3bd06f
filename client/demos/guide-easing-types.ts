import { defineDemo } from './define-demo.ts';

const lanes = ['none', 'in', 'out', 'inout']
  .map((name, i) => `<div class="demo-track"><div class="demo-box${i % 2 ? ' demo-box--b' : ''} ease-${name}"></div></div>`)
  .join('');

export default defineDemo({
  title: 'One move, four timings: none, power2.in, power2.out and power2.inOut, from top to bottom',
  note: 'All four squares leave together and arrive together; only their speed along the way differs.',
  stage: lanes,
  create(gsap) {
    // #region code
    const tl = gsap.timeline({ defaults: { x: 240, duration: 2 } });

    tl.to('.ease-none', { ease: 'none' }, 0)           // the same speed all the way
      .to('.ease-in', { ease: 'power2.in' }, 0)        // slow start, fast finish
      .to('.ease-out', { ease: 'power2.out' }, 0)      // fast start, gentle finish
      .to('.ease-inout', { ease: 'power2.inOut' }, 0); // gentle at both ends
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.ease-none', property: 'x', value: 240 },
    { selector: '.ease-in', property: 'x', value: 240 },
    { selector: '.ease-out', property: 'x', value: 240 },
    { selector: '.ease-inout', property: 'x', value: 240 },
  ],
});
