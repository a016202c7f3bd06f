import { defineDemo } from './define-demo.ts';
import { TextPlugin } from 'gsap/TextPlugin';

const message = 'Build something that moves.';

export default defineDemo({
  title: 'TextPlugin as a typewriter: the sentence appears one letter at a time',
  stage: '<p class="demo-text demo-text--mono"><span class="demo-caret typed"></span></p>',
  create(gsap) {
    // #region code
    gsap.registerPlugin(TextPlugin);

    // "none": the same time for every letter, like typing
    const tween = gsap.to('.typed', {
      text: 'Build something that moves.',
      duration: 2.5,
      ease: 'none',
    });
    // #endregion
    return tween;
  },
  expect: [{ selector: '.typed', property: '@text', value: message }],
});
