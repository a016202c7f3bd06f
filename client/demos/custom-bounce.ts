import { defineDemo } from './define-demo.ts';
import { CustomEase } from 'gsap-3.13/CustomEase';
import { CustomBounce } from 'gsap-3.13/CustomBounce';

export default defineDemo({
  title: 'CustomBounce with squash: a ball drops, bounces and flattens on each landing',
  version: '3.13.0',
  stage: '<div class="demo-row"><div class="demo-circle ball"></div></div>',
  create(gsap) {
    // #region code
    gsap.registerPlugin(CustomEase, CustomBounce);

    // creates "drop" and, because of squash, a matching "drop-squash" ease
    CustomBounce.create('drop', { strength: 0.65, squash: 3 });

    const tl = gsap.timeline();
    tl.fromTo('.ball', { y: -110 }, { y: 60, duration: 2, ease: 'drop' })
      .to('.ball', {
        scaleX: 1.5,
        scaleY: 0.6,
        transformOrigin: 'center bottom',
        duration: 2,
        ease: 'drop-squash',
      }, 0);
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.ball', property: 'y', value: 60 },
    { selector: '.ball', property: 'scaleY', value: 1 },
    { selector: '.ball', property: 'scaleX', value: 1 },
  ],
});
