import { defineDemo } from './define-demo.ts';
import { ScrollTrigger } from 'gsap/ScrollTrigger';

export default defineDemo({
  title: 'toggleActions: what each box does on enter, leave, enter back and leave back',
  scroll: true,
  stage:
    '<div class="demo-screen"><p class="demo-hint">Scroll down past the boxes, then back up</p></div>' +
    '<div class="demo-section"><p class="demo-label">"play none none reverse"</p><div class="demo-track"><div class="demo-box a"></div></div></div>' +
    '<div class="demo-section"><p class="demo-label">"restart pause resume reset"</p><div class="demo-track"><div class="demo-box demo-box--b b"></div></div></div>' +
    '<div class="demo-screen"><p class="demo-hint">Now scroll back up</p></div>',
  create(gsap, box) {
    // #region code
    gsap.registerPlugin(ScrollTrigger);

    // toggleActions: onEnter onLeave onEnterBack onLeaveBack
    gsap.to('.a', {
      x: 240,
      rotation: 360,
      duration: 1,
      scrollTrigger: {
        trigger: '.a',
        scroller: box, // the scrolling element
        start: 'top 75%',
        end: 'bottom 25%',
        toggleActions: 'play none none reverse',
        markers: true,
      },
    });
    gsap.to('.b', {
      x: 240,
      rotation: 360,
      duration: 2,
      scrollTrigger: {
        trigger: '.b',
        scroller: box,
        start: 'top 75%',
        end: 'bottom 25%',
        toggleActions: 'restart pause resume reset',
        markers: { indent: 150 }, // markers moved aside, clear of the first pair
      },
    });
    // #endregion
  },
  expect: [
    { selector: '.a', property: 'x', value: 240 },
    { selector: '.a', property: 'rotation', value: 360 },
  ],
});
