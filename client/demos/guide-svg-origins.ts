import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'Three origins on SVG squares: none given (its top left corner), transformOrigin "50% 50%" (its centre), svgOrigin "250 130" (the dot)',
  stage:
    '<svg class="demo-svg" viewBox="0 0 300 230" aria-hidden="true">' +
    '<rect class="demo-marker square-corner" x="32" y="64" width="36" height="36"/>' +
    '<rect class="demo-shape square-center" x="132" y="64" width="36" height="36"/>' +
    '<rect class="demo-marker square-point" x="232" y="64" width="36" height="36"/>' +
    '<circle class="demo-shape pivot" cx="250" cy="130" r="4"/>' +
    '<text class="demo-label" x="50" y="222" text-anchor="middle" fill="currentColor">none</text>' +
    '<text class="demo-label" x="150" y="222" text-anchor="middle" fill="currentColor">transformOrigin</text>' +
    '<text class="demo-label" x="250" y="222" text-anchor="middle" fill="currentColor">svgOrigin</text>' +
    '</svg>',
  create(gsap) {
    // #region code
    const tl = gsap.timeline({ defaults: { duration: 2.5, ease: 'power1.inOut' } });

    // no origin given: GSAP turns an SVG element around its own top left corner
    tl.to('.square-corner', { rotation: 360 }, 0)
      // relative to the element's own box, as in HTML
      .to('.square-center', { rotation: 360, transformOrigin: '50% 50%' }, 0)
      // a point in the viewBox's coordinates
      .to('.square-point', { rotation: 360, svgOrigin: '250 130' }, 0);
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.square-corner', property: 'rotation', value: 360 },
    { selector: '.square-center', property: 'rotation', value: 360 },
    { selector: '.square-point', property: 'rotation', value: 360 },
  ],
});
