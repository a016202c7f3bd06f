import { defineDemo } from './define-demo.ts';
import { RoughEase } from 'gsap/EasePack';

export default defineDemo({
  title: 'RoughEase: jittery at first, then smooth, and exactly on target at the end',
  stage:
    '<div class="demo-track"><div class="demo-circle bulb"></div></div>' +
    '<div class="demo-track"><div class="demo-box demo-box--c plain"></div></div>',
  create(gsap) {
    // #region code
    gsap.registerPlugin(RoughEase);

    const tl = gsap.timeline();
    tl.to('.bulb', {
      x: 240,
      duration: 2,
      ease: RoughEase.config({ strength: 1.5, points: 24, taper: 'out', clamp: true }),
    })
      .to('.plain', { x: 240, duration: 2, ease: 'none' }, 0); // the same move without roughness
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.bulb', property: 'x', value: 240 },
    { selector: '.plain', property: 'x', value: 240 },
  ],
});
