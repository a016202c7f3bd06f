import { defineDemo } from './define-demo.ts';
import { Draggable } from 'gsap-3.13/Draggable';
import { InertiaPlugin } from 'gsap-3.13/InertiaPlugin';

export default defineDemo({
  title: 'InertiaPlugin with Draggable: throw the square along the rail; it glides and stops on a tick',
  note: 'Throwing needs a mouse, finger or pen: the buttons give the square the same glide from the keyboard, with a speed of their own.',
  version: '3.13.0',
  controls: 'none',
  stage:
    '<div class="demo-rail rail"><div class="demo-box demo-box--b puck"></div></div>' +
    '<div class="demo-buttons">' +
    '<button type="button" class="demo-button fling-left">Throw left</button>' +
    '<button type="button" class="demo-button fling-right">Throw right</button>' +
    '</div>',
  create(gsap, stage) {
    // #region code
    gsap.registerPlugin(Draggable, InertiaPlugin);

    const snap = gsap.utils.snap(60); // the ticks on the rail

    const drag = new Draggable('.puck', {
      type: 'x',
      bounds: '.rail',
      inertia: true, // glide on after the release…
      snap, // …and stop on a tick
    });

    // the same glide from a button: InertiaPlugin with a velocity we choose, in px/s
    // (250px/s glides about 170px; a quick throw with the mouse goes much further)
    const fling = (velocity = 0) => {
      drag.update(true); // measure the rail's limits now
      gsap.to(drag.target, {
        inertia: { x: { velocity, min: drag.minX, max: drag.maxX, end: snap } },
        onUpdate() {
          drag.update(); // keep drag.x in step
        },
      });
    };
    stage.querySelector('.fling-left')?.addEventListener('click', () => fling(-250));
    stage.querySelector('.fling-right')?.addEventListener('click', () => fling(250));
    // #endregion
  },
  // after its last button (Throw right) from the start: about 170px of glide, snapped to the tick at 180
  expect: [{ selector: '.puck', property: 'x', value: 180 }],
});
