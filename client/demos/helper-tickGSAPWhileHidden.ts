import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'tickGSAPWhileHidden(): a 20-second tween keeps its pace while the tab is hidden',
  note: 'Press play, switch to another tab for a few seconds, then come back: the square is where 20 seconds of real time put it, and the count says how many ticks GSAP made while you were away.',
  stage:
    '<div class="demo-track"><div class="demo-box hidden-box"></div></div>' +
    '<p class="demo-label hidden-ticks" aria-live="polite">ticks while the tab was hidden: 0</p>',
  create(gsap, stage) {
    // #region setup
    // The helper of content/docs/v3/HelperFunctions/helpers/tickGSAPWhileHidden.md: while the
    // page is hidden (browsers stop requestAnimationFrame there), GSAP ticks every interval
    // seconds; tickGSAPWhileHidden(false) or the function it returns stops that
    let timer = 0; // the interval that ticks while the page is hidden (0: none)
    let listener = () => {}; // the visibilitychange listener of the last call

    function tickGSAPWhileHidden(enable = true, { interval = 0.5, lagThreshold = 500, adjustedLag = 33 } = {}) {
      const update = () => {
        if (timer) {
          clearInterval(timer);
          timer = 0;
          gsap.ticker.tick(); // visible again: catch up with real time while lag smoothing is still off
        }
        if (enable && document.hidden) {
          gsap.ticker.lagSmoothing(0);
          timer = window.setInterval(() => gsap.ticker.tick(), interval * 1000);
        } else {
          gsap.ticker.lagSmoothing(lagThreshold, adjustedLag);
        }
      };
      document.removeEventListener('visibilitychange', listener);
      listener = update;
      if (enable) document.addEventListener('visibilitychange', listener);
      update();
      return () => {
        tickGSAPWhileHidden(false, { interval, lagThreshold, adjustedLag });
      };
    }

    // the demo's count of the ticks made while the page was hidden
    const ticks = stage.querySelector('.hidden-ticks');
    let count = 0;
    const countHiddenTicks = () => {
      if (!document.hidden) return;
      count += 1;
      if (ticks) ticks.textContent = `ticks while the tab was hidden: ${count}`;
    };
    gsap.ticker.add(countHiddenTicks);

    // taken down with the demo: the page's gsap goes back to its usual ticking (a cleanup
    // returned inside gsap.context() runs on revert(), long after the code below made stop)
    gsap.context(() => () => {
      stop();
      gsap.ticker.remove(countHiddenTicks);
    });
    // #endregion

    // #region code
    const stop = tickGSAPWhileHidden(true); // from now on, a tick every 0.5 s while the tab is hidden

    const tween = gsap.to('.hidden-box', { x: 240, duration: 20, ease: 'none' });
    // #endregion
    return tween;
  },
  expect: [{ selector: '.hidden-box', property: 'x', value: 240 }],
});
