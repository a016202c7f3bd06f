import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'getNestedLabelTime(): the main timeline plays up to a label inside its second nested timeline',
  note: 'The label "violetLanded" belongs to the second nested timeline; the main timeline has no labels of its own. The steps after the label do not play.',
  stage:
    '<div class="demo-track"><div class="demo-box nested-green"></div></div>' +
    '<div class="demo-track"><div class="demo-box demo-box--b nested-violet"></div></div>' +
    '<div class="demo-track"><div class="demo-box demo-box--c nested-orange"></div></div>',
  create(gsap) {
    // #region setup
    // The helper of content/docs/v3/HelperFunctions/helpers/getNestedLabelTime.md: the time of
    // a label in the timeline, or in any timeline nested in it, on the timeline's own clock
    function getNestedLabelTime(timeline = gsap.timeline(), label = '') {
      // depth first, in order; toOuter turns a time of that timeline into one of the outer timeline
      const stack = [{ tl: timeline, toOuter: (t = 0) => t }];
      for (let entry = stack.pop(); entry; entry = stack.pop()) {
        const { tl, toOuter } = entry;
        const time = tl.labels[label];
        if (time !== undefined) return toOuter(time);
        const children = tl.getChildren(false, false, true).filter((c) => c instanceof gsap.core.Timeline);
        for (const child of children.reverse()) {
          stack.push({ tl: child, toOuter: (t = 0) => toOuter(child.startTime() + t / child.timeScale()) });
        }
      }
      return undefined;
    }
    // #endregion
    // #region code
    function first() {
      return gsap.timeline()
        .to('.nested-green', { x: 240, duration: 1 })
        .addLabel('greenLanded');
    }
    function second() {
      return gsap.timeline()
        .to('.nested-violet', { x: 240, duration: 1 })
        .addLabel('violetLanded')
        .to('.nested-violet', { rotation: 180, duration: 0.6 })
        .to('.nested-orange', { x: 240, duration: 1 });
    }

    const main = gsap.timeline({ paused: true });
    main.add(first()).add(second(), '+=0.3');

    const time = getNestedLabelTime(main, 'violetLanded'); // 1 + 0.3 + 1 = 2.3
    const toLabel = main.tweenFromTo(0, time ?? 0);
    // #endregion
    return toLabel;
  },
  // at the label: the violet box has landed, its turn and the orange box's move have not begun
  expect: [
    { selector: '.nested-violet', property: 'x', value: 240 },
    { selector: '.nested-violet', property: 'rotation', value: 0 },
    { selector: '.nested-orange', property: 'x', value: 0 },
  ],
});
