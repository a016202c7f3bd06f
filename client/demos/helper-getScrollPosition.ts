import { defineDemo } from './define-demo.ts';
import { ScrollTrigger } from 'gsap/ScrollTrigger';
import { ScrollToPlugin } from 'gsap/ScrollToPlugin';

export default defineDemo({
  title: 'getScrollPosition(): the timeline scrolls the box to where one step of a scrubbed timeline is half done, then to its end',
  note: 'The middle section is pinned for 600px while a scrubbed timeline runs three steps: the square rises, the violet square turns, the orange one grows.',
  scroll: true,
  controls: 'time',
  stage:
    '<div class="demo-screen"><p class="demo-hint">The timeline scrolls this box to two moments of the steps below</p></div>' +
    '<div class="demo-screen position-scene">' +
    '<div class="demo-row"><div class="demo-box position-rise"></div><div class="demo-box demo-box--b position-spin"></div><div class="demo-box demo-box--c position-grow"></div></div>' +
    '<p class="demo-label">pinned for 600px</p>' +
    '</div>' +
    '<div class="demo-screen"><p class="demo-hint">After the pin</p></div>',
  create(gsap, box) {
    gsap.registerPlugin(ScrollTrigger, ScrollToPlugin);
    // #region setup
    // The helper of content/docs/v3/HelperFunctions/helpers/getScrollPosition.md: the scroll
    // position at which an animation (or one nested in a ScrollTrigger's timeline) is at progress
    // (animation: a tween or a timeline)
    function getScrollPosition(animation = gsap.getById(''), progress = 0) {
      if (!animation) return undefined;
      let time = gsap.utils.clamp(0, 1, progress) * animation.totalDuration();
      let owner = animation;
      // up the nesting to the timeline a ScrollTrigger drives, time on each parent's clock
      while (!owner.scrollTrigger && owner.parent) {
        time = owner.startTime() + time / owner.timeScale();
        owner = owner.parent;
      }
      const st = owner.scrollTrigger;
      if (!st) {
        console.warn('getScrollPosition: no ScrollTrigger drives this animation', animation);
        return undefined;
      }
      const ratio = owner.totalDuration() ? time / owner.totalDuration() : 0;
      let position = st.start + (st.end - st.start) * ratio;
      const container = st.vars.containerAnimation;
      if (container && container.scrollTrigger) {
        const outer = container.scrollTrigger;
        position = outer.start + (position / container.duration()) * (outer.end - outer.start);
      }
      return position;
    }
    // #endregion


    // #region code
    const rise = gsap.to('.position-rise', { y: -50 });
    const spin = gsap.to('.position-spin', { rotation: 360 });
    const grow = gsap.to('.position-grow', { scale: 1.5 });

    gsap.timeline({
      scrollTrigger: { trigger: '.position-scene', scroller: box, pin: true, start: 'top top', end: '+=600', scrub: true },
    }).add(rise).add(spin).add(grow);

    const tour = gsap.timeline({ defaults: { duration: 1.2, ease: 'power2.inOut' } });
    tour.to(box, { scrollTo: () => getScrollPosition(spin, 0.5) }) // the turn half done
      .to(box, { scrollTo: () => getScrollPosition(grow, 1) }, '+=0.6'); // the last step done
    // #endregion
    return tour;
  },
  // the pin starts at 288px (one screen down); spin is half done at half of its 600px, grow ends at the end
  expect: [{ selector: ':scope', property: 'scrollTop', value: 888 }],
});
