import { defineDemo } from './define-demo.ts';
import { ScrambleTextPlugin } from 'gsap-3.13/ScrambleTextPlugin';

const message = 'ACCESS GRANTED';

export default defineDemo({
  title: 'ScrambleText: random characters settle, left to right, into the new text',
  version: '3.13.0',
  stage: '<p class="demo-text demo-text--mono status">ACCESS LOCKED</p>',
  create(gsap) {
    // #region code
    gsap.registerPlugin(ScrambleTextPlugin);

    const tween = gsap.to('.status', {
      duration: 2,
      scrambleText: {
        text: 'ACCESS GRANTED',
        chars: 'upperCase', // what flickers while it changes
        revealDelay: 0.5, // scramble for half a second before the text shows
        speed: 0.4, // how often the random characters change
      },
    });
    // #endregion
    return tween;
  },
  expect: [{ selector: '.status', property: '@text', value: message }],
});
