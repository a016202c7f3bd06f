import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'progressiveBuild(): each step is built when the one before it has ended, so it can measure where things are',
  note: 'Each press sends the green square somewhere else; the circle and the violet square, built later, follow it there.',
  controls: 'none',
  stage:
    '<div class="demo-track"><div class="demo-box build-lead"></div></div>' +
    '<div class="demo-track"><div class="demo-circle build-follow"></div></div>' +
    '<div class="demo-track"><div class="demo-box demo-box--b build-last"></div></div>' +
    '<div class="demo-buttons"><button type="button" class="demo-button build-run">Run the steps</button></div>',
  create(gsap, stage) {
    // #region setup
    // The helper of content/docs/v3/HelperFunctions/helpers/progressiveBuild.md: one timeline
    // of steps (functions that return an animation), each called when the one before has ended
    // @ts-expect-error: the rest parameter is plain JavaScript (untyped), as the reader copies it
    function progressiveBuild(...steps) {
      const tl = gsap.timeline();
      let built = 0;
      const build = (position = 0) => {
        while (built < steps.length) {
          const animation = steps[built++]();
          if (animation) tl.add(animation, position);
          const end = tl.duration();
          if (end > position) {
            if (built < steps.length) {
              const waitingFor = built;
              tl.call(() => {
                if (built === waitingFor) build(end);
              }, undefined, end);
            }
            return;
          }
        }
      };
      build(0);
      return tl;
    }
    // #endregion

    // #region code
    const lead = stage.querySelector('.build-lead');
    const follow = stage.querySelector('.build-follow');
    const last = stage.querySelector('.build-last');
    const spots = [200, 80, 160, 240, 40];
    let presses = 0;
    let tl = gsap.timeline(); // the steps of the last press (none yet)

    stage.querySelector('.build-run')?.addEventListener('click', () => {
      tl.kill();
      const spot = spots[presses++ % spots.length];
      tl = progressiveBuild(
        () => gsap.to(lead, { x: spot, duration: 0.6 }),
        // built once the square has landed: gsap.getProperty() reads where it is now
        () => gsap.to(follow, { x: gsap.getProperty(lead, 'x'), duration: 0.6 }),
        () => gsap.to(last, { x: gsap.getProperty(follow, 'x'), rotation: '+=90', duration: 0.6 }),
      );
    });
    // #endregion
  },
  // after one press: all three at the first spot
  expect: [
    { selector: '.build-lead', property: 'x', value: 200 },
    { selector: '.build-follow', property: 'x', value: 200 },
    { selector: '.build-last', property: 'x', value: 200 },
  ],
});
