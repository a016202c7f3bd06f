import { defineDemo } from './define-demo.ts';
import { Draggable } from 'gsap/Draggable';

export default defineDemo({
  title: 'Draggable: drag the square around the board; it stays inside and snaps to the squares',
  note: 'Draggable follows a mouse, finger or pen only (it adds no keyboard support): the buttons move the square one step from the keyboard.',
  controls: 'none',
  stage:
    '<div class="demo-board board"><div class="demo-box token"></div></div>' +
    '<div class="demo-buttons">' +
    '<button type="button" class="demo-button left">Left</button>' +
    '<button type="button" class="demo-button right">Right</button>' +
    '<button type="button" class="demo-button up">Up</button>' +
    '<button type="button" class="demo-button down">Down</button>' +
    '</div>',
  create(gsap, stage) {
    // #region code
    gsap.registerPlugin(Draggable);

    const step = 48; // one square of the board
    const snap = gsap.utils.snap(step);

    gsap.set('.token', { x: 2 * step, y: step }); // start in the middle square

    const drag = new Draggable('.token', {
      bounds: '.board', // never leaves the board
      liveSnap: true, // snaps while it is dragged…
      snap: { x: snap, y: snap }, // …to whole squares
    });

    // Draggable has no keyboard support: buttons move the square dx, dy squares
    function move(dx = 0, dy = 0) {
      drag.update(true); // measure the board's limits now
      gsap.to(drag.target, {
        x: snap(gsap.utils.clamp(drag.minX, drag.maxX, drag.x + dx * step)),
        y: snap(gsap.utils.clamp(drag.minY, drag.maxY, drag.y + dy * step)),
        duration: 0.3,
        ease: 'power2.out',
        onUpdate() {
          drag.update(); // keep drag.x and drag.y in step
        },
      });
    }
    stage.querySelector('.left')?.addEventListener('click', () => move(-1, 0));
    stage.querySelector('.right')?.addEventListener('click', () => move(1, 0));
    stage.querySelector('.up')?.addEventListener('click', () => move(0, -1));
    stage.querySelector('.down')?.addEventListener('click', () => move(0, 1));
    // #endregion
  },
  // after its last button (Down): one square below the middle one
  expect: [
    { selector: '.token', property: 'x', value: 96 },
    { selector: '.token', property: 'y', value: 96 },
  ],
});
