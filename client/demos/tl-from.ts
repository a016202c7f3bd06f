import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'from() tweens building a card in sequence',
  stage:
    '<div class="demo-row"><div class="demo-circle"></div><div class="demo-box"></div><div class="demo-box demo-box--b"></div><div class="demo-box demo-box--c"></div></div>',
  create(gsap) {
    // #region code
    const tl = gsap.timeline({ defaults: { duration: 0.6, ease: 'power2.out' } });

    tl.from('.demo-circle', { scale: 0 })
      .from('.demo-box', { y: 60, opacity: 0, stagger: 0.15 }, '-=0.2')
      .from('.demo-box--c', { rotation: -90 }, '<0.3');
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.demo-circle', property: 'scale', value: 1 },
    { selector: '.demo-box', property: 'y', value: 0 },
    { selector: '.demo-box', property: 'opacity', value: 1 },
    { selector: '.demo-box--c', property: 'rotation', value: 0 },
  ],
});
