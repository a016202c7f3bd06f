import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'The same setup run twice: without cleanup the from() tween is stuck (top); reverted in between, it plays (bottom)',
  note: 'A component that mounts again (Strict Mode, hot reloading, a route visited twice) runs its setup again. Top lane: nothing was undone between the runs. Bottom lane: the first run was reverted.',
  stage:
    '<div class="demo-track"><div class="demo-box demo-box--c leaky"></div></div>' +
    '<div class="demo-track"><div class="demo-box tidy"></div></div>',
  create(gsap) {
    // #region code
    const tl = gsap.timeline();

    // No cleanup: the setup runs twice. The second from() takes
    // x: 240, where the first one put the box, as its end value.
    tl.from('.leaky', { x: 240, duration: 1.5 }, 0);
    tl.from('.leaky', { x: 240, duration: 1.5 }, 0);

    // With cleanup: the first run lives in a context that is
    // reverted (the box goes back to x: 0) before the second run.
    const firstRun = gsap.context(() => {
      tl.from('.tidy', { x: 240, duration: 1.5 }, 0);
    });
    firstRun.revert(); // what onUnmounted / onDestroy / ngOnDestroy should do

    gsap.context(() => {
      tl.from('.tidy', { x: 240, duration: 1.5 }, 0);
    });
    // #endregion
    // The tweens read their end values on their first render. Render them at time 0 now, not at
    // whatever time the first frame after "play" lands on, so that the top lane's second tween
    // reads exactly x: 240 (on a page it would read a value a frame's movement away from it).
    tl.render(0, true, true);
    return tl;
  },
  expect: [
    { selector: '.leaky', property: 'x', value: 240 },
    { selector: '.tidy', property: 'x', value: 0 },
  ],
});
