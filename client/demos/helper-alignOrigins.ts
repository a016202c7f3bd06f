import { defineDemo, type Gsap } from './define-demo.ts';
import { MotionPathPlugin } from 'gsap/MotionPathPlugin';

/** The helpers of content/docs/v3/HelperFunctions/helpers/alignOrigins.md, typed, for the gsap the demo gets. */
function withGsap(gsap: Gsap) {
  function originOf(element: Element) {
    const [x = 0, y = 0] = getComputedStyle(element).transformOrigin.split(' ').map(parseFloat);
    return { x, y };
  }
  function smoothOriginChange(targets: gsap.TweenTarget, transformOrigin: string): void {
    for (const element of gsap.utils.toArray<HTMLElement>(targets)) {
      const before = originOf(element);
      gsap.set(element, { transformOrigin });
      const after = originOf(element);
      const { a, b, c, d } = new DOMMatrix(getComputedStyle(element).transform);
      const dx = after.x - before.x;
      const dy = after.y - before.y;
      gsap.set(element, {
        x: Number(gsap.getProperty(element, 'x')) + (a - 1) * dx + c * dy,
        y: Number(gsap.getProperty(element, 'y')) + b * dx + (d - 1) * dy,
      });
    }
  }
  return function alignOrigins(fromElement: gsap.DOMTarget, toElement: gsap.DOMTarget): void {
    const from = gsap.utils.toArray<Element>(fromElement)[0]!;
    const to = gsap.utils.toArray<Element>(toElement)[0]!;
    const { x, y } = originOf(from);
    const point = MotionPathPlugin.convertCoordinates(from, to, { x, y });
    smoothOriginChange(to, `${point.x}px ${point.y}px`);
  };
}

export default defineDemo({
  title: 'alignOrigins: the square gets the circle’s centre as its origin, so its rotation carries it round the circle',
  stage: '<div class="demo-row"><div class="demo-circle hub"></div><div class="demo-box demo-box--b arm"></div></div>',
  create(gsap) {
    gsap.registerPlugin(MotionPathPlugin);
    const alignOrigins = withGsap(gsap);
    // #region code
    gsap.set('.arm', { rotation: 30 }); // already turned: the origin moves, the square doesn't

    alignOrigins('.hub', '.arm'); // the square's transformOrigin is now the circle's centre

    const tween = gsap.to('.arm', { rotation: '+=360', duration: 3, ease: 'power1.inOut' });
    // #endregion
    return tween;
  },
  // a whole turn around the circle: back where it started, still turned 30°
  expect: [{ selector: '.arm', property: 'rotation', value: 390 }],
});
