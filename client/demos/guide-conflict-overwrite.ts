import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'A second tween interrupts a slow one: overwrite false, "auto" and true side by side',
  note: 'Press "Start" and, while the boxes travel, "Interrupt". With false the first tween takes x back when the second ends; "auto" kills only its x, so the spin goes on; true kills it whole.',
  controls: 'none',
  stage:
    '<div class="demo-track"><span class="demo-label">false&nbsp;&nbsp;</span><div class="demo-box racer racer-false"></div></div>' +
    '<div class="demo-track"><span class="demo-label">"auto"&nbsp;</span><div class="demo-box demo-box--b racer racer-auto"></div></div>' +
    '<div class="demo-track"><span class="demo-label">true&nbsp;&nbsp;&nbsp;</span><div class="demo-box demo-box--c racer racer-true"></div></div>' +
    '<div class="demo-buttons">' +
    '<button type="button" class="demo-button start">Start the slow tween</button>' +
    '<button type="button" class="demo-button interrupt">Interrupt it</button>' +
    '</div>',
  create(gsap, stage) {
    // #region code
    const boxes = stage.querySelectorAll('.racer');

    stage.querySelector('.start')?.addEventListener('click', () => {
      gsap.killTweensOf(boxes); // stop whatever the last run left going
      gsap.set(boxes, { x: 0, rotation: 0 });
      gsap.to(boxes, { x: 180, rotation: 360, duration: 4, ease: 'none' });
    });

    stage.querySelector('.interrupt')?.addEventListener('click', () => {
      // the same interruption for each box, with each overwrite mode
      gsap.to(stage.querySelector('.racer-false'), { x: 40, duration: 0.5, overwrite: false });
      gsap.to(stage.querySelector('.racer-auto'), { x: 40, duration: 0.5, overwrite: 'auto' });
      gsap.to(stage.querySelector('.racer-true'), { x: 40, duration: 0.5, overwrite: true });
    });
    // #endregion
  },
  // after its last button alone: the boxes went to x: 40
  expect: [
    { selector: '.racer-false', property: 'x', value: 40 },
    { selector: '.racer-auto', property: 'x', value: 40 },
    { selector: '.racer-true', property: 'x', value: 40 },
  ],
});
