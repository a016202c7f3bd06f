import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { toString } from 'hast-util-to-string';
import { highlight, splitLines } from './highlight.ts';
import { parseCodeMeta } from './code-meta.ts';

/**
 * Fenced code → `<gsite-code language title>` holding a `<pre><code>` of line spans.
 * Highlighting happens here, at build time. Line spans are separated by "\n" text nodes,
 * so the text of the `<code>` element is exactly the code (what the copy button copies).
 */
export default function rehypeGsiteCode() {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code) return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const lang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
      const text = toString(code).replace(/\n$/, '');
      const lines = splitLines(highlight(text, lang));
      const children: Element['children'] = [];
      lines.forEach((tokens, i) => {
        if (i > 0) children.push({ type: 'text', value: '\n' });
        const lineClass = meta.highlightLines.has(i + 1) ? ['line', 'line-highlighted'] : ['line'];
        children.push({ type: 'element', tagName: 'span', properties: { className: lineClass }, children: tokens });
      });
      const wrapper: Element = {
        type: 'element',
        tagName: 'gsite-code',
        properties: { language: lang ?? 'text', title: meta.title, flags: [...meta.flags].join(' ') || undefined },
        children: [
          {
            type: 'element',
            tagName: 'pre',
            // Long lines scroll sideways: keyboard users need to reach the scroll area.
            properties: { tabIndex: 0 },
            children: [{ type: 'element', tagName: 'code', properties: { className: [`language-${lang ?? 'text'}`] }, children }],
          },
        ],
        position: node.position,
      };
      parent.children[index] = wrapper;
    });
  };
}
