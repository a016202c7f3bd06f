import { createElement, type ReactNode } from 'react';

/** h2–h6 with a visible-on-hover permalink; the id comes from the Markdown stage. */
export function heading(level: 2 | 3 | 4 | 5 | 6) {
  return function Heading({ id, children }: { id?: string; children?: ReactNode }) {
    return createElement(
      `h${level}`,
      { id, className: 'anchor' },
      children,
      id ? (
        <a className="anchor__link" href={`#${id}`} aria-label={`Permalink to this section`}>
          #
        </a>
      ) : null,
    );
  };
}
