import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'A stroke drawn by hand with strokeDashoffset, then a circle grown with the attr plugin',
  stage:
    '<svg class="demo-svg" viewBox="0 0 300 120" aria-hidden="true">' +
    '<path class="demo-path" d="M20,90 C60,10 110,10 150,60 S240,110 270,40"/>' +
    '<path class="demo-stroke trail" d="M20,90 C60,10 110,10 150,60 S240,110 270,40"/>' +
    '<circle class="demo-marker goal" cx="270" cy="40" r="0"/>' +
    '</svg>',
  create(gsap, stage) {
    // #region code
    const trail = stage.querySelector('.trail');
    // an SVG path measures its own length
    const length = trail instanceof SVGPathElement ? trail.getTotalLength() : 0;

    // one dash as long as the path, pushed a whole length along: nothing shows
    gsap.set(trail, { strokeDasharray: length, strokeDashoffset: length });

    const tl = gsap.timeline();
    tl.to(trail, { strokeDashoffset: 0, duration: 2, ease: 'power1.inOut' })
      .to('.goal', { attr: { r: 12 }, duration: 0.5, ease: 'back.out(3)' });
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.trail', property: 'strokeDashoffset', value: 0 },
    { selector: '.trail', property: '@drawn', value: 100 },
  ],
});
