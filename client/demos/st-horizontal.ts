import { defineDemo } from './define-demo.ts';
import { ScrollTrigger } from 'gsap/ScrollTrigger';

const panel = (n: number, inner = '') => `<div class="demo-screen"><p class="demo-label">Panel ${n}</p>${inner}</div>`;

export default defineDemo({
  title: 'Scroll down, move sideways: a pinned strip, and containerAnimation for a trigger inside it',
  scroll: true,
  stage:
    '<div class="demo-screen"><p class="demo-hint">Scroll down: the strip below slides to the left</p></div>' +
    '<div class="strip-window"><div class="demo-strip strip">' +
    panel(1) +
    panel(2) +
    panel(3, '<div class="demo-box spin"></div>') +
    panel(4) +
    '</div></div>' +
    '<div class="demo-screen"><p class="demo-hint">Past the strip, scrolling is vertical again</p></div>',
  create(gsap, box) {
    // #region code
    gsap.registerPlugin(ScrollTrigger);

    const strip = box.querySelector('.strip');
    // how far the strip sticks out of the box on the right
    const distance = () => (strip ? strip.scrollWidth - box.clientWidth : 0);

    // the strip's horizontal move, scrubbed while its window is pinned
    const slide = gsap.to(strip, {
      x: () => -distance(),
      ease: 'none', // keep it linear: triggers inside map onto it
      scrollTrigger: {
        trigger: '.strip-window',
        scroller: box, // the scrolling element
        pin: true,
        start: 'top top',
        end: () => '+=' + distance(), // one pixel down moves it one pixel left
        scrub: 1,
        invalidateOnRefresh: true,
        markers: true,
      },
    });

    // a trigger inside the sliding strip: "left center" is when the box's left
    // edge reaches the middle of the box horizontally, as the strip moves
    gsap.to('.spin', {
      rotation: 360,
      scrollTrigger: {
        trigger: '.spin',
        scroller: box,
        containerAnimation: slide,
        start: 'left center',
        toggleActions: 'play none none reverse',
        markers: { indent: 60 },
      },
    });
    // #endregion
    return slide;
  },
  expect: [{ selector: '.spin', property: 'rotation', value: 360 }],
});
