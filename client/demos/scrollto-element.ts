import { defineDemo } from './define-demo.ts';
import { ScrollToPlugin } from 'gsap/ScrollToPlugin';

const section = (n: number) => `<div class="demo-screen section"><p class="demo-label">Section ${n}</p></div>`;

export default defineDemo({
  title: 'scrollTo an element inside a scrolling box: section 3, back to 2, then 4',
  scroll: true,
  controls: 'time',
  stage: section(1) + section(2) + section(3) + section(4),
  create(gsap, box) {
    // #region code
    gsap.registerPlugin(ScrollToPlugin);

    const [, second, third, fourth] = box.querySelectorAll('.section');

    // the tweens scroll the box (the element with overflow: auto), not the window
    const tl = gsap.timeline({ defaults: { duration: 1, ease: 'power2.inOut' } });
    // offsetY: stop 24px above section 3's top
    tl.to(box, { scrollTo: { y: third, offsetY: 24 } })
      .to(box, { scrollTo: { y: second } }, '+=0.5')
      .to(box, { scrollTo: { y: fourth, offsetY: 24 } }, '+=0.5');
    // #endregion
    return tl;
  },
  // Section 4 starts 3 screens (3 × 18rem) down the box: 864px, less the 24px offset.
  expect: [{ selector: ':scope', property: 'scrollTop', value: 840 }],
});
