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

/** The side column of a page laid out with .post-layout (blog posts, Markdown pages): its contents, when it has sections. */
export function TocColumn({ toc }: { toc: TocEntry[] }) {
  if (toc.length === 0) return null;
  return (
    <div className="doc__toc">
      <TableOfContents toc={toc} />
    </div>
  );
}

export function TocNav({ toc }: { toc: TocEntry[] }) {
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 id="toc-title" className="toc__title">
        On this page
      </h2>
      <TocList toc={toc} />
    </nav>
  );
}

/**
 * The same contents for narrow screens (996px or less, where the side column is gone): a
 * disclosure at the top of the article, closed until asked for. Plain HTML, so it works
 * without JavaScript. Not a second navigation landmark: only one of the two shows at a time,
 * and the summary names it.
 */
export function TocDisclosure({ toc }: { toc: TocEntry[] }) {
  if (toc.length === 0) return null;
  return (
    <details className="toc-disclosure">
      <summary className="toc-disclosure__summary">On this page</summary>
      <TocList toc={toc} />
    </details>
  );
}

function TocList({ toc }: { toc: TocEntry[] }) {
  const top = Math.min(...toc.map((t) => t.level));
  return (
    <ul className="toc__list">
      {toc.map((entry) => (
        <li key={entry.id} className={`toc__item toc__item--${entry.level - top}`}>
          <a href={`#${entry.id}`} className="toc__link">
            {entry.text}
          </a>
        </li>
      ))}
    </ul>
  );
}
