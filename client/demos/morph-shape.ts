import { defineDemo } from './define-demo.ts';
import { MorphSVGPlugin } from 'gsap-3.13/MorphSVGPlugin';

export default defineDemo({
  title: 'MorphSVG: the circle turns into a star',
  version: '3.13.0',
  stage:
    '<svg class="demo-svg" viewBox="0 0 300 200" aria-hidden="true">' +
    '<circle class="demo-shape shape" cx="150" cy="100" r="70"/>' +
    '<path class="demo-ghost star" d="M150,16 L171.2,70.9 L229.9,74 L184.2,111.1 L199.4,168 L150,136 L100.6,168 L115.8,111.1 L70.1,74 L128.8,70.9 Z"/>' +
    '</svg>',
  create(gsap) {
    // #region code
    gsap.registerPlugin(MorphSVGPlugin);

    // a <circle> has no path data to morph: swap it for a <path> first
    MorphSVGPlugin.convertToPath('.shape');

    const tween = gsap.to('.shape', {
      morphSVG: '.star', // the (hidden) star's outline
      duration: 1.5,
      ease: 'power2.inOut',
    });
    // #endregion
    return tween;
  },
  // the shape ends with the star's outline, so it covers the star's box
  expect: [{ selector: '.shape', property: '@box', value: '.star' }],
});
