import { defineDemo } from './define-demo.ts';
import { MotionPathPlugin } from 'gsap/MotionPathPlugin';

// #region setup
// The helper of content/docs/v3/HelperFunctions/helpers/anchorsToProgress.md
// the length of the cubic Bézier at segment[i…i+7], measured in straight steps
function bezierLength(segment = [0], i = 0, steps = 12) {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0, x2 = 0, y2 = 0, x3 = 0, y3 = 0] = segment.slice(i, i + 8);
  let length = 0;
  let px = x0;
  let py = y0;
  for (let step = 1; step <= steps; step++) {
    const t = step / steps;
    const u = 1 - t;
    const x = u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3;
    const y = u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3;
    length += Math.hypot(x - px, y - py);
    px = x;
    py = y;
  }
  return length;
}

// the progress (0 to 1) of each anchor point along the path
function anchorsToProgress(path = document.createElementNS('http://www.w3.org/2000/svg', 'path'), resolution = 12) {
  const rawPath = MotionPathPlugin.getRawPath(path);
  const distances = [];
  let total = 0;
  for (const segment of rawPath) {
    distances.push(total);
    for (let i = 0; i < segment.length - 2; i += 6) {
      total += bezierLength(segment, i, resolution);
      distances.push(total);
    }
  }
  return distances.map((distance) => (total ? distance / total : 0));
}
// #endregion

const route = 'M20,130 C50,40 110,40 120,90 C130,140 190,150 210,100 C230,50 260,30 290,50';
const anchors = [[20, 130], [120, 90], [210, 100], [290, 50]];

export default defineDemo({
  title: 'anchorsToProgress: the dot stops on each anchor point of the path, at the progress values the helper found',
  stage:
    '<svg class="demo-svg" viewBox="0 0 300 160" aria-hidden="true">' +
    `<path class="demo-path route" d="${route}"/>` +
    anchors.map(([x, y]) => `<circle class="demo-path" cx="${x}" cy="${y}" r="9"/>`).join('') +
    '<circle class="demo-marker traveller" r="7"/>' +
    '</svg>' +
    '<p class="demo-label stops"></p>',
  create(gsap, stage) {
    // #region code
    gsap.registerPlugin(MotionPathPlugin);

    const route = stage.querySelector('.route');
    if (!(route instanceof SVGPathElement)) throw new Error('The stage has no .route path');
    const stops = anchorsToProgress(route); // one value per anchor, from 0 to 1

    // the whole path as one paused tween; the timeline moves its progress from stop to stop
    const travel = gsap.to('.traveller', { motionPath: { path: route }, ease: 'none', paused: true, immediateRender: true });
    const tl = gsap.timeline();
    stops.slice(1).forEach((stop) => {
      tl.to(travel, { progress: stop, duration: 0.8, ease: 'power1.inOut' }, '+=0.4');
    });
    // #endregion
    const label = stage.querySelector('.stops');
    if (label) label.textContent = `stops: ${stops.map((s) => s.toFixed(2)).join(' · ')}`;
    return tl;
  },
  expect: [
    { selector: '.traveller', property: 'x', value: 290 },
    { selector: '.traveller', property: 'y', value: 50 },
  ],
});
