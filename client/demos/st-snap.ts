import { defineDemo } from './define-demo.ts';
import { ScrollTrigger } from 'gsap/ScrollTrigger';

export default defineDemo({
  title: 'snap: 1 / 3: let go of the scroll between sections and the box moves on to the next one in the direction you were scrolling',
  scroll: true,
  stage:
    '<div class="demo-sticky"><div class="demo-bar bar"></div></div>' +
    '<div class="sections">' +
    '<div class="demo-screen"><p class="demo-label">Section 1</p><p class="demo-hint">Scroll a little and let go</p></div>' +
    '<div class="demo-screen"><p class="demo-label">Section 2</p></div>' +
    '<div class="demo-screen"><p class="demo-label">Section 3</p></div>' +
    '<div class="demo-screen"><p class="demo-label">Section 4</p></div>' +
    '</div>',
  create(gsap, box) {
    // #region code
    gsap.registerPlugin(ScrollTrigger);

    // a bar that fills as the box scrolls, snapping to the four sections
    const tl = gsap.timeline({
      scrollTrigger: {
        trigger: '.sections',
        scroller: box, // the scrolling element
        start: 'top top',
        end: 'bottom bottom',
        scrub: true,
        snap: {
          snapTo: 1 / 3, // progress 0, 1/3, 2/3 or 1: one section each
          duration: { min: 0.2, max: 0.6 },
          delay: 0.1, // after the scrolling stops for 0.1 s
          ease: 'power1.inOut',
        },
        markers: true,
      },
    });
    tl.fromTo('.bar',
      { scaleX: 0 },
      { scaleX: 1, transformOrigin: 'left center', ease: 'none' });
    // #endregion
    return tl;
  },
  expect: [{ selector: '.bar', property: 'scaleX', value: 1 }],
});
