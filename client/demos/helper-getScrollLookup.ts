import { defineDemo } from './define-demo.ts';
import { ScrollTrigger } from 'gsap/ScrollTrigger';
import { ScrollToPlugin } from 'gsap/ScrollToPlugin';

export default defineDemo({
  title: 'getScrollLookup(): the timeline scrolls the box to a pinned section, then to the one after it',
  note: 'The second section is pinned for 300px of scrolling, so the third one starts 300px further down than its place in the layout says.',
  scroll: true,
  controls: 'time',
  stage:
    '<div class="demo-screen lookup-section"><p class="demo-label">Section 1</p><p class="demo-hint">The timeline scrolls this box to sections 2 and 3</p></div>' +
    '<div class="demo-screen lookup-section lookup-two"><p class="demo-label">Section 2, pinned for 300px</p><div class="demo-box lookup-spin"></div></div>' +
    '<div class="demo-screen lookup-section lookup-three"><p class="demo-label">Section 3</p></div>' +
    '<div class="demo-screen lookup-section"><p class="demo-label">Section 4</p></div>',
  create(gsap, box) {
    gsap.registerPlugin(ScrollTrigger, ScrollToPlugin);
    // #region setup
    // The helper of content/docs/v3/HelperFunctions/helpers/getScrollLookup.md: a function that
    // gives the scroll position at which each target's ScrollTrigger starts. options: start,
    // scroller, pinnedContainer, containerAnimation, as for a ScrollTrigger
    function getScrollLookup(targets = {}, options = {}) {
      const triggers = gsap.utils.toArray(targets)
        .filter((el) => el instanceof Element)
        .map((el) => ScrollTrigger.create({ start: 'top top', ...options, trigger: el, refreshPriority: -10 }));
      return (target = {}) => {
        const [el] = gsap.utils.toArray(target);
        const st = triggers.find((t) => t.trigger === el);
        if (!st) {
          console.warn('getScrollLookup: not one of its targets', target);
          return undefined;
        }
        const containerAnimation = st.vars.containerAnimation;
        const outer = containerAnimation?.scrollTrigger;
        if (!containerAnimation || !outer) return st.start;
        return outer.start + (st.start / containerAnimation.duration()) * (outer.end - outer.start);
      };
    }
    // #endregion


    // #region code
    // section 2 is pinned while its square turns
    gsap.to('.lookup-spin', {
      rotation: 360,
      ease: 'none',
      scrollTrigger: { trigger: '.lookup-two', scroller: box, pin: true, start: 'top top', end: '+=300', scrub: true },
    });

    // where the top of each section meets the top of the box
    const lookup = getScrollLookup('.lookup-section', { scroller: box, start: 'top top' });

    const tl = gsap.timeline({ defaults: { duration: 1.2, ease: 'power2.inOut' } });
    tl.to(box, { scrollTo: () => lookup('.lookup-two') }) // where its pin starts
      .to(box, { scrollTo: () => lookup('.lookup-three') }, '+=0.6'); // 300px lower than the layout says
    // #endregion
    return tl;
  },
  expect: [{ selector: ':scope', property: 'scrollTop', value: 876 }],
});
