import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'killChildTweensOf(): stop every tween on the elements inside a panel, and only those',
  note: 'The two squares are inside the panel, the circle is outside it. Start the tweens, then kill the panel\'s: the circle goes on.',
  controls: 'none',
  stage:
    '<div class="kill-panel">' +
    '<p class="demo-label">the panel</p>' +
    '<div class="demo-track"><div class="demo-box kill-one"></div></div>' +
    '<div class="demo-track"><div class="demo-box demo-box--b kill-two"></div></div>' +
    '</div>' +
    '<div class="demo-track"><div class="demo-circle kill-out"></div></div>' +
    '<div class="demo-buttons">' +
    '<button type="button" class="demo-button kill-stop">Kill the panel\'s tweens</button>' +
    '<button type="button" class="demo-button kill-start">Start the tweens</button>' +
    '</div>',
  create(gsap, stage) {
    // #region setup
    // The helper of content/docs/v3/HelperFunctions/helpers/killChildTweensOf.md: kills the
    // tweens of every element inside parent (complete: true jumps them to their end first)
    function killChildTweensOf(parent = {}, complete = false) {
      const parents = gsap.utils.toArray(parent).filter((p) => p instanceof Element);

      gsap.globalTimeline.getChildren(true, true, false).forEach((tween) => {
        if (!(tween instanceof gsap.core.Tween)) return;
        const targets = tween.targets();
        const inside = targets.filter((t) => t instanceof Element && parents.some((p) => p !== t && p.contains(t)));
        if (!inside.length) return;
        if (inside.length === targets.length) {
          if (complete) tween.totalProgress(1);
          tween.kill();
        } else {
          tween.kill(inside);
        }
      });
    }

    // the demo's layout: the panel as wide as the stage, with a dashed outline
    gsap.set('.kill-panel', { alignSelf: 'stretch', outline: '2px dashed', outlineOffset: 4, borderRadius: 4 });
    // #endregion

    // #region code
    const panel = stage.querySelector('.kill-panel');
    const shapes = stage.querySelectorAll('.kill-one, .kill-two, .kill-out');

    stage.querySelector('.kill-start')?.addEventListener('click', () => {
      // one tween for all three shapes
      gsap.fromTo(shapes, { x: 0 }, { x: 240, duration: 3, ease: 'none', overwrite: true });
    });

    stage.querySelector('.kill-stop')?.addEventListener('click', () => {
      if (panel) killChildTweensOf(panel); // the squares stop where they are; the tween goes on for the circle
    });
    // #endregion
  },
  // after "Start the tweens" (the last button), nothing is killed: all three arrive
  expect: [
    { selector: '.kill-one', property: 'x', value: 240 },
    { selector: '.kill-out', property: 'x', value: 240 },
  ],
});
