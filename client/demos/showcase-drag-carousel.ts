import { defineDemo } from './define-demo.ts';
import { Draggable } from 'gsap/Draggable';

const names = ['Dawn', 'Noon', 'Dusk', 'Night', 'Storm'];

export default defineDemo({
  title: 'Carousel: drag the strip of cards sideways; let go and it settles on the nearest card',
  note: 'Draggable follows a mouse, finger or pen only: the Previous and Next buttons move the strip from the keyboard.',
  controls: 'none',
  stage:
    '<div class="sc-carousel window">' +
    '<div class="sc-slides slides">' +
    names.map((n, i) => `<div class="sc-slide sc-slide--${i + 1}" role="group" aria-label="Card ${i + 1} of ${names.length}">${n}</div>`).join('') +
    '</div></div>' +
    '<p class="demo-hint sc-carousel-status" aria-live="polite">Card 1 of 5</p>' +
    '<div class="demo-buttons">' +
    '<button type="button" class="demo-button prev">Previous</button>' +
    '<button type="button" class="demo-button next">Next</button>' +
    '</div>',
  create(gsap, stage) {
    // #region code
    gsap.registerPlugin(Draggable);

    const step = 176; // a card (160px) and the gap after it (16px)
    const count = 5;
    const slides = stage.querySelector('.slides');
    const status = stage.querySelector('.sc-carousel-status');
    let index = 0;

    // settle on card i: clamp to the strip, slide there, say where we are
    function goTo(i = 0) {
      index = gsap.utils.clamp(0, count - 1, i);
      gsap.to(slides, { x: -index * step, duration: 0.5, ease: 'power3.out', overwrite: true });
      if (status) status.textContent = `Card ${index + 1} of ${count}`;
    }

    Draggable.create(slides, {
      type: 'x',
      bounds: { minX: -(count - 1) * step, maxX: 0 }, // never past the first or last card
      edgeResistance: 0.8,
      onDragEnd() {
        goTo(Math.round(-this.x / step)); // the nearest card
      },
    });

    stage.querySelector('.prev')?.addEventListener('click', () => goTo(index - 1));
    stage.querySelector('.next')?.addEventListener('click', () => goTo(index + 1));
    // #endregion
  },
  // after its last button (Next) once: the second card
  expect: [
    { selector: '.slides', property: 'x', value: -176 },
    { selector: '.sc-carousel-status', property: '@text', value: 'Card 2 of 5' },
  ],
});
