import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'The position parameter: together ("<"), overlapping ("-=0.5") and with a gap ("+=0.5")',
  note: 'Each tween lasts 1 second. Top to bottom they start at 0, 0, 0.5 and 2 seconds.',
  stage:
    '<div class="demo-track"><div class="demo-box a"></div></div>' +
    '<div class="demo-track"><div class="demo-box demo-box--b b"></div></div>' +
    '<div class="demo-track"><div class="demo-box demo-box--c c"></div></div>' +
    '<div class="demo-track"><div class="demo-circle d"></div></div>',
  create(gsap) {
    // #region code
    const tl = gsap.timeline({ defaults: { duration: 1 } });

    tl.to('.a', { x: 240 })            // 0 → 1
      .to('.b', { x: 240 }, '<')       // with the previous tween: 0 → 1
      .to('.c', { x: 240 }, '-=0.5')   // 0.5s before the end: 0.5 → 1.5
      .to('.d', { x: 240 }, '+=0.5');  // 0.5s after the end: 2 → 3
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.a', property: 'x', value: 240 },
    { selector: '.b', property: 'x', value: 240 },
    { selector: '.c', property: 'x', value: 240 },
    { selector: '.d', property: 'x', value: 240 },
  ],
});
