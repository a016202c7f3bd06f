import { defineDemo } from './define-demo.ts';
import { MorphSVGPlugin } from 'gsap-3.13/MorphSVGPlugin';

export default defineDemo({
  title: 'Weather icon: the sun becomes a cloud, and the cloud a raindrop',
  version: '3.13.0',
  stage:
    '<svg class="demo-svg" viewBox="0 0 300 200" aria-hidden="true">' +
    '<circle class="demo-shape sc-weather" cx="150" cy="100" r="50"/>' +
    '<path class="demo-ghost sc-cloud" d="M95,140 C68,140 66,102 94,98 C94,68 130,58 146,80 C158,58 200,62 200,96 C228,96 230,140 204,140 Z"/>' +
    '<path class="demo-ghost sc-drop" d="M150,36 C166,68 192,96 192,124 C192,150 173,166 150,166 C127,166 108,150 108,124 C108,96 134,68 150,36 Z"/>' +
    '</svg>',
  create(gsap) {
    // #region code
    gsap.registerPlugin(MorphSVGPlugin);

    // a <circle> has no path data to morph: swap it for a <path> first
    MorphSVGPlugin.convertToPath('.sc-weather');

    const tl = gsap.timeline({ defaults: { duration: 1.2, ease: 'power2.inOut' } });
    tl.to('.sc-weather', { morphSVG: '.sc-cloud' }) // sun → cloud
      .to('.sc-weather', { morphSVG: '.sc-drop' }, '+=0.5'); // a pause, then cloud → drop
    // #endregion
    return tl;
  },
  // the shape ends with the drop's outline, so it covers the drop's box
  expect: [{ selector: '.sc-weather', property: '@box', value: '.sc-drop' }],
});
