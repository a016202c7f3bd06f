import { defineDemo, type Gsap } from './define-demo.ts';
import { ScrollTrigger } from 'gsap/ScrollTrigger';

/** The helper of content/docs/v3/HelperFunctions/helpers/stopOverscroll.md, typed. */
function stopOverscroll(target?: Window | Element | string | null, { normalize = 'auto' }: { normalize?: boolean | 'auto' } = {}) {
  const root = document.documentElement;
  const element = typeof target === 'string' ? document.querySelector(target) : target;
  const isPage = !element || element === window || element === root || element === document.body;
  const scroller = isPage ? root : (element as HTMLElement);
  const styled: HTMLElement[] = isPage ? [root, document.body] : [scroller];

  const saved = styled.map((el) => el.style.overscrollBehavior);
  styled.forEach((el) => (el.style.overscrollBehavior = 'none'));

  const unsupported = !CSS.supports('overscroll-behavior', 'none');
  let normalizer: ReturnType<typeof ScrollTrigger.normalizeScroll>;
  if (normalize === true || (normalize === 'auto' && unsupported && ScrollTrigger.isTouch)) {
    normalizer = ScrollTrigger.normalizeScroll(isPage ? true : { target: scroller });
  }

  return () => {
    styled.forEach((el, i) => (el.style.overscrollBehavior = saved[i] ?? ''));
    if (normalizer) isPage ? ScrollTrigger.normalizeScroll(false) : normalizer.kill();
  };
}

export default defineDemo({
  title: 'stopOverscroll(box): at the end of the box, more scrolling does not move the page',
  note: 'Scroll this box to its end and keep going with the wheel or a finger: the page around it stays where it is.',
  scroll: true,
  stage:
    '<div class="demo-sticky"><div class="demo-bar overscroll-bar"></div></div>' +
    '<div class="demo-screen"><p class="demo-hint">Scroll to the end of this box, then keep scrolling</p></div>' +
    '<div class="demo-screen"><p class="demo-label">Still scrolling the box</p></div>' +
    '<div class="demo-screen"><p class="demo-label">The end of the box</p><p class="demo-hint">From here on, scrolling goes nowhere: the page does not take over</p></div>',
  create(gsap: Gsap, box) {
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
