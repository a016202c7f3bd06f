import { defineDemo } from './define-demo.ts';
import { MotionPathPlugin } from 'gsap/MotionPathPlugin';

export default defineDemo({
  title: 'alignOrigins: the square gets the circle’s centre as its origin, so its rotation carries it round the circle',
  stage: '<div class="demo-row"><div class="demo-circle hub"></div><div class="demo-box demo-box--b arm"></div></div>',
  create(gsap) {
    gsap.registerPlugin(MotionPathPlugin);
    // #region setup
    // The helpers of content/docs/v3/HelperFunctions/helpers/alignOrigins.md
    function originOf(element = document.body) {
      const [x = 0, y = 0] = getComputedStyle(element).transformOrigin.split(' ').map(parseFloat);
      return { x, y };
    }

    // a new transformOrigin without a jump: x and y make up for the move
    function smoothOriginChange(targets = {}, transformOrigin = '50% 50%') {
      for (const element of gsap.utils.toArray(targets)) {
        if (!(element instanceof HTMLElement)) continue;
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

    // gives toElement the origin of fromElement (the same point on screen)
    function alignOrigins(fromElement = {}, toElement = {}) {
      const [from] = gsap.utils.toArray(fromElement).filter((el) => el instanceof HTMLElement);
      const [to] = gsap.utils.toArray(toElement).filter((el) => el instanceof HTMLElement);
      if (!from || !to) return;
      const { x, y } = originOf(from);
      const point = MotionPathPlugin.convertCoordinates(from, to, { x, y });
      smoothOriginChange(to, `${point.x}px ${point.y}px`);
    }
    // #endregion
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
