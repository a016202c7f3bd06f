import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'A timeline that plays forwards, then backwards',
  stage:
    '<div class="demo-row"><div class="demo-box"></div><div class="demo-box demo-box--b"></div><div class="demo-box demo-box--c"></div></div>',
  create(gsap) {
    // #region code
    const tl = gsap.timeline({ repeat: 3, yoyo: true, repeatDelay: 0.2 });

    tl.to('.demo-box', { y: -40, duration: 0.4, ease: 'power1.out', stagger: 0.1 })
      .to('.demo-box', { rotation: 90, duration: 0.4 }, '<0.2');
    // #endregion
    return tl;
  },
  // three repeats with yoyo: the fourth run plays backwards, ending at the start
  expect: [
    { selector: '.demo-box', property: 'y', value: 0 },
    { selector: '.demo-box', property: 'rotation', value: 0 },
  ],
});
