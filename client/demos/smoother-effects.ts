import { defineDemo } from './define-demo.ts';
import { ScrollTrigger } from 'gsap/ScrollTrigger';

const col = (shape: string, attrs: string, label: string) => `<div class="demo-column"><div class="${shape}" ${attrs}></div><span class="demo-label">${label}</span></div>`;

export default defineDemo({
  title: 'What data-speed and data-lag do, rebuilt with ScrollTrigger in a scrolling box',
  note: "ScrollSmoother smooths the page's own scroll, so it can't run in a box without taking over this page: here ScrollTrigger makes the same effects in the box.",
  scroll: true,
  stage:
    '<div class="demo-clip">' +
    '<div class="demo-screen"><p class="demo-hint">Scroll down slowly and compare the shapes</p></div>' +
    '<div class="demo-section effects"><div class="demo-row">' +
    col('demo-box demo-box--b', 'data-speed="0.5"', 'speed 0.5') +
    col('demo-box normal', '', 'normal') +
    col('demo-box demo-box--c', 'data-speed="1.5"', 'speed 1.5') +
    col('demo-circle lag', 'data-lag="0.8"', 'lag 0.8') +
    '</div></div>' +
    '<div class="demo-screen"><p class="demo-hint">Scroll back up: the effects run backwards</p></div>' +
    '</div>',
  create(gsap, box) {
    // #region code
    gsap.registerPlugin(ScrollTrigger);

    const row = box.querySelector('.effects');
    // how far the row travels through the box, from entering to leaving it
    const travel = () => box.clientHeight + (row ? row.clientHeight : 0);

    // data-speed="0.5": moves at half the scroll speed (1.5: one and a half times).
    // Shifted by (1 - speed) of the scroll; in place when the row is mid-box.
    const speeds = gsap.timeline({
      scrollTrigger: {
        trigger: row,
        scroller: box, // the scrolling element
        start: 'top bottom',
        end: 'bottom top',
        scrub: true,
        invalidateOnRefresh: true,
        markers: true,
      },
    });
    box.querySelectorAll('[data-speed]').forEach((el) => {
      const speed = Number(el.getAttribute('data-speed'));
      const shift = () => ((1 - speed) * travel()) / 2;
      speeds.fromTo(el, { y: () => -shift() }, { y: shift, ease: 'none' }, 0);
    });

    // data-lag="0.8": trails the scroll, catching up in 0.8 s
    box.querySelectorAll('[data-lag]').forEach((el) => {
      const lag = Number(el.getAttribute('data-lag'));
      const catchUp = gsap.quickTo(el, 'y', { duration: lag, ease: 'expo.out' });
      let last = box.scrollTop;
      ScrollTrigger.create({
        scroller: box,
        onUpdate: (self) => {
          const moved = self.scroll() - last;
          last = self.scroll();
          // hold it where it was on screen, then glide back into place
          catchUp(0, Number(gsap.getProperty(el, 'y')) + moved);
        },
      });
    });
    // #endregion
    return speeds;
  },
  expect: [
    { selector: '.lag', property: 'y', value: 0 },
    { selector: '.normal', property: 'y', value: 0 },
  ],
});
