import { defineDemo } from './define-demo.ts';

const item = (n: number) =>
  `<div class="demo-column loop-item item-${n}"><div class="demo-box${n % 3 === 2 ? ' demo-box--b' : n % 3 === 0 ? ' demo-box--c' : ''}"></div><span class="demo-label">${n}</span></div>`;

export default defineDemo({
  title: 'seamlessLoop(): eight numbered boxes in an endless row; Next and Previous move it by one box',
  note: 'The box that leaves on the left comes back in on the right. The timeline could also play by itself: this one is paused and moved one item at a time.',
  controls: 'none',
  stage:
    '<div class="demo-track demo-track--bare demo-clip loop-window">' + [1, 2, 3, 4, 5, 6, 7, 8].map(item).join('') + '</div>' +
    '<p class="demo-label loop-status" aria-live="polite">Box 1 is at the left edge</p>' +
    '<div class="demo-buttons">' +
    '<button type="button" class="demo-button prev">Previous</button>' +
    '<button type="button" class="demo-button next">Next</button>' +
    '</div>',
  create(gsap, stage) {
    // #region setup
    // The helper of content/docs/v3/HelperFunctions/helpers/seamlessLoop.md: a timeline that
    // moves the items left forever, each one wrapping round to the end of the row as it leaves
    // (speed 1 = 100px a second); with current(), next(), previous() and toIndex() to step it
    function seamlessLoop(targets = {}, { speed = 1, paused = false, repeat = -1, reversed = false, gap = undefined } = {}) {
      const items = gsap.utils.toArray(targets).filter((el) => el instanceof HTMLElement);
      const count = items.length;
      const firstLeft = items[0]?.offsetLeft ?? 0;
      const lefts = items.map((el) => el.offsetLeft - firstLeft);
      const widths = items.map((el) => el.offsetWidth);
      const spacing = gap ?? (count > 1 ? (lefts[1] ?? 0) - (widths[0] ?? 0) : 0);
      const loopWidth = (lefts[count - 1] ?? 0) + (widths[count - 1] ?? 0) + spacing;
      const pixelsPerSecond = 100 * speed;
      const duration = loopWidth / pixelsPerSecond;
      const times = lefts.map((left) => left / pixelsPerSecond);

      const tl = gsap.timeline({ repeat, paused, defaults: { ease: 'none', duration } });
      // played backwards past its start: jump ten loops ahead, so it never runs out
      tl.eventCallback('onReverseComplete', () => {
        tl.totalTime(tl.totalTime() + duration * 10);
      });
      gsap.set(items, { x: 0 });
      items.forEach((item, i) => {
        const min = -(lefts[i] ?? 0) - item.offsetWidth;
        const wrapX = (x = 0) => x - (Math.ceil((x - min) / loopWidth) - 1) * loopWidth;
        tl.to(item, { x: -loopWidth, modifiers: { x: gsap.utils.unitize(wrapX) } }, 0);
      });
      if (reversed) tl.totalTime(duration * 10).reversed(true);

      const closestIndex = () => {
        const now = tl.time();
        let best = 0;
        let bestGap = Infinity;
        times.forEach((time, i) => {
          const away = Math.abs(gsap.utils.wrap(-duration / 2, duration / 2, time - now));
          if (away < bestGap) {
            bestGap = away;
            best = i;
          }
        });
        return best;
      };

      let index = 0;
      let step = gsap.getTweensOf(tl)[0]; // the tween that moves the loop to an item (none yet)
      const current = () => (step && step.progress() < 1 ? index : closestIndex());

      const toIndex = (i = 0, vars = {}) => {
        const from = current();
        const target = gsap.utils.wrap(0, count, i);
        let delta = gsap.utils.wrap(0, duration, (times[target] ?? 0) - tl.time());
        if (i < from && delta > 0) delta -= duration;
        else if (i === from && delta > duration / 2) delta -= duration;
        step?.kill();
        let goal = tl.totalTime() + delta;
        if (goal < 0) {
          const turns = Math.ceil(-goal / duration) * duration;
          tl.totalTime(tl.totalTime() + turns);
          goal += turns;
        }
        index = target;
        tl.pause();
        step = gsap.to(tl, { totalTime: goal, duration: 0.6, ease: 'power2.inOut', overwrite: true, ...vars });
        return step;
      };

      return Object.assign(tl, {
        times,
        current,
        toIndex,
        next: (vars = {}) => toIndex(current() + 1, vars),
        previous: (vars = {}) => toIndex(current() - 1, vars),
      });
    }

    // the demo's layout: a 300px window, 16px between the boxes
    gsap.set('.loop-window', { width: 300, maxWidth: '100%', height: 'auto', alignSelf: 'center' });
    gsap.set('.loop-item', { marginRight: 16 });
    // #endregion

    // #region code
    const status = stage.querySelector('.loop-status');
    const loop = seamlessLoop('.loop-item', { paused: true });

    const show = () => {
      if (status) status.textContent = `Box ${loop.current() + 1} is at the left edge`;
    };
    stage.querySelector('.next')?.addEventListener('click', () => {
      loop.next({ duration: 0.5, ease: 'power2.inOut' });
      show();
    });
    stage.querySelector('.prev')?.addEventListener('click', () => {
      loop.previous({ duration: 0.5, ease: 'power2.inOut' });
      show();
    });
    // #endregion
    return loop;
  },
  // after Next: box 2 is at the left edge, box 1 has wrapped round to the end of the row
  expect: [
    { selector: '.item-2', property: 'x', value: -60 },
    { selector: '.item-1', property: 'x', value: 420 },
    { selector: '.loop-status', property: '@text', value: 'Box 2 is at the left edge' },
  ],
});
