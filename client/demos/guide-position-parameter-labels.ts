import { defineDemo } from './define-demo.ts';

// The chart: a column of position arguments on the left, one bar per tween on a time axis.
const X0 = 92; // where 0 seconds is drawn
const X1 = 312; // where the timeline's end is drawn
const TOP = 24; // the first row
const ROW = 24; // row height
const positions = ['(none)', '"&lt;25%"', '"-=50%"', '"hop"', '"hop+=0.5"', '"&gt;-25%"'];
const HEIGHT = TOP + positions.length * ROW + 16;
const SECONDS = 6; // the timeline's duration, for the expectations

const row = (label: string, i: number) =>
  `<text class="demo-label" fill="currentColor" x="${X0 - 10}" y="${TOP + i * ROW + 11}" text-anchor="end">${label}</text>` +
  `<g class="row row-${i + 1}"><rect class="demo-marker bar bar-${i + 1}" x="0" y="0" width="1" height="14" rx="3"/></g>`;

export default defineDemo({
  title: 'Labels and percentages: the bars start at a label, a label plus an offset, or a share of a tween\'s duration',
  note: 'Bars 1 and 5 last 2 seconds, the others 1 second. The violet line is the label "hop", added with addLabel("hop", "+=0.5").',
  stage:
    `<svg class="demo-svg" viewBox="0 0 320 ${HEIGHT}" aria-hidden="true">` +
    positions.map(row).join('') +
    `<g class="ticks"></g><g class="labels"></g><line class="demo-path head" x1="0" y1="${TOP - 6}" x2="0" y2="${HEIGHT - 14}"/>` +
    '</svg>',
  create(gsap, stage) {
    gsap.set('.bar', { transformOrigin: '0% 50%' }); // bars grow from their left end

    // #region code
    const tl = gsap.timeline({ defaults: { duration: 1, ease: 'none' } });

    tl.from('.bar-1', { scaleX: 0, duration: 2 })             // 0 → 2
      .from('.bar-2', { scaleX: 0 }, '<25%')                  // 25% into bar 1 (of 2s): 0.5
      .from('.bar-3', { scaleX: 0 }, '-=50%')                 // the end (2) minus 50% of this 1s tween: 1.5
      .addLabel('hop', '+=0.5')                               // a label 0.5s after the end (2.5): 3
      .from('.bar-4', { scaleX: 0 }, 'hop')                   // at the label: 3
      .from('.bar-5', { scaleX: 0, duration: 2 }, 'hop+=0.5') // 0.5s after the label: 3.5
      .from('.bar-6', { scaleX: 0 }, '>-25%');                // 25% of bar 5 (0.5s) before its end: 5
    // #endregion

    // Lay the chart out from the timeline itself: each bar at its tween's start time.
    const svgNS = 'http://www.w3.org/2000/svg';
    const total = tl.duration();
    const scale = (X1 - X0) / total;
    stage.querySelectorAll('.bar').forEach((bar, i) => {
      const tween = tl.getTweensOf(bar)[0]!;
      gsap.set(bar.parentNode, { x: X0 + tween.startTime() * scale, y: TOP + i * ROW });
      gsap.set(bar, { attr: { width: tween.duration() * scale } });
    });
    const text = (parent: Element, x: number, y: number, content: string) => {
      const t = document.createElementNS(svgNS, 'text');
      t.setAttribute('class', 'demo-label');
      t.setAttribute('fill', 'currentColor');
      t.setAttribute('x', String(x));
      t.setAttribute('y', String(y));
      t.setAttribute('text-anchor', 'middle');
      t.textContent = content;
      parent.appendChild(t);
    };
    const ticks = stage.querySelector('.ticks')!;
    for (let s = 0; s <= total; s++) text(ticks, X0 + s * scale, 11, `${s}s`);
    const labels = stage.querySelector('.labels')!;
    for (const [name, time] of Object.entries(tl.labels)) {
      const line = document.createElementNS(svgNS, 'rect');
      line.setAttribute('class', 'demo-shape');
      line.setAttribute('x', String(X0 + time * scale - 1));
      line.setAttribute('y', String(TOP - 6));
      line.setAttribute('width', '2');
      line.setAttribute('height', String(HEIGHT - TOP - 8));
      labels.appendChild(line);
      text(labels, X0 + time * scale, HEIGHT - 2, name);
    }
    tl.fromTo('.head', { x: X0 }, { x: X1, duration: total, immediateRender: true }, 0);
    return tl;
  },
  // each row's x is where its tween starts on the chart
  expect: [
    { selector: '.bar-6', property: 'scaleX', value: 1 },
    { selector: '.row-2', property: 'x', value: X0 + 0.5 * ((X1 - X0) / SECONDS) },
    { selector: '.row-3', property: 'x', value: X0 + 1.5 * ((X1 - X0) / SECONDS) },
    { selector: '.row-4', property: 'x', value: X0 + 3 * ((X1 - X0) / SECONDS) },
    { selector: '.row-5', property: 'x', value: X0 + 3.5 * ((X1 - X0) / SECONDS) },
    { selector: '.row-6', property: 'x', value: X0 + 5 * ((X1 - X0) / SECONDS) },
    { selector: '.head', property: 'x', value: X1 },
  ],
});
