import { defineDemo } from './define-demo.ts';
import { DrawSVGPlugin } from 'gsap-3.13/DrawSVGPlugin';

export default defineDemo({
  title: 'Line drawing: a mountain skyline draws itself stroke by stroke, then the sun fills in',
  version: '3.13.0',
  stage:
    '<svg class="demo-svg sc-drawing" viewBox="0 0 300 170" aria-hidden="true">' +
    '<circle class="sc-fill sun" cx="212" cy="52" r="22"/>' +
    '<path class="sc-ink" d="M10,150 L80,60 L110,95 L150,40 L205,120 L235,90 L290,150"/>' +
    '<path class="sc-ink" d="M130,66 L150,40 L168,66 L158,60 L150,70 L141,60 Z"/>' +
    '<path class="sc-ink" d="M10,158 H290"/>' +
    '<path class="sc-ink" d="M40,30 q6,-6 12,0 q6,-6 12,0"/>' +
    '<path class="sc-ink" d="M76,20 q5,-5 10,0 q5,-5 10,0"/>' +
    '</svg>',
  create(gsap) {
    // #region code
    gsap.registerPlugin(DrawSVGPlugin);

    const tl = gsap.timeline();
    tl.from('.sc-ink', {
      drawSVG: 0, // from none of each stroke to all of it
      duration: 1.2,
      ease: 'power1.inOut',
      stagger: 0.35, // one stroke after another
    }).from('.sun', { scale: 0, transformOrigin: '50% 50%', duration: 0.8, ease: 'back.out(2)' }, '-=0.4');
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.sc-ink', property: '@drawn', value: 100 },
    { selector: '.sc-ink:last-of-type', property: '@drawn', value: 100 },
    { selector: '.sun', property: 'scale', value: 1 },
  ],
});
