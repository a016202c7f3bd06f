import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'Set a starting state, then animate from it',
  stage:
    '<div class="demo-track"><div class="demo-box"></div></div><div class="demo-track"><div class="demo-box demo-box--b"></div></div>',
  create(gsap) {
    // #region code
    // jump to the start: tilted, shrunk and faded (no animation)
    gsap.set('.demo-box', { rotation: -45, scale: 0.6, opacity: 0.3 });

    // then animate from that state
    const tween = gsap.to('.demo-box', {
      x: 220,
      rotation: 0,
      scale: 1,
      opacity: 1,
      duration: 1.2,
      ease: 'power2.out',
      stagger: 0.2,
    });
    // #endregion
    return tween;
  },
  expect: [
    { selector: '.demo-box', property: 'x', value: 220 },
    { selector: '.demo-box', property: 'rotation', value: 0 },
  ],
});
