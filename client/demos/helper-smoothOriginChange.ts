import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'smoothOriginChange: the square rolls along the line, turning each time around the corner that touches it',
  controls: 'none',
  stage:
    '<div class="demo-track"><div class="demo-box roller"></div></div>' +
    '<div class="demo-buttons">' +
    '<button type="button" class="demo-button reset">Back to start</button>' +
    '<button type="button" class="demo-button roll">Roll</button>' +
    '</div>',
  create(gsap, stage) {
    // #region setup
    // The helper of content/docs/v3/HelperFunctions/helpers/smoothOriginChange.md
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
    // #endregion
    // #region code
    const box = stage.querySelector('.roller');
    const roll = stage.querySelector('.roll');
    // The corner that touches the line, in the square's own terms, after 0, 1, 2 and 3 quarter turns
    // (and again from the first after 4: wrap() cycles through the list)
    const corner = gsap.utils.wrap(['100% 100%', '100% 0%', '0% 0%', '0% 100%']);
    let rolls = 0;

    roll?.addEventListener('click', () => {
      if (gsap.isTweening(box) || rolls === 5) return;
      if (box) smoothOriginChange(box, corner(rolls)); // turn around that corner, without a jump
      gsap.to(box, { rotation: '+=90', duration: 0.5, ease: 'power2.in' });
      rolls++;
      roll.toggleAttribute('disabled', rolls === 5); // the end of the line
    });
    // #endregion
    // #region setup
    // Back to start: the square unturned, its origin in the middle, the Roll button on again
    stage.querySelector('.reset')?.addEventListener('click', () => {
      gsap.killTweensOf(box);
      gsap.set(box, { x: 0, y: 0, rotation: 0, transformOrigin: '50% 50%' });
      rolls = 0;
      stage.querySelector('.roll')?.toggleAttribute('disabled', false);
    });
    // #endregion
  },
  // after its last button (Roll) once: a quarter turn around the bottom-right corner, no shift
  expect: [
    { selector: '.roller', property: 'rotation', value: 90 },
    { selector: '.roller', property: 'x', value: 0 },
    { selector: '.roller', property: 'y', value: 0 },
  ],
});
