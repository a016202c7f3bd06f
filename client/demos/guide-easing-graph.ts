import { defineDemo } from './define-demo.ts';

// The graph: time runs to the right (0 to 240), progress runs up (0 to 120).
const stage =
  '<svg class="demo-svg ease-graph" viewBox="-10 -10 260 140">' +
  '<path class="demo-path" d="M0,0 V120 H240"></path>' +
  '<path class="demo-path ease-curve" d="M0,120"></path>' +
  '<circle class="demo-marker ease-dot" cx="0" cy="120" r="7"></circle>' +
  '</svg>' +
  '<div class="demo-track"><div class="demo-box ease-box"></div></div>';

export default defineDemo({
  title: 'What an ease does: the dot draws power2.out (time across, progress up) while the square moves with it',
  stage,
  create(gsap, stage) {
    // the dashed curve behind the dot: power2.out, sampled
    const curve = gsap.parseEase('power2.out');
    const points = Array.from({ length: 41 }, (_, i) => `${i * 6},${120 - curve(i / 40) * 120}`);
    stage.querySelector('.ease-curve')?.setAttribute('d', 'M' + points.join(' L'));

    // #region code
    const tl = gsap.timeline({ defaults: { duration: 2 } });

    tl.to('.ease-dot', { x: 240, ease: 'none' }, 0)        // time passes evenly…
      .to('.ease-dot', { y: -120, ease: 'power2.out' }, 0) // …progress follows the ease
      .to('.ease-box', { x: 240, ease: 'power2.out' }, 0); // the same ease on a real move
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.ease-dot', property: 'x', value: 240 },
    { selector: '.ease-dot', property: 'y', value: -120 },
    { selector: '.ease-box', property: 'x', value: 240 },
  ],
});
