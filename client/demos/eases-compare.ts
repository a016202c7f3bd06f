import { defineDemo } from './define-demo.ts';

const lanes = ['', ' demo-box--b', ' demo-box--c', '', ' demo-box--b']
  .map((variant, i) => `<div class="demo-track lane-${i}"><div class="demo-box${variant}"></div></div>`)
  .join('');

export default defineDemo({
  title: 'Five eases side by side: none, power2.out, back.out, elastic.out and bounce.out',
  stage: lanes,
  create(gsap) {
    // #region code
    const eases = ['none', 'power2.out', 'back.out(1.7)', 'elastic.out(1, 0.3)', 'bounce.out'];
    const tl = gsap.timeline();

    eases.forEach((ease, i) => {
      tl.to(`.lane-${i} .demo-box`, { x: 240, duration: 1.5, ease }, 0); // all start at 0
    });
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.lane-0 .demo-box', property: 'x', value: 240 },
    { selector: '.lane-3 .demo-box', property: 'x', value: 240 },
    { selector: '.lane-4 .demo-box', property: 'x', value: 240 },
  ],
});
