import { defineDemo } from './define-demo.ts';
import { SplitText } from 'gsap-3.13/SplitText';

export default defineDemo({
  title: 'nestedLinesSplit: the highlighted phrase runs over a line break, and each line still slides in on its own',
  note: 'SplitText 3.13 (which this demo runs on) slices such elements itself; the helper is for 3.12. The <br>s fix the lines so the demo splits the same on every screen.',
  version: '3.13.0',
  // aria-hidden: the stage is a labelled picture; SplitText 3.13 labels the text it splits, which a <p> may not carry
  stage:
    '<p class="demo-text verse" aria-hidden="true">Lines slide in one by one,<br>even where <strong class="mark">a highlighted<br>phrase</strong> runs on<br>to the next line.</p>',
  create(gsap, stage) {
    gsap.registerPlugin(SplitText);
    // #region setup
    // The helper of content/docs/v3/HelperFunctions/helpers/nestedLinesSplit.md
    const isInline = (el = document.body.parentElement) => !!el && getComputedStyle(el).display === 'inline';

    // cuts an inline element (a <strong>, an <a>) into one copy per line it runs over
    function cutAtLineBreaks(inline = document.body) {
      const starts = [];
      const walker = document.createTreeWalker(inline, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      let lastTop;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const offset = word.index ?? 0;
          range.setStart(node, offset);
          range.setEnd(node, offset + word[0].length);
          const box = range.getBoundingClientRect();
          if (lastTop !== undefined && box.top > lastTop + box.height / 2) starts.push({ node, offset });
          lastTop = box.top;
        }
      }
      for (const { node, offset } of starts.reverse()) {
        range.setStart(node, offset);
        range.setEnd(inline, inline.childNodes.length);
        const copy = inline.cloneNode(false);
        if (!(copy instanceof Element)) continue;
        copy.removeAttribute('id');
        copy.append(range.extractContents());
        inline.after(copy);
      }
    }

    // SplitText's lines, with nested inline elements cut at the line breaks first
    function nestedLinesSplit(targets = {}, vars = {}) {
      const elements = gsap.utils.toArray(targets).filter((el) => el instanceof HTMLElement);
      const originals = elements.map((el) => el.innerHTML);
      for (const el of elements) {
        const inlines = [...el.querySelectorAll('*')]
          .filter((child) => child instanceof HTMLElement)
          .filter((child) => isInline(child) && !isInline(child.parentElement) && child.textContent?.trim());
        inlines.forEach((inline) => cutAtLineBreaks(inline));
      }
      const split = new SplitText(elements, vars);
      const revertSplit = split.revert.bind(split);
      split.revert = () => {
        revertSplit();
        elements.forEach((el, i) => (el.innerHTML = originals[i] ?? el.innerHTML));
      };
      return split;
    }
    // #endregion
    // #region code
    const split = nestedLinesSplit('.verse', { type: 'lines', linesClass: 'line' });

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
