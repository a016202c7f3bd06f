import type { TocEntry } from '../context.ts';
import { Island } from '../islands/island.tsx';

/**
 * "On this page": the page's h2–h3 (or the levels its frontmatter asks for). An island, so
 * client/islands/toc-highlight.ts can mark the section being read.
 */
export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  if (toc.length === 0) return null;
  return <Island name="toc-highlight" component={TocNav} props={{ toc }} load="idle" />;
}

export function TocNav({ toc }: { toc: TocEntry[] }) {
  const top = Math.min(...toc.map((t) => t.level));
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 id="toc-title" className="toc__title">
        On this page
      </h2>
      <ul className="toc__list">
        {toc.map((entry) => (
          <li key={entry.id} className={`toc__item toc__item--${entry.level - top}`}>
            <a href={`#${entry.id}`} className="toc__link">
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
