import { defineDemo } from './define-demo.ts';
import { ExpoScaleEase } from 'gsap/EasePack';

export default defineDemo({
  title: 'Zoom from 0.25 to 4: first with ease "none", then with ExpoScaleEase',
  stage: '<div class="demo-row"><div class="demo-box box"></div></div>',
  create(gsap) {
    // #region code
    gsap.registerPlugin(ExpoScaleEase);

    const tl = gsap.timeline();
    tl.fromTo('.box', { scale: 0.25 }, { scale: 4, duration: 2, ease: 'none' })
      .fromTo('.box', { scale: 0.25 }, { scale: 4, duration: 2, ease: ExpoScaleEase.config(0.25, 4) }, '+=0.6');
    // #endregion
    return tl;
  },
  expect: [{ selector: '.box', property: 'scale', value: 4 }],
});
