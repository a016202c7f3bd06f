import type { ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { highlight } from '../../../cli/markdown/highlight.ts';

/**
 * A short code sample on a marketing page, highlighted at build time like the docs' code blocks
 * (the same highlighter, token classes and palette; hast to React as the renderer does it).
 * Lines wrap at spaces instead of scrolling, so no focusable scroll box is needed; only a token
 * longer than the line (a CDN URL) is broken.
 */
export function CodeSnippet({ code, lang = 'js' }: { code: string; lang?: string }) {
  return (
    <pre className="mk-code">
      <code className={`language-${lang}`}>{toJsxRuntime({ type: 'root', children: highlight(code, lang) }, { Fragment, jsx, jsxs }) as ReactNode}</code>
    </pre>
  );
}
