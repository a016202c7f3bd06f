import { defineDemo } from './define-demo.ts';
import { SplitText } from 'gsap-3.13/SplitText';

export default defineDemo({
  title: 'SplitText: the heading is cut into lines, words and characters; the characters rise in one by one',
  note: 'SplitText was rewritten for GSAP 3.13; this demo keeps to what both versions have: type, the class options, the arrays and revert().',
  version: '3.13.0',
  // aria-hidden: the stage is a labelled picture; SplitText 3.13 labels the text it splits, which a <p> may not carry
  stage: '<p class="demo-text headline" aria-hidden="true">Split into lines,<br>words and<br>characters</p>',
  create(gsap) {
    // #region code
    gsap.registerPlugin(SplitText);

    const split = new SplitText('.headline', {
      type: 'lines,words,chars', // lines hold words, words hold characters
      linesClass: 'line',
      wordsClass: 'word',
      charsClass: 'char',
    });

    const tl = gsap.timeline();
    tl.from(split.chars, {
      y: 24,
      opacity: 0,
      duration: 0.5,
      ease: 'back.out(2)',
      stagger: 0.04, // one character after another
    }).from(split.lines, { x: -16, duration: 1, ease: 'power2.out', stagger: 0.3 }, 0);
    // split.revert() puts the original text back (here, when the demo is removed)
    // #endregion
    return tl;
  },
  // "Split into lines, / words and / characters": 3 lines, 6 words, 33 characters (spaces aren't split)
  expect: [
    { selector: '.line', property: '@count', value: 3 },
    { selector: '.word', property: '@count', value: 6 },
    { selector: '.char', property: '@count', value: 33 },
    { selector: '.char', property: 'opacity', value: 1 },
    { selector: '.char', property: 'y', value: 0 },
  ],
});
