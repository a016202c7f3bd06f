import { defineDemo } from './define-demo.ts';
import { ScrollTrigger } from 'gsap/ScrollTrigger';

// #region setup
// The helper of content/docs/v3/HelperFunctions/helpers/stopOverscroll.md: scrolling past the
// end of target (an element or its selector; anything else: the page) goes nowhere. Returns
// a function that undoes it. normalize: 'auto' (for touch browsers without overscroll-behavior),
// true or false
function stopOverscroll(target = {}, { normalize = 'auto' } = {}) {
  const root = document.documentElement;
  const element = typeof target === 'string' ? document.querySelector(target) : target;
  const isPage = !(element instanceof HTMLElement) || element === root || element === document.body;
  const scroller = element instanceof HTMLElement && !isPage ? element : root;
  const styled = isPage ? [root, document.body] : [scroller];

  const saved = styled.map((el) => el.style.overscrollBehavior);
  styled.forEach((el) => (el.style.overscrollBehavior = 'none'));

  const unsupported = !CSS.supports('overscroll-behavior', 'none');
  const normalizing = normalize === 'auto' ? unsupported && ScrollTrigger.isTouch : String(normalize) === 'true';
  const normalizer = normalizing ? ScrollTrigger.normalizeScroll(isPage ? true : { target: scroller }) : undefined;

  return () => {
    styled.forEach((el, i) => (el.style.overscrollBehavior = saved[i] ?? ''));
    if (normalizer) isPage ? ScrollTrigger.normalizeScroll(false) : normalizer.kill();
  };
}
// #endregion

export default defineDemo({
  title: 'stopOverscroll(box): at the end of the box, more scrolling does not move the page',
  note: 'Scroll this box to its end and keep going with the wheel or a finger: the page around it stays where it is.',
  scroll: true,
  stage:
    '<div class="demo-sticky"><div class="demo-bar overscroll-bar"></div></div>' +
    '<div class="demo-screen"><p class="demo-hint">Scroll to the end of this box, then keep scrolling</p></div>' +
    '<div class="demo-screen"><p class="demo-label">Still scrolling the box</p></div>' +
    '<div class="demo-screen"><p class="demo-label">The end of the box</p><p class="demo-hint">From here on, scrolling goes nowhere: the page does not take over</p></div>',
  create(gsap, box) {
    gsap.registerPlugin(ScrollTrigger);
    // #region code
    const undo = stopOverscroll(box); // overscroll-behavior: none, plus help for older iOS Safari

    // a bar that shows how far the box is scrolled
    const bar = gsap.fromTo('.overscroll-bar', { scaleX: 0 }, {
      scaleX: 1,
      transformOrigin: 'left center',
      ease: 'none',
      scrollTrigger: { scroller: box, start: 0, end: 'max', scrub: true },
    });
    // #endregion
    // taken down with the demo: a cleanup returned inside gsap.context() runs on revert()
    gsap.context(() => undo);
    return bar;
  },
  expect: [
    { selector: ':scope', property: 'overscrollBehaviorY', value: 'none' },
    { selector: '.overscroll-bar', property: 'scaleX', value: 1 },
  ],
});
