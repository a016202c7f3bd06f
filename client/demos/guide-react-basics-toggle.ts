import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'One timeline, built once and toggled: the button plays it forwards, then backwards',
  note: 'In a component the timeline is built once in useGSAP() and kept in a ref; the click handler only reverses it.',
  controls: 'none',
  stage:
    '<div class="demo-row menu-items">' +
    '<div class="demo-box menu-item"></div><div class="demo-box demo-box--b menu-item"></div>' +
    '<div class="demo-box demo-box--c menu-item"></div><div class="demo-box menu-item"></div>' +
    '</div>' +
    '<div class="demo-buttons"><button type="button" class="demo-button menu-toggle" aria-expanded="false">Open the menu</button></div>',
  create(gsap, stage) {
    // #region code
    const button = stage.querySelector('.menu-toggle');

    // Built once, when the component mounts; starts reversed, so it rests at its start
    const tl = gsap.timeline({
      reversed: true,
      defaults: { duration: 0.4, ease: 'power2.out' },
    });
    tl.fromTo('.menu-item',
      { y: 40, autoAlpha: 0 },
      { y: 0, autoAlpha: 1, stagger: 0.08 });

    // The click handler creates nothing: it only changes the direction
    button?.addEventListener('click', () => {
      tl.reversed(!tl.reversed());
      const open = !tl.reversed();
      button.setAttribute('aria-expanded', String(open));
      button.textContent = open ? 'Close the menu' : 'Open the menu';
    });
    // #endregion
    return tl;
  },
  // after its button is pressed once: open
  expect: [
    { selector: '.menu-item', property: 'y', value: 0 },
    { selector: '.menu-item:last-child', property: 'opacity', value: 1 },
  ],
});
