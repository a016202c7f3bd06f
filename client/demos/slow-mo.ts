import { defineDemo } from './define-demo.ts';
import { SlowMo } from 'gsap/EasePack';

export default defineDemo({
  title: 'SlowMo: fast in, slow through the middle, fast out, with a yoyoMode fade',
  stage: '<div class="demo-track"><div class="demo-box demo-box--b title"></div></div>',
  create(gsap) {
    // #region code
    gsap.registerPlugin(SlowMo);

    const tl = gsap.timeline();
    tl.fromTo('.title', { x: 0 }, { x: 240, duration: 3, ease: SlowMo.config(0.5, 0.8) })
      .fromTo('.title', { opacity: 0.15 }, { opacity: 1, duration: 3, ease: SlowMo.config(0.5, 0.8, true) }, 0);
    // #endregion
    return tl;
  },
  // yoyoMode ends at the start value
  expect: [
    { selector: '.title', property: 'x', value: 240 },
    { selector: '.title', property: 'opacity', value: 0.15 },
  ],
});
