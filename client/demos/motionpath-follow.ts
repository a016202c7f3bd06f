import { defineDemo } from './define-demo.ts';
import { MotionPathPlugin } from 'gsap/MotionPathPlugin';

export default defineDemo({
  title: 'MotionPath with autoRotate: the arrow follows the curve and turns with it',
  stage:
    '<svg class="demo-svg" viewBox="0 0 300 160" aria-hidden="true">' +
    '<path class="demo-path route" d="M20,130 C70,10 130,10 160,80 S250,150 280,30"/>' +
    '<polygon class="demo-marker arrow" points="-14,-9 14,0 -14,9"/>' +
    '</svg>',
  create(gsap) {
    // #region code
    gsap.registerPlugin(MotionPathPlugin);

    const tween = gsap.to('.arrow', {
      duration: 3,
      ease: 'power1.inOut',
      immediateRender: true, // on the path at once, before it plays
      motionPath: {
        path: '.route',
        align: '.route', // sit on the path, wherever it is drawn
        alignOrigin: [0.5, 0.5], // the arrow's centre is the point that travels
        autoRotate: true, // point along the path
      },
    });
    // #endregion
    return tween;
  },
  // the end of the path, pointing the way its last curve leaves it
  expect: [
    { selector: '.arrow', property: 'x', value: 280 },
    { selector: '.arrow', property: 'y', value: 30 },
    { selector: '.arrow', property: 'rotation', value: -75.96 },
  ],
});
