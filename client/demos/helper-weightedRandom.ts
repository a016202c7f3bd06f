import { defineDemo } from './define-demo.ts';

const letters = ['A', 'B', 'C', 'D', 'E'];
const column = (letter: string) => `<div class="demo-column"><div class="stack stack-${letter}"></div><span class="demo-label">${letter}</span></div>`;

export default defineDemo({
  title: 'weightedRandom with power1.in: 30 random picks from A to E pile up, most of them on the first letters',
  note: 'The picks are new each time the demo is shown.',
  stage: `<div class="demo-row">${letters.map(column).join('')}</div>`,
  create(gsap, stage) {
    // #region setup
    // The helper of content/docs/v3/HelperFunctions/helpers/weightedRandom.md: a function that
    // picks a random item, more often the ones where the ease spends its time
    function weightedRandom(items = [''], ease = 'none') {
      const curve = gsap.parseEase(ease);
      return () => {
        const position = curve(Math.random());
        const index = Math.floor(position * items.length);
        return items[gsap.utils.clamp(0, items.length - 1, index)];
      };
    }

    // the piles: 36px wide, stacking up from the bottom
    gsap.set('.stack', { display: 'flex', flexDirection: 'column-reverse', gap: 2, width: 36, height: 184 });
    // #endregion
    // #region code
    const pick = weightedRandom(['A', 'B', 'C', 'D', 'E'], 'power1.in'); // favours the first items

    const picks = Array.from({ length: 30 }, () => {
      const dot = document.createElement('div');
      dot.className = 'demo-box dot';
      stage.querySelector(`.stack-${pick()}`)?.append(dot); // one more on that letter's pile
      return dot;
    });
    gsap.set(picks, { width: 36, height: 6, borderWidth: 1 }); // each pick a thin bar

    const tween = gsap.from(picks, { y: -60, opacity: 0, duration: 0.3, stagger: 0.08, ease: 'power2.in' });
    // #endregion
    return tween;
  },
  expect: [
    { selector: '.dot', property: '@count', value: 30 },
    { selector: '.dot', property: 'opacity', value: 1 },
    { selector: '.dot', property: 'y', value: 0 },
  ],
});
