import { defineDemo } from './define-demo.ts';

// The chart: a column of position arguments on the left, one bar per tween on a time axis.
const X0 = 92; // where 0 seconds is drawn
const X1 = 312; // where the timeline's end is drawn
const TOP = 24; // the first row
const ROW = 24; // row height
const positions = ['(none)', '"+=0.5"', '"&lt;"', '"-=0.5"', '"&gt;"', '"&lt;0.5"', '1'];
const HEIGHT = TOP + positions.length * ROW + 2;

const row = (label: string, i: number) =>
  `<text class="demo-label" fill="currentColor" x="${X0 - 10}" y="${TOP + i * ROW + 11}" text-anchor="end">${label}</text>` +
  `<g class="row row-${i + 1}"><rect class="demo-marker bar bar-${i + 1}" x="0" y="0" width="1" height="14" rx="3"/></g>`;

export default defineDemo({
  title: 'Each bar is one tween, drawn while it plays, starting where its position argument puts it',
  note: 'Every tween lasts 1 second. The left column shows the position argument each tween was added with; the dashed line is the playhead.',
  stage:
    `<svg class="demo-svg" viewBox="0 0 320 ${HEIGHT}" aria-hidden="true">` +
    positions.map(row).join('') +
    `<g class="ticks"></g><line class="demo-path head" x1="0" y1="${TOP - 6}" x2="0" y2="${HEIGHT}"/>` +
    '</svg>',
  create(gsap, stage) {
    gsap.set('.bar', { transformOrigin: '0% 50%' }); // bars grow from their left end

    // #region code
    const tl = gsap.timeline({ defaults: { duration: 1, ease: 'none' } });

    tl.from('.bar-1', { scaleX: 0 })           // no position: the end of the timeline (0)
      .from('.bar-2', { scaleX: 0 }, '+=0.5')  // 0.5s after the end: 1.5
      .from('.bar-3', { scaleX: 0 }, '<')      // with the previous tween's start: 1.5
      .from('.bar-4', { scaleX: 0 }, '-=0.5')  // 0.5s before the end (2.5): 2
      .from('.bar-5', { scaleX: 0 }, '>')      // when the previous tween ends: 3
      .from('.bar-6', { scaleX: 0 }, '<0.5')   // 0.5s after the previous start: 3.5
      .from('.bar-7', { scaleX: 0 }, 1);       // at exactly 1 second
    // #endregion

    // Lay the chart out from the timeline itself: each bar at its tween's start time.
    const total = tl.duration();
    const scale = (X1 - X0) / total;
    stage.querySelectorAll('.bar').forEach((bar, i) => {
      const tween = tl.getTweensOf(bar)[0]!;
      gsap.set(bar.parentNode, { x: X0 + tween.startTime() * scale, y: TOP + i * ROW });
      gsap.set(bar, { attr: { width: tween.duration() * scale } });
    });
    const ticks = stage.querySelector('.ticks')!;
    for (let s = 0; s <= total; s++) {
      const tick = document.createElementNS('http://www.w3.org/2000/svg', 'text');
      tick.setAttribute('class', 'demo-label');
      tick.setAttribute('fill', 'currentColor');
      tick.setAttribute('x', String(X0 + s * scale));
      tick.setAttribute('y', '11');
      tick.setAttribute('text-anchor', 'middle');
      tick.textContent = `${s}s`;
      ticks.appendChild(tick);
    }
    tl.fromTo('.head', { x: X0 }, { x: X1, duration: total, immediateRender: true }, 0);
    return tl;
  },
  // 4.5 seconds in all; each row's x is where its tween starts on the chart
  expect: [
    { selector: '.bar-7', property: 'scaleX', value: 1 },
    { selector: '.row-2', property: 'x', value: X0 + 1.5 * ((X1 - X0) / 4.5) },
    { selector: '.row-4', property: 'x', value: X0 + 2 * ((X1 - X0) / 4.5) },
    { selector: '.row-5', property: 'x', value: X0 + 3 * ((X1 - X0) / 4.5) },
    { selector: '.row-6', property: 'x', value: X0 + 3.5 * ((X1 - X0) / 4.5) },
    { selector: '.row-7', property: 'x', value: X0 + 1 * ((X1 - X0) / 4.5) },
    { selector: '.head', property: 'x', value: X1 },
  ],
});
