import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'The same 2-second tween at timeScale 0.5, 1 and 2',
  stage:
    '<div class="demo-track"><div class="demo-box slow"></div></div>' +
    '<div class="demo-track"><div class="demo-box demo-box--b normal"></div></div>' +
    '<div class="demo-track"><div class="demo-box demo-box--c fast"></div></div>',
  create(gsap) {
    // #region code
    const move = { x: 240, rotation: 180, duration: 2, ease: 'power1.inOut' };

    const slow = gsap.to('.slow', { ...move }).timeScale(0.5);  // takes 4s
    const normal = gsap.to('.normal', { ...move });              // takes 2s
    const fast = gsap.to('.fast', { ...move }).timeScale(2);    // takes 1s
    // #endregion
    return gsap.timeline().add([slow, normal, fast], 0);
  },
  expect: [
    { selector: '.slow', property: 'x', value: 240 },
    { selector: '.normal', property: 'x', value: 240 },
    { selector: '.fast', property: 'x', value: 240 },
  ],
});
