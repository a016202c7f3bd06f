import { defineDemo, type Gsap } from './define-demo.ts';

interface HiddenTickOptions {
  interval?: number;
  lagThreshold?: number;
  adjustedLag?: number;
}

/** The helper of content/docs/v3/HelperFunctions/helpers/tickGSAPWhileHidden.md, typed; its state is per gsap. */
function withGsap(gsap: Gsap) {
  let timer: ReturnType<typeof setInterval> | undefined;
  let listener: (() => void) | undefined;

  return function tickGSAPWhileHidden(enable = true, { interval = 0.5, lagThreshold = 500, adjustedLag = 33 }: HiddenTickOptions = {}) {
    const update = () => {
      if (timer) {
        clearInterval(timer);
        timer = undefined;
        gsap.ticker.tick(); // visible again: catch up with real time while lag smoothing is still off
      }
      if (listener && document.hidden) {
        gsap.ticker.lagSmoothing(0);
        timer = setInterval(() => gsap.ticker.tick(), interval * 1000);
      } else {
        gsap.ticker.lagSmoothing(lagThreshold, adjustedLag);
      }
    };
    if (listener) document.removeEventListener('visibilitychange', listener);
    listener = enable ? update : undefined;
    if (listener) document.addEventListener('visibilitychange', listener);
    update();
    return () => tickGSAPWhileHidden(false, { interval, lagThreshold, adjustedLag });
  };
}

export default defineDemo({
  title: 'tickGSAPWhileHidden(): a 20-second tween keeps its pace while the tab is hidden',
  note: 'Press play, switch to another tab for a few seconds, then come back: the square is where 20 seconds of real time put it, and the count says how many ticks GSAP made while you were away.',
  stage:
    '<div class="demo-track"><div class="demo-box hidden-box"></div></div>' +
    '<p class="demo-label hidden-ticks" aria-live="polite">ticks while the tab was hidden: 0</p>',
  create(gsap, stage) {
    const tickGSAPWhileHidden = withGsap(gsap);
    const ticks = stage.querySelector('.hidden-ticks');
    let count = 0;
    const countHiddenTicks = () => {
      if (!document.hidden) return;
      count += 1;
      if (ticks) ticks.textContent = `ticks while the tab was hidden: ${count}`;
    };
    gsap.ticker.add(countHiddenTicks);

    // #region code
    const stop = tickGSAPWhileHidden(true); // from now on, a tick every 0.5 s while the tab is hidden

    const tween = gsap.to('.hidden-box', { x: 240, duration: 20, ease: 'none' });
    // #endregion

    // taken down with the demo: the page's gsap goes back to its usual ticking
    gsap.context(() => () => {
      stop();
      gsap.ticker.remove(countHiddenTicks);
    });
    return tween;
  },
  expect: [{ selector: '.hidden-box', property: 'x', value: 240 }],
});
