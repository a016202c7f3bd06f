import { Link } from '../link.tsx';
import { Section } from './section.tsx';
import { useHref, usePage } from '../../context.ts';
import { ShowcaseCard } from '../showcase/gallery.tsx';
import type { ShowcaseEntry } from '../../../cli/routes/site-data.ts';

/**
 * A few showcase pieces (the gallery's own entries, content/pages/showcase/) and a way to the
 * full gallery, for landing pages: those whose plugins or tags name one of `about` (a tool
 * family's names), newest first; the newest when none does or `about` is not given.
 */
export function ShowcaseStrip({ about, alt, title = 'From the showcase', count = 3 }: { about?: string[]; alt?: boolean; title?: string; count?: number }) {
  const { site } = usePage();
  const href = useHref();
  const names = new Set((about ?? []).map((n) => n.toLowerCase()));
  const matches = (e: ShowcaseEntry) => [...e.plugins, ...e.tags].some((n) => names.has(n.toLowerCase()));
  const related = site.showcase.filter(matches);
  const entries = (related.length ? related : site.showcase).slice(0, count);
  if (!entries.length) return null;
  return (
    <Section id="showcase" title={title} alt={alt} intro="Full-page pieces we built with these tools, each with its code.">
      <ul className="grid grid--3 showcase-strip" role="list">
        {entries.map((entry) => (
          <ShowcaseCard key={entry.page} entry={{ ...entry, href: entry.external ?? href(entry.page), thumbnailSrc: href(entry.thumbnail) }} />
        ))}
      </ul>
      <p className="mk-more">
        <Link href="/showcase" className="button button--secondary">
          Explore the showcase
        </Link>
      </p>
    </Section>
  );
}
