import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'The same timeline at timeScale 1, 2 and 0.5',
  stage:
    '<div class="demo-track"><div class="demo-box one"></div></div>' +
    '<div class="demo-track"><div class="demo-box demo-box--b two"></div></div>' +
    '<div class="demo-track"><div class="demo-box demo-box--c three"></div></div>',
  create(gsap) {
    // #region code
    function lap(target = '.one') {
      return gsap.timeline()
        .to(target, { x: 200, duration: 1 })
        .to(target, { rotation: 360, duration: 1 });
    }

    const normal = lap('.one');                // 2 seconds
    const fast = lap('.two').timeScale(2);     // every child twice as fast: 1 second
    const slow = lap('.three').timeScale(0.5); // half speed: 4 seconds

    const all = gsap.timeline().add([normal, fast, slow], 0);
    // #endregion
    return all;
  },
  expect: [
    { selector: '.one', property: 'rotation', value: 360 },
    { selector: '.two', property: 'rotation', value: 360 },
    { selector: '.three', property: 'x', value: 200 },
    { selector: '.three', property: 'rotation', value: 360 },
  ],
});
