import { defineDemo, type Gsap } from './define-demo.ts';
import { SplitText } from 'gsap-3.13/SplitText';

/** The helper of content/docs/v3/HelperFunctions/helpers/nestedLinesSplit.md, typed, for the gsap the demo gets. */
function withGsap(gsap: Gsap) {
  const isInline = (el: Element | null) => !!el && getComputedStyle(el).display === 'inline';

  function cutAtLineBreaks(inline: Element): void {
    const starts: { node: Text; offset: number }[] = [];
    const walker = document.createTreeWalker(inline, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    let lastTop: number | null = null;
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        range.setStart(node, word.index!);
        range.setEnd(node, word.index! + word[0].length);
        const box = range.getBoundingClientRect();
        if (lastTop !== null && box.top > lastTop + box.height / 2) starts.push({ node, offset: word.index! });
        lastTop = box.top;
      }
    }
    for (const { node, offset } of starts.reverse()) {
      range.setStart(node, offset);
      range.setEnd(inline, inline.childNodes.length);
      const copy = inline.cloneNode(false) as Element;
      copy.removeAttribute('id');
      copy.append(range.extractContents());
      inline.after(copy);
    }
  }

  return function nestedLinesSplit(targets: gsap.DOMTarget, vars: SplitText.Vars = {}): SplitText {
    const elements = gsap.utils.toArray<HTMLElement>(targets);
    const originals = elements.map((el) => el.innerHTML);
    for (const el of elements) {
      const inlines = [...el.querySelectorAll('*')].filter(
        (child) => isInline(child) && !isInline(child.parentElement) && child.textContent?.trim(),
      );
      inlines.forEach(cutAtLineBreaks);
    }
    const split = new SplitText(elements, vars);
    const revertSplit = split.revert.bind(split);
    split.revert = () => {
      revertSplit();
      elements.forEach((el, i) => (el.innerHTML = originals[i]!));
    };
    return split;
  };
}

export default defineDemo({
  title: 'nestedLinesSplit: the highlighted phrase runs over a line break, and each line still slides in on its own',
  note: 'SplitText 3.13 (which this demo runs on) slices such elements itself; the helper is for 3.12. The <br>s fix the lines so the demo splits the same on every screen.',
  version: '3.13.0',
  // aria-hidden: the stage is a labelled picture; SplitText 3.13 labels the text it splits, which a <p> may not carry
  stage:
    '<p class="demo-text verse" aria-hidden="true">Lines slide in one by one,<br>even where <strong class="mark">a highlighted<br>phrase</strong> runs on<br>to the next line.</p>',
  create(gsap, stage) {
    const nestedLinesSplit = withGsap(gsap);
    gsap.registerPlugin(SplitText);
    // #region code
    const split = nestedLinesSplit(stage.querySelector('.verse'), { type: 'lines', linesClass: 'line' });

    // the <strong> is now two elements, one in each line it touched
    const tl = gsap.timeline();
    tl.from(split.lines, { x: -40, opacity: 0, duration: 0.6, ease: 'power2.out', stagger: 0.25 });
    // split.revert() puts the original markup back (here, when the demo is removed)
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.line', property: '@count', value: 4 },
    { selector: '.mark', property: '@count', value: 2 },
    { selector: '.line', property: 'opacity', value: 1 },
    { selector: '.line:last-child', property: 'x', value: 0 },
  ],
});
