import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'easeToLinear: the circle pops at the moment the square, on power3.in, is exactly halfway',
  stage:
    '<p class="demo-label info"></p>' +
    '<div class="demo-track"><div class="demo-box runner"></div></div>' +
    '<div class="demo-track demo-track--bare"><div class="demo-circle waiter"></div></div>',
  create(gsap, stage) {
    // #region setup
    // The helper of content/docs/v3/HelperFunctions/helpers/easeToLinear.md: the progress of
    // time (0 to 1) at which the ease reaches value, or null if it never does
    function easeToLinear(ease = 'none', value = 0, precision = 0.0001) {
      const curve = gsap.parseEase(ease);
      if (curve(0) === value) return 0;
      const steps = 100;
      let before = 0;
      for (let i = 1; i <= steps; i++) {
        const after = i / steps;
        const sideBefore = Math.sign(curve(before) - value);
        if (sideBefore * Math.sign(curve(after) - value) <= 0) {
          // the ease crosses value between before and after: halve the gap until it is small enough
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
    }
    // #endregion
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
