import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'Two labels, and tweens placed relative to them',
  stage:
    '<div class="demo-row"><div class="demo-box"></div><div class="demo-box demo-box--b"></div><div class="demo-box demo-box--c"></div></div>',
  create(gsap) {
    // #region code
    const tl = gsap.timeline({ defaults: { duration: 0.6 } });

    tl.addLabel('rise')
      .to('.demo-box', { y: -40, stagger: 0.1 }, 'rise')
      .addLabel('spin', '+=0.2')
      .to('.demo-box', { rotation: 180 }, 'spin')
      .to('.demo-box--c', { scale: 1.3 }, 'spin+=0.3')
      .to('.demo-box', { y: 0, stagger: 0.1 }, 'spin+=0.8');
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.demo-box', property: 'y', value: 0 },
    { selector: '.demo-box', property: 'rotation', value: 180 },
    { selector: '.demo-box--c', property: 'scale', value: 1.3 },
  ],
});
