import { defineDemo, type Gsap } from './define-demo.ts';

/** The helper of content/docs/v3/HelperFunctions/helpers/easeToLinear.md, typed, for the gsap the demo gets. */
function withGsap(gsap: Gsap) {
  return function easeToLinear(ease: string | gsap.EaseFunction, value: number, precision = 0.0001): number | null {
    const curve = gsap.parseEase(ease);
    if (curve(0) === value) return 0;
    const steps = 100;
    let before = 0;
    for (let i = 1; i <= steps; i++) {
      const after = i / steps;
      const sideBefore = Math.sign(curve(before) - value);
      if (sideBefore * Math.sign(curve(after) - value) <= 0) {
        let low = before;
        let high = after;
        while (high - low > precision) {
          const middle = (low + high) / 2;
          if (Math.sign(curve(middle) - value) === sideBefore) low = middle;
          else high = middle;
        }
        return (low + high) / 2;
      }
      before = after;
    }
    return null;
  };
}

export default defineDemo({
  title: 'easeToLinear: the circle pops at the moment the square, on power3.in, is exactly halfway',
  stage:
    '<p class="demo-label info"></p>' +
    '<div class="demo-track"><div class="demo-box runner"></div></div>' +
    '<div class="demo-track demo-track--bare"><div class="demo-circle waiter"></div></div>',
  create(gsap, stage) {
    const easeToLinear = withGsap(gsap);
    // #region code
    const ease = 'power3.in';
    const duration = 2;
    const halfway = easeToLinear(ease, 0.5) ?? 1; // ≈ 0.84: half the distance takes 84% of the time

    gsap.set('.waiter', { x: 120 }); // under the middle of the square's way

    const tl = gsap.timeline();
    tl.to('.runner', { x: 240, duration, ease })
      .to('.waiter', { scale: 1.4, duration: 0.15, yoyo: true, repeat: 1 }, halfway * duration);
    // #endregion
    const info = stage.querySelector('.info');
    if (info) info.textContent = `power3.in is halfway at ${Math.round(halfway * 100)}% of the time`;
    return tl;
  },
  expect: [
    { selector: '.runner', property: 'x', value: 240 },
    { selector: '.waiter', property: 'scale', value: 1 },
    { selector: '.info', property: '@text', value: 'power3.in is halfway at 84% of the time' },
  ],
});
