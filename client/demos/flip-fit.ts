import { defineDemo } from './define-demo.ts';
import { Flip } from 'gsap/Flip';

export default defineDemo({
  title: 'Flip.fit(): the square moves, stretches and turns to cover the dashed frame',
  stage: '<div class="demo-row"><div class="demo-box square"></div><div class="demo-frame frame"></div></div>',
  create(gsap) {
    // #region code
    gsap.registerPlugin(Flip);

    // with a duration, fit() returns a tween to the frame's position, size and angle
    const tween = Flip.fit('.square', '.frame', {
      scale: true, // scaleX/scaleY, not width/height: the row's layout stays put
      duration: 1.2,
      ease: 'power2.inOut',
    });
    // #endregion
    return tween as GSAPTween;
  },
  expect: [
    { selector: '.square', property: '@box', value: '.frame' },
    { selector: '.square', property: 'rotation', value: -8 },
  ],
});
