import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'Two from() tweens that start 1 second into a timeline: the default one shows its start at once, immediateRender: false waits',
  stage:
    '<div class="demo-row">' +
    '<div class="demo-column"><div class="demo-box ir-default"></div><span class="demo-label">from()</span></div>' +
    '<div class="demo-column"><div class="demo-box demo-box--b ir-late"></div><span class="demo-label">immediateRender: false</span></div>' +
    '</div>',
  create(gsap) {
    // #region code
    const tl = gsap.timeline();

    // both start at 1 second
    tl.from('.ir-default', { y: -80, opacity: 0, duration: 0.8 }, 1)
      .from('.ir-late', { y: -80, opacity: 0, duration: 0.8, immediateRender: false }, 1);
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.ir-default', property: 'y', value: 0 },
    { selector: '.ir-default', property: 'opacity', value: 1 },
    { selector: '.ir-late', property: 'y', value: 0 },
    { selector: '.ir-late', property: 'opacity', value: 1 },
  ],
});
