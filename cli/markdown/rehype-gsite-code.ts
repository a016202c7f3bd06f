import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { eachNode } from './each-node.ts';
import { toString } from 'hast-util-to-string';
import { highlight, splitLines } from './highlight.ts';
import { parseCodeMeta } from './code-meta.ts';
import { errors } from '../errors/catalogue.ts';
import { fileData, fileLine } from './file-data.ts';

/**
 * Fenced code → `<gsite-code language title>` holding a `<pre><code>` of line spans.
 * Highlighting happens here, at build time. Line spans are separated by "\n" text nodes,
 * so the text of the `<code>` element is exactly the code (what the copy button copies).
 * A mistake in the info string (e.g. `nocheck` without its reason) is an error at the fence's line.
 */
export default function rehypeGsiteCode() {
  return (tree: Root, file: VFile) => {
    eachNode<Element>(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code) return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const lang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
      if (meta.problems.length) {
        const at = node.position?.start;
        throw errors.markdownInvalid({ file: fileData(file).source, line: fileLine(file, at?.line), column: at?.column }, meta.problems.join(' '));
      }
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
        properties: { language: lang ?? 'text', title: meta.title, flags: [...meta.flags].join(' ') || undefined, nocheck: meta.nocheck },
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
