import { defineDemo } from './define-demo.ts';

const bars = Array.from({ length: 9 }, (_, i) => `<rect class="demo-marker bar" x="${20 + i * 32}" y="20" width="20" height="120" rx="4"/>`).join('');

export default defineDemo({
  title: 'Equaliser: nine bars pulse out from the middle, four beats, then come to rest',
  stage: `<svg class="demo-svg" viewBox="0 0 320 150" aria-hidden="true">${bars}</svg>`,
  create(gsap) {
    // #region code
    const tl = gsap.timeline();
    tl.fromTo('.bar', { scaleY: 0.15 }, {
      scaleY: 1,
      transformOrigin: '50% 100%', // grow up from the floor
      duration: 0.4,
      ease: 'sine.inOut',
      stagger: {
        each: 0.06,
        from: 'center', // the middle bar first, then outwards
        repeat: 3, // each bar: up, down, up, down
        yoyo: true,
      },
    }).to('.bar', {
      // at rest: tallest in the middle, shorter towards the ends
      scaleY: gsap.utils.distribute({ base: 0.2, amount: 0.5, from: 'edges' }), // 0.2 at the ends, 0.7 in the middle
      duration: 0.5,
      ease: 'back.out(2)',
    });
    // #endregion
    return tl;
  },
  // at rest: the first bar is the shortest (the base), the middle one the tallest (base + amount)
  expect: [
    { selector: '.bar', property: 'scaleY', value: 0.2 },
    { selector: '.bar:nth-child(5)', property: 'scaleY', value: 0.7 },
  ],
});
