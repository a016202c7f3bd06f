import { defineDemo } from './define-demo.ts';
import { DrawSVGPlugin } from 'gsap-3.13/DrawSVGPlugin';

export default defineDemo({
  title: 'DrawSVG: the line draws itself along the dashed guide, from one end to the other',
  version: '3.13.0',
  stage:
    '<svg class="demo-svg" viewBox="0 0 300 120" aria-hidden="true">' +
    '<path class="demo-path" d="M10,80 C40,10 70,10 90,60 S140,110 170,50 S230,20 290,70"/>' +
    '<path class="demo-stroke line" d="M10,80 C40,10 70,10 90,60 S140,110 170,50 S230,20 290,70"/>' +
    '</svg>',
  create(gsap) {
    // #region code
    gsap.registerPlugin(DrawSVGPlugin);

    // from none of the stroke to all of it
    const tween = gsap.fromTo('.line',
      { drawSVG: '0%' },
      { drawSVG: '100%', duration: 2, ease: 'power1.inOut' });
    // #endregion
    return tween;
  },
  expect: [{ selector: '.line', property: '@drawn', value: 100 }],
});
