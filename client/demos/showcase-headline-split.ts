import { defineDemo } from './define-demo.ts';
import { SplitText } from 'gsap-3.13/SplitText';

export default defineDemo({
  title: 'Headline: the words rise into place letter by letter, then a line underscores them',
  note: 'SplitText was rewritten for GSAP 3.13; this demo keeps to what both versions have: type, the class options, the arrays and revert().',
  version: '3.13.0',
  // aria-hidden: the stage is a labelled picture; SplitText 3.13 labels the text it splits, which a <p> may not carry
  stage: '<p class="demo-text sc-headline headline" aria-hidden="true">Make every word arrive</p><div class="sc-underline rule"></div>',
  create(gsap) {
    // #region code
    gsap.registerPlugin(SplitText);

    const split = new SplitText('.headline', { type: 'words,chars', wordsClass: 'word', charsClass: 'char' });

    const tl = gsap.timeline();
    tl.from(split.chars, {
      y: 40,
      rotation: 12,
      opacity: 0,
      duration: 0.6,
      ease: 'power3.out',
      stagger: 0.03, // letter after letter
    }).fromTo('.rule', { scaleX: 0 }, { scaleX: 1, transformOrigin: 'left center', duration: 0.6, ease: 'power2.inOut' }, '-=0.2');
    // split.revert() puts the original text back (here, when the demo is removed)
    // #endregion
    return tl;
  },
  // "Make every word arrive": 4 words, 19 characters (spaces aren't split)
  expect: [
    { selector: '.word', property: '@count', value: 4 },
    { selector: '.char', property: '@count', value: 19 },
    { selector: '.char', property: 'opacity', value: 1 },
    { selector: '.char', property: 'y', value: 0 },
    { selector: '.rule', property: 'scaleX', value: 1 },
  ],
});
