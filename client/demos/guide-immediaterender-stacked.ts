import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'Two from() tweens of scale on one box: left, both render at once and the box ends at scale 0; right, the second waits',
  stage:
    '<div class="demo-row">' +
    '<div class="demo-column"><div class="demo-box stack-default"></div><span class="demo-label">default</span></div>' +
    '<div class="demo-column"><div class="demo-box demo-box--b stack-fixed"></div><span class="demo-label">2nd: immediateRender: false</span></div>' +
    '</div>',
  create(gsap) {
    // #region code
    const tl = gsap.timeline();

    // pop in from nothing, then a pulse from 1.5 back to normal size
    tl.from('.stack-default', { scale: 0, duration: 0.6 }, 0)
      .from('.stack-default', { scale: 1.5, duration: 0.6 }, 0.8);

    tl.from('.stack-fixed', { scale: 0, duration: 0.6 }, 0)
      .from('.stack-fixed', { scale: 1.5, duration: 0.6, immediateRender: false }, 0.8);
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.stack-default', property: 'scale', value: 0 },
    { selector: '.stack-fixed', property: 'scale', value: 1 },
  ],
});
