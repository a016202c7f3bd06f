import { defineDemo } from './define-demo.ts';
import { ScrollTrigger } from 'gsap/ScrollTrigger';

export default defineDemo({
  title: 'pin: true holds a section in place in the box while its timeline is scrubbed',
  scroll: true,
  stage:
    '<div class="demo-screen"><p class="demo-hint">Scroll down: the next section stops and plays</p></div>' +
    '<div class="demo-screen panel"><div class="demo-row"><div class="demo-box one"></div><div class="demo-box demo-box--b two"></div><div class="demo-box demo-box--c three"></div></div><p class="demo-label">pinned for 600px of scrolling</p></div>' +
    '<div class="demo-screen"><p class="demo-hint">Unpinned: it scrolls away with the rest</p></div>',
  create(gsap, box) {
    // #region code
    gsap.registerPlugin(ScrollTrigger);

    const tl = gsap.timeline({
      scrollTrigger: {
        trigger: '.panel',
        scroller: box, // the scrolling element
        pin: true, // hold .panel in place…
        start: 'top top', // …from when its top reaches the box's top…
        end: '+=600', // …for 600px of scrolling
        scrub: 1, // the timeline catches up with the scroll in 1 second
        markers: true,
      },
    });
    tl.to('.one', { y: -60 })
      .to('.two', { rotation: 360 })
      .to('.three', { scale: 1.6 });
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.one', property: 'y', value: -60 },
    { selector: '.two', property: 'rotation', value: 360 },
    { selector: '.three', property: 'scale', value: 1.6 },
  ],
});
