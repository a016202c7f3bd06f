import { defineDemo } from './define-demo.ts';
import { TextPlugin } from 'gsap/TextPlugin';
import { MotionPathPlugin } from 'gsap/MotionPathPlugin';

export default defineDemo({
  title: 'Two plugins, two new tween properties: text (TextPlugin) types the status, motionPath (MotionPathPlugin) flies the arrow',
  stage:
    '<p class="demo-text demo-text--mono status">Ready</p>' +
    '<svg class="demo-svg" viewBox="0 0 300 120" aria-hidden="true">' +
    '<path class="demo-path flight" d="M20,100 C80,-10 180,130 280,20"/>' +
    '<polygon class="demo-marker plane" points="-14,-9 14,0 -14,9"/>' +
    '</svg>',
  create(gsap) {
    // #region code
    gsap.registerPlugin(TextPlugin, MotionPathPlugin);

    const tl = gsap.timeline();

    tl.to('.status', { text: 'Taking off…', duration: 0.8, ease: 'none' })
      .to('.plane', {
        duration: 2.5,
        ease: 'power1.inOut',
        immediateRender: true, // sit on the path before it plays
        motionPath: { path: '.flight', align: '.flight', alignOrigin: [0.5, 0.5], autoRotate: true },
      })
      .to('.status', { text: 'Landed!', duration: 0.6, ease: 'none' });
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.status', property: '@text', value: 'Landed!' },
    { selector: '.plane', property: 'x', value: 280 },
    { selector: '.plane', property: 'y', value: 20 },
  ],
});
