import { Link } from '../link.tsx';
import { Section } from './section.tsx';
import { ShowcaseThumb } from './art.tsx';
import type { ShowcaseEntry } from '../../../content/data/showcase.ts';

/** A showcase entry; the title links to the site only when a checked URL exists. */
export function ShowcaseCard({ entry, anchor = false, alt }: { entry: ShowcaseEntry; anchor?: boolean; alt?: boolean }) {
  return (
    <article className="card mk-showcase-card" id={anchor ? entry.id : undefined}>
      <ShowcaseThumb category={entry.category} alt={alt} />
      <p className="eyebrow">{entry.category}</p>
      <h3 className="card__title">{entry.url ? <Link href={entry.url}>{entry.title}</Link> : entry.title}</h3>
      <p className="card__text">{entry.description}</p>
      <p className="sr-only">Built with:</p>
      <ul className="tag-list mk-tags">
        {entry.tags.map((tag) => (
          <li key={tag} className="tag">
            {tag}
          </li>
        ))}
      </ul>
    </article>
  );
}

/** A few showcase entries and a way to the full gallery, for landing pages. */
export function ShowcaseStrip({ entries, alt, title = 'Seen in the wild' }: { entries: ShowcaseEntry[]; alt?: boolean; title?: string }) {
  return (
    <Section
      id="showcase"
      title={title}
      alt={alt}
      intro="The kinds of sites people build with these tools, from launch pages to long reads."
    >
      <div className="grid grid--3">
        {entries.map((entry, i) => (
          <ShowcaseCard key={entry.id} entry={entry} alt={i % 2 === 1} />
        ))}
      </div>
      <p className="mk-more">
        <Link href="/showcase" className="button button--secondary">
          Explore the showcase
        </Link>
      </p>
    </Section>
  );
}
