import { defineDemo } from './define-demo.ts';
import { ScrollTrigger } from 'gsap/ScrollTrigger';

const row = (extra: string) => `<div class="demo-section"><div class="demo-row">${`<div class="demo-box item ${extra}"></div>`.repeat(5)}</div></div>`;

export default defineDemo({
  title: 'ScrollTrigger.batch(): the boxes that enter together animate together, in a stagger',
  scroll: true,
  stage:
    '<div class="demo-screen"><p class="demo-hint">Scroll down: each row fades in as one batch</p></div>' +
    row('') +
    row('demo-box--b') +
    row('demo-box--c') +
    row('last') +
    '<div class="demo-screen"><p class="demo-hint">Scroll back up: they fade out again</p></div>',
  create(gsap, box) {
    // #region code
    gsap.registerPlugin(ScrollTrigger);

    gsap.set('.item', { opacity: 0, y: 40 });

    ScrollTrigger.batch('.item', {
      scroller: box, // the scrolling element
      start: 'top 85%',
      // every item that entered in the same tick comes in one array
      onEnter: (batch) =>
        gsap.to(batch, { opacity: 1, y: 0, stagger: 0.12, overwrite: true }),
      onLeaveBack: (batch) => gsap.to(batch, { opacity: 0, y: 40, overwrite: true }),
    });
    // #endregion
  },
  expect: [
    { selector: '.last', property: 'opacity', value: 1 },
    { selector: '.last', property: 'y', value: 0 },
  ],
});
