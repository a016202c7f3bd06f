import { defineDemo } from './define-demo.ts';
import { ScrollTrigger } from 'gsap/ScrollTrigger';

export default defineDemo({
  title: 'scrub: true: the timeline follows the scroll of the box, forwards and backwards',
  scroll: true,
  stage:
    '<div class="demo-screen"><p class="demo-hint">Scroll down in this box (or press Scroll through)</p></div>' +
    '<div class="demo-section scene"><div class="demo-track"><div class="demo-box box"></div></div><div class="demo-track"><div class="demo-circle circle"></div></div></div>' +
    '<div class="demo-screen"><p class="demo-hint">Scroll back up: it plays in reverse</p></div>',
  create(gsap, box) {
    // #region code
    gsap.registerPlugin(ScrollTrigger);

    // box: the element that scrolls (overflow-y: auto)
    const tl = gsap.timeline({
      scrollTrigger: {
        trigger: '.scene',
        scroller: box,
        start: 'top 80%', // when the scene's top is 80% down the box…
        end: 'bottom 20%', // …until its bottom is 20% down
        scrub: true, // progress = how far between start and end
        markers: true,
      },
    });
    tl.to('.box', { x: 240, rotation: 360, ease: 'none' })
      .to('.circle', { x: 240, ease: 'none' });
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.box', property: 'x', value: 240 },
    { selector: '.box', property: 'rotation', value: 360 },
    { selector: '.circle', property: 'x', value: 240 },
  ],
});
