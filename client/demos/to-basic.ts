import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'Move and turn a box, slide and grow a circle with gsap.to()',
  stage: '<div class="demo-track"><div class="demo-box"></div></div><div class="demo-track"><div class="demo-circle"></div></div>',
  create(gsap) {
    // #region code
    const tl = gsap.timeline();

    // From wherever the box is now to x: 240, a half turn.
    tl.to('.demo-box', { x: 240, rotation: 180, duration: 1.5, ease: 'power2.inOut' });

    // Several properties at once, 0.2s after the box starts.
    tl.to('.demo-circle', { x: 200, scale: 1.25, duration: 1.2, ease: 'back.out(1.7)' }, 0.2);
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.demo-box', property: 'x', value: 240 },
    { selector: '.demo-box', property: 'rotation', value: 180 },
    { selector: '.demo-circle', property: 'x', value: 200 },
    { selector: '.demo-circle', property: 'scale', value: 1.25 },
  ],
});
