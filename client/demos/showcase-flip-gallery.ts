import { defineDemo } from './define-demo.ts';
import { Flip } from 'gsap/Flip';

const kinds = ['warm', 'cool', 'warm', 'cool', 'cool', 'warm', 'warm', 'cool', 'warm'];
const tile = (kind: string, i: number) => `<div class="sc-tile sc-tile--${kind}${i % 3 === 1 ? ' sc-tile--wide' : ''}" data-kind="${kind}"></div>`;

export default defineDemo({
  title: 'Flip gallery: filter the tiles; the ones that stay glide to their new places, the others shrink away',
  controls: 'none',
  stage:
    '<div class="sc-tiles tiles">' +
    kinds.map(tile).join('') +
    '</div>' +
    '<div class="demo-buttons">' +
    '<button type="button" class="demo-button" data-show="warm" aria-pressed="false">Warm colours</button>' +
    '<button type="button" class="demo-button" data-show="cool" aria-pressed="false">Cool colours</button>' +
    '<button type="button" class="demo-button" data-show="all" aria-pressed="true">Show all</button>' +
    '</div>',
  create(gsap, stage) {
    // #region code
    gsap.registerPlugin(Flip);

    const tiles = [...stage.querySelectorAll('.sc-tile')];
    const buttons = [...stage.querySelectorAll('[data-show]')];

    function show(kind = 'all') {
      // 1. record where every tile is now
      const state = Flip.getState(tiles);

      // 2. change the layout at once: hide the tiles of the other kind
      tiles.forEach((t) => t.classList.toggle('sc-tile--hidden', kind !== 'all' && t.getAttribute('data-kind') !== kind));
      buttons.forEach((b) => b.setAttribute('aria-pressed', String(b.getAttribute('data-show') === kind)));

      // 3. animate from the old places to the new ones
      Flip.from(state, {
        duration: 0.6,
        ease: 'power1.inOut',
        scale: true,
        absolute: true, // leaving tiles don't hold their place while they go
        onEnter: (els) => gsap.fromTo(els, { opacity: 0, scale: 0 }, { opacity: 1, scale: 1, duration: 0.5 }),
        onLeave: (els) => gsap.to(els, { opacity: 0, scale: 0, duration: 0.5 }),
      });
    }
    buttons.forEach((b) => b.addEventListener('click', () => show(b.getAttribute('data-show') ?? 'all')));
    // #endregion
  },
  // after its last button (Show all): every tile back, where the layout puts it
  expect: [
    { selector: '.sc-tile', property: '@fromLayout', value: 0 },
    { selector: '.sc-tile:last-child', property: '@fromLayout', value: 0 },
    { selector: '.sc-tile:last-child', property: 'opacity', value: 1 },
  ],
});
