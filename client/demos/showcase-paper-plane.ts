import { defineDemo } from './define-demo.ts';
import { MotionPathPlugin } from 'gsap/MotionPathPlugin';

export default defineDemo({
  title: 'Paper plane: it loops along its flight path, turning with the curve, and leaves a trail',
  stage:
    '<svg class="demo-svg" viewBox="0 0 320 170" aria-hidden="true">' +
    '<path class="demo-path flight" d="M20,140 C70,150 90,40 140,50 C190,60 170,130 130,120 C90,110 150,20 210,40 S280,110 300,30"/>' +
    '<path class="sc-trail trail" d="M20,140 C70,150 90,40 140,50 C190,60 170,130 130,120 C90,110 150,20 210,40 S280,110 300,30"/>' +
    '<polygon class="demo-marker plane" points="-16,-10 16,0 -16,10 -8,0"/>' +
    '</svg>',
  create(gsap, stage) {
    // #region code
    gsap.registerPlugin(MotionPathPlugin);

    // the trail: one dash as long as the path, pushed out of sight, then pulled in
    const trail = stage.querySelector('.trail');
    const length = trail instanceof SVGPathElement ? trail.getTotalLength() : 0;
    gsap.set(trail, { strokeDasharray: length, strokeDashoffset: length });

    const tl = gsap.timeline({ defaults: { duration: 4, ease: 'power1.inOut' } });
    tl.to('.plane', {
      immediateRender: true, // on the path at once, before it plays
      motionPath: {
        path: '.flight',
        align: '.flight', // sit on the path, wherever it is drawn
        alignOrigin: [0.5, 0.5], // the plane's centre is the point that travels
        autoRotate: true, // nose first, through the loop too
      },
    }).to(trail, { strokeDashoffset: 0 }, 0); // the same ease and time: the trail keeps up
    // #endregion
    return tl;
  },
  // the end of the path
  expect: [
    { selector: '.plane', property: 'x', value: 300 },
    { selector: '.plane', property: 'y', value: 30 },
  ],
});
