import { defineDemo } from './define-demo.ts';
import { CustomEase } from 'gsap-3.13/CustomEase';
import { CustomWiggle } from 'gsap-3.13/CustomWiggle';

export default defineDemo({
  title: 'CustomWiggle: a shake and a uniform wobble, both ending where they started',
  version: '3.13.0',
  stage:
    '<div class="demo-row"><div class="demo-box bell"></div><div class="demo-box demo-box--b field"></div></div>',
  create(gsap) {
    // #region code
    gsap.registerPlugin(CustomEase, CustomWiggle);

    CustomWiggle.create('shake', { wiggles: 8, type: 'easeOut' });
    CustomWiggle.create('wobble', { wiggles: 5, type: 'uniform' });

    const tl = gsap.timeline();
    tl.to('.bell', { rotation: 30, duration: 1.2, ease: 'shake' })
      .to('.field', { x: 24, duration: 1.2, ease: 'wobble' }, 0);
    // #endregion
    return tl;
  },
  // a wiggle ease ends at 0, so both return to their start values
  expect: [
    { selector: '.bell', property: 'rotation', value: 0 },
    { selector: '.field', property: 'x', value: 0 },
  ],
});
