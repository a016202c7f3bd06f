import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'trackDirection(): the label follows the way the playhead moves, forward or back',
  note: 'The tween goes out and back (yoyo). Drag the progress slider back and forth too: the label follows the slider.',
  stage:
    '<div class="demo-track"><div class="demo-box direction-box"></div></div>' +
    '<p class="demo-text direction-label">→ forward (1)</p>',
  create(gsap, stage) {
    // #region setup
    // The helper of content/docs/v3/HelperFunctions/helpers/trackDirection.md: gives the
    // animation a direction property (1 forward, -1 backward) kept up to date as it plays,
    // and calls onChange(direction, animation) each time it turns
    function trackDirection(animation = gsap.getById(''), onChange = (direction = 1, tracked = {}) => {}) {
      if (!animation) return undefined;
      const tracked = Object.assign(animation, { direction: animation.reversed() ? -1 : 1 });
      const original = animation.eventCallback('onUpdate');
      let last = animation.totalTime();
      animation.eventCallback('onUpdate', (...args) => {
        const now = tracked.totalTime();
        if (now !== last) {
          // in the backward half of a yoyo, time runs back while totalTime goes on
          const backwardCycle = tracked.yoyo() && tracked.iteration() % 2 === 0;
          const forward = now > last ? !backwardCycle : backwardCycle;
          last = now;
          const direction = forward ? 1 : -1;
          if (direction !== tracked.direction) {
            tracked.direction = direction;
            onChange(direction, tracked);
          }
        }
        original?.apply(tracked, args);
      });
      return tracked;
    }
    // #endregion

    // #region code
    const label = stage.querySelector('.direction-label');
    const tween = gsap.to('.direction-box', { x: 240, duration: 1.5, repeat: 1, yoyo: true, ease: 'power1.inOut' });

    trackDirection(tween, (direction) => {
      if (label) label.textContent = direction === 1 ? '→ forward (1)' : '← backward (-1)';
    });
    // tween.direction is 1 or -1 at any time
    // #endregion
    return tween;
  },
  // at the end of the yoyo the box is back at the start, and the last move was backward
  expect: [
    { selector: '.direction-box', property: 'x', value: 0 },
    { selector: '.direction-label', property: '@text', value: '← backward (-1)' },
  ],
});
