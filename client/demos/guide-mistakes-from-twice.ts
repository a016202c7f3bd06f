import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'Press each button several times quickly: from() records a half-finished state as its end, fromTo() always lands',
  note: 'Holding Enter on a button repeats its clicks. Wait for a box to settle and press once more to see it recover (fromTo) or stay stuck (from).',
  controls: 'none',
  stage:
    '<div class="demo-row">' +
    '<div class="demo-column"><div class="demo-box twice-from"></div><span class="demo-label">from()</span></div>' +
    '<div class="demo-column"><div class="demo-box demo-box--b twice-fromto"></div><span class="demo-label">fromTo()</span></div>' +
    '</div>' +
    '<div class="demo-buttons">' +
    '<button type="button" class="demo-button replay-from">Replay with from()</button>' +
    '<button type="button" class="demo-button replay-fromto">Replay with fromTo()</button>' +
    '</div>',
  create(gsap, stage) {
    // #region code
    const fromBox = stage.querySelector('.twice-from');
    const fromToBox = stage.querySelector('.twice-fromto');

    stage.querySelector('.replay-from')?.addEventListener('click', () => {
      // the end values are whatever the box shows right now
      gsap.from(fromBox, { y: -60, opacity: 0, duration: 1 });
    });

    stage.querySelector('.replay-fromto')?.addEventListener('click', () => {
      // both ends are written down: a press mid-way starts over cleanly
      gsap.fromTo(fromToBox, { y: -60, opacity: 0 }, { y: 0, opacity: 1, duration: 1 });
    });
    // #endregion
  },
  expect: [
    { selector: '.twice-fromto', property: 'y', value: 0 },
    { selector: '.twice-fromto', property: 'opacity', value: 1 },
  ],
});
