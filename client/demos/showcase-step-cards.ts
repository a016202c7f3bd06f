import { defineDemo } from './define-demo.ts';
import { ScrollTrigger } from 'gsap/ScrollTrigger';

const step = (n: number, text: string) => `<div class="demo-section"><p class="sc-step step-${n}"><span class="demo-label">Step ${n}</span> ${text}</p></div>`;

export default defineDemo({
  title: 'Steps that arrive as you read: each card slides in when it enters the box, and the bar shows how far you are',
  scroll: true,
  stage:
    '<div class="demo-sticky"><div class="demo-bar reading"></div></div>' +
    '<div class="demo-screen"><p class="demo-hint">Scroll down in this box: four steps to a finished recipe</p></div>' +
    step(1, 'Warm the pan while you chop.') +
    step(2, 'Soften the onions, slowly.') +
    step(3, 'Add the rest and let it bubble.') +
    step(4, 'Taste, season, serve.') +
    '<div class="demo-screen"><p class="demo-hint">That is the whole recipe</p></div>',
  create(gsap, box) {
    // #region code
    gsap.registerPlugin(ScrollTrigger);

    // the reading bar follows the whole box's scroll, top to bottom
    const bar = gsap.fromTo('.reading', { scaleX: 0 }, {
      scaleX: 1,
      transformOrigin: 'left center',
      ease: 'none',
      scrollTrigger: { scroller: box, start: 0, end: 'max', scrub: true },
    });

    // each card plays once when its top is 85% of the way down the box,
    // and goes back if you scroll up past it again
    box.querySelectorAll('.sc-step').forEach((card) => {
      gsap.from(card, {
        x: -40,
        opacity: 0,
        duration: 0.6,
        ease: 'power2.out',
        scrollTrigger: { trigger: card, scroller: box, start: 'top 85%', toggleActions: 'play none none reverse' },
      });
    });
    // #endregion
    return bar;
  },
  expect: [
    { selector: '.reading', property: 'scaleX', value: 1 },
    { selector: '.step-4', property: 'opacity', value: 1 },
    { selector: '.step-4', property: 'x', value: 0 },
  ],
});
