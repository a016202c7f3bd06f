import { defineDemo } from './define-demo.ts';
import { MotionPathPlugin } from 'gsap-3.13/MotionPathPlugin';
import { MotionPathHelper } from 'gsap-3.13/MotionPathHelper';

export default defineDemo({
  title: 'MotionPathHelper.editPath(): drag the points and handles of the path, then fly the arrow along it',
  note: 'A development tool: its handles follow a mouse, finger or pen only, and it belongs in your workshop, not in a finished page. The button replays the flight from the keyboard.',
  version: '3.13.0',
  controls: 'none',
  stage:
    '<svg class="demo-svg" viewBox="0 0 300 160" aria-hidden="true">' +
    '<path class="demo-path flight" d="M20,130 C80,20 200,140 280,30"/>' +
    '<polygon class="demo-marker arrow" points="-14,-9 14,0 -14,9"/>' +
    '</svg>' +
    '<div class="demo-buttons"><button type="button" class="demo-button fly">Fly along the path</button></div>',
  create(gsap, stage) {
    // #region code
    gsap.registerPlugin(MotionPathPlugin, MotionPathHelper);

    const flight = gsap.to('.arrow', {
      duration: 2.5,
      ease: 'power1.inOut',
      paused: true, // waits for the button (or an edit)
      immediateRender: true, // but sits at the start of the path already
      motionPath: {
        path: '.flight',
        align: '.flight',
        alignOrigin: [0.5, 0.5],
        autoRotate: true,
      },
    });

    // the path gets its points and handles: drag them, or the line itself
    MotionPathHelper.editPath('.flight', {
      onPress: () => flight.pause(0), // back to the start while you edit
      onRelease: () => flight.invalidate().restart(), // then fly the new shape
    });

    const fly = () => flight.invalidate().restart();
    stage.querySelector('.fly')?.addEventListener('click', fly);
    // #endregion
    return flight;
  },
  // after its button: the arrow at the end of the path as drawn
  expect: [
    { selector: '.arrow', property: 'x', value: 280 },
    { selector: '.arrow', property: 'y', value: 30 },
  ],
});
