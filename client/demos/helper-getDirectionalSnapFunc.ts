import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'getDirectionalSnapFunc(): nudge both squares 20px and snap them to the 60px ticks',
  note: 'The top square snaps to the nearest tick, so a small nudge falls back; the bottom one snaps in the direction of the nudge.',
  controls: 'none',
  stage:
    '<p class="demo-label">gsap.utils.snap(60)</p>' +
    '<div class="demo-rail"><div class="demo-box snap-nearest"></div></div>' +
    '<p class="demo-label">getDirectionalSnapFunc(60)</p>' +
    '<div class="demo-rail"><div class="demo-box demo-box--b snap-directional"></div></div>' +
    '<div class="demo-buttons">' +
    '<button type="button" class="demo-button snap-left">Nudge left</button>' +
    '<button type="button" class="demo-button snap-right">Nudge right</button>' +
    '</div>',
  create(gsap, stage) {
    // #region setup
    // The helper of content/docs/v3/HelperFunctions/helpers/getDirectionalSnapFunc.md: a snap
    // function that, given a direction (1 or -1), snaps that way rather than to the nearest;
    // snapTo is an increment (60) or an array of values
    function getDirectionalSnapFunc(snapTo = 0) {
      const nearest = gsap.utils.snap(snapTo);
      const points = Array.isArray(snapTo) ? [...snapTo].sort((a, b) => a - b) : [];
      const tiny = 1e-7;

      return (value = 0, direction = 0) => {
        if (!direction) return nearest(value);
        if (points.length) {
          if (direction > 0) return points.find((p) => p >= value - tiny) ?? points[points.length - 1];
          return [...points].reverse().find((p) => p <= value + tiny) ?? points[0];
        }
        const steps = direction > 0 ? Math.ceil(value / snapTo - tiny) : Math.floor(value / snapTo + tiny);
        return nearest(steps * snapTo);
      };
    }
    // #endregion
    gsap.set('.snap-nearest, .snap-directional', { x: 120 }); // both start on the middle tick

    // #region code
    const snapNearest = gsap.utils.snap(60);
    const snapDirectional = getDirectionalSnapFunc(60);
    const nearestBox = stage.querySelector('.snap-nearest');
    const directionalBox = stage.querySelector('.snap-directional');

    // push both squares 20px (direction 1: right, -1: left),
    // then let each one settle where its snap function says
    function nudge(direction = 1) {
      for (const box of [nearestBox, directionalBox]) {
        const pushed = gsap.utils.clamp(0, 240, Number(gsap.getProperty(box, 'x')) + 20 * direction);
        const settled =
          box === nearestBox
            ? snapNearest(pushed) // 120 + 20 = 140 → 120
            : snapDirectional(pushed, direction); // 140 with direction 1 → 180
        gsap.timeline()
          .to(box, { x: pushed, duration: 0.15, ease: 'power1.out', overwrite: true })
          .to(box, { x: settled, duration: 0.35, ease: 'back.out(2)' });
      }
    }
    stage.querySelector('.snap-left')?.addEventListener('click', () => nudge(-1));
    stage.querySelector('.snap-right')?.addEventListener('click', () => nudge(1));
    // #endregion
  },
  // after "Nudge right" once: the nearest tick pulls the top square back, the bottom one moves on
  expect: [
    { selector: '.snap-nearest', property: 'x', value: 120 },
    { selector: '.snap-directional', property: 'x', value: 180 },
  ],
});
