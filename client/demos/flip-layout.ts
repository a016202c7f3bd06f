import { defineDemo } from './define-demo.ts';
import { Flip } from 'gsap/Flip';

const item = (variant: string) => `<div class="demo-box ${variant} item"></div>`;

export default defineDemo({
  title: 'Flip: switch the items between a grid and a list; each one moves and resizes to its new place',
  controls: 'none',
  stage:
    '<div class="demo-flip items">' +
    ['', 'demo-box--b', 'demo-box--c', 'demo-box--c', '', 'demo-box--b'].map(item).join('') +
    '</div>' +
    '<div class="demo-buttons"><button type="button" class="demo-button switch">Show as a list</button></div>',
  create(gsap, stage) {
    // #region code
    gsap.registerPlugin(Flip);

    const items = stage.querySelectorAll('.item');
    const container = stage.querySelector('.items');
    const button = stage.querySelector('.switch');

    button?.addEventListener('click', () => {
      // 1. record where everything is now
      const state = Flip.getState(items);

      // 2. change the layout at once
      const isList = container?.classList.toggle('demo-flip--list');
      button.textContent = isList ? 'Show as a grid' : 'Show as a list';

      // 3. animate from the old places to the new ones
      Flip.from(state, {
        duration: 0.7,
        ease: 'power2.inOut',
        stagger: 0.04,
        scale: true, // sizes change by scaling: no reflow while they move
      });
    });
    // #endregion
  },
  // after its last button (the switch) once: the list, every item where the list puts it
  expect: [
    { selector: '.item', property: 'width', value: 220 },
    { selector: '.item', property: '@fromLayout', value: 0 },
    { selector: '.item:last-child', property: '@fromLayout', value: 0 },
  ],
});
