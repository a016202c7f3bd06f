import { defineDemo } from './define-demo.ts';
import { ScrollTrigger } from 'gsap/ScrollTrigger';

export default defineDemo({
  title: 'Sunrise: scroll the box and the scene holds still while the sun comes up over the hills',
  scroll: true,
  stage:
    '<div class="demo-screen"><p class="demo-hint">Scroll down in this box: the next scene stops and the day begins</p></div>' +
    '<div class="demo-screen sunrise">' +
    '<svg class="sc-scene" viewBox="0 0 320 180" aria-hidden="true">' +
    '<rect class="sc-sky sc-sky--night" width="320" height="180"/>' +
    '<rect class="sc-sky sc-sky--day day" width="320" height="180"/>' +
    '<circle class="sc-sun sun" cx="160" cy="150" r="26"/>' +
    '<path class="sc-hill sc-hill--far far" d="M0,130 C60,90 110,100 160,120 S260,90 320,110 V180 H0 Z"/>' +
    '<path class="sc-hill sc-hill--near near" d="M0,150 C50,125 120,135 170,150 S270,130 320,145 V180 H0 Z"/>' +
    '</svg>' +
    '<p class="demo-label">held for 600px of scrolling</p></div>' +
    '<div class="demo-screen"><p class="demo-hint">The scene lets go and scrolls away</p></div>',
  create(gsap, box) {
    // #region code
    gsap.registerPlugin(ScrollTrigger);

    const tl = gsap.timeline({
      defaults: { ease: 'none' }, // a scrubbed scene maps scroll to time one to one
      scrollTrigger: {
        trigger: '.sunrise',
        scroller: box, // the scrolling element
        pin: true, // the scene holds still…
        start: 'top top',
        end: '+=600', // …for 600px of scrolling
        scrub: 1, // and catches up with the scroll in a second
      },
    });
    tl.to('.sun', { y: -100 }) // the sun climbs…
      .to('.day', { opacity: 1 }, 0) // …the sky lightens…
      .to('.far', { y: -12 }, 0) // …and the hills part a little:
      .to('.near', { y: 10 }, 0); // the far ones rise, the near ones sink
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.sun', property: 'y', value: -100 },
    { selector: '.day', property: 'opacity', value: 1 },
    { selector: '.near', property: 'y', value: 10 },
  ],
});
