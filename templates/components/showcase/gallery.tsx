import type { ShowcaseEntry } from '../../../cli/routes/site-data.ts';

/** Cards per page of the gallery (the spec names the `page` parameter, not a size: ours). */
export const SHOWCASE_PAGE_SIZE = 4;

/** Tags and plugins of the entries, each sorted, for the chips. */
export function showcaseFacets(entries: readonly ShowcaseEntry[]): { tags: string[]; plugins: string[] } {
  const sorted = (names: string[]) => [...new Set(names)].sort((a, b) => a.localeCompare(b));
  return { tags: sorted(entries.flatMap((e) => e.tags)), plugins: sorted(entries.flatMap((e) => e.plugins)) };
}

/**
 * A card as the gallery island renders it: on its own, outside the page's context, so its
 * addresses come resolved (the site's base URL already in front: `useHref()` on the page).
 */
export interface ShowcaseCardData extends ShowcaseEntry {
  href: string;
  thumbnailSrc: string;
}

/** One entry: our own thumbnail, the title linking to its page (or its checked address), tags and plugins. */
export function ShowcaseCard({ entry }: { entry: ShowcaseCardData }) {
  return (
    <li className="card showcase-card" data-showcase-card="" data-tags={entry.tags.join('|')} data-plugins={entry.plugins.join('|')}>
      <img className="showcase-card__thumb" src={entry.thumbnailSrc} alt="" width={320} height={200} loading="lazy" decoding="async" />
      <h3 className="card__title">
        <a href={entry.href}>{entry.title}</a>
      </h3>
      <p className="card__text">{entry.description}</p>
      <dl className="showcase-card__facts">
        <div>
          <dt>Tags</dt>
          <dd>{entry.tags.join(', ')}</dd>
        </div>
        <div>
          <dt>Plugins</dt>
          <dd>{entry.plugins.length ? entry.plugins.join(', ') : 'None: the core alone'}</dd>
        </div>
      </dl>
    </li>
  );
}

/**
 * The gallery: every card on the server (so it all shows without JavaScript), and the chips,
 * the count, the empty state and the pager that client/islands/showcase-gallery.ts works.
 * The chips and the pager start hidden: without the script they could do nothing.
 */
export function ShowcaseGallery({ entries }: { entries: ShowcaseCardData[] }) {
  const { tags, plugins } = showcaseFacets(entries);
  const chips = (label: string, id: string, names: string[]) => (
    <div className="showcase-filters__group" role="group" aria-labelledby={id}>
      <span className="showcase-filters__label" id={id}>
        {label}
      </span>
      {names.map((name) => (
        <button key={name} type="button" className="chip showcase-chip" data-chip={name} aria-pressed="false">
          {name}
        </button>
      ))}
    </div>
  );
  return (
    <div className="showcase-gallery">
      <div className="showcase-filters" data-showcase-filters="" hidden>
        {chips('Tags', 'showcase-tags-label', tags)}
        {chips('Plugins', 'showcase-plugins-label', plugins)}
        <button type="button" className="button button--secondary showcase-filters__clear" data-clear="bar" hidden>
          Clear filters
        </button>
      </div>
      <p className="showcase-count" data-showcase-count="" role="status" aria-live="polite">
        {entries.length === 1 ? 'Showing all 1 piece' : `Showing all ${entries.length} pieces`}
      </p>
      <ul className="showcase-grid" role="list">
        {entries.map((entry) => (
          <ShowcaseCard key={entry.page} entry={entry} />
        ))}
      </ul>
      <div className="showcase-empty" data-showcase-empty="" hidden>
        <p>No piece has all of the tags and plugins you picked.</p>
        <button type="button" className="button button--primary" data-clear="empty">
          Clear filters
        </button>
      </div>
      <nav className="showcase-pager" data-showcase-pager="" aria-label="Gallery pages" hidden>
        <button type="button" className="button button--secondary" data-page="prev">
          Previous page
        </button>
        <span data-page-label="">Page 1 of 1</span>
        <button type="button" className="button button--secondary" data-page="next">
          Next page
        </button>
      </nav>
    </div>
  );
}
