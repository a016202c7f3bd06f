import { createElement, type ReactNode } from 'react';
import type { ElementContent } from 'hast';
import { highlight } from '../../../cli/markdown/highlight.ts';

/**
 * A short code sample on a marketing page, highlighted at build time like the docs' code blocks
 * (the same token classes and palette). Lines wrap at spaces instead of scrolling, so no
 * focusable scroll box is needed; only a token longer than the line (a CDN URL) is broken.
 */
export function CodeSnippet({ code, lang = 'js' }: { code: string; lang?: string }) {
  return (
    <pre className="mk-code">
      <code className={`language-${lang}`}>{tokens(highlight(code, lang))}</code>
    </pre>
  );
}

/** Highlighted tokens as React elements (spans with their hljs-* classes). */
function tokens(nodes: ElementContent[]): ReactNode[] {
  return nodes.map((node, i) => {
    if (node.type === 'text') return node.value;
    if (node.type !== 'element') return null;
    const className = node.properties?.className;
    return createElement(node.tagName, { key: i, className: Array.isArray(className) ? className.join(' ') : className }, ...tokens(node.children));
  });
}
