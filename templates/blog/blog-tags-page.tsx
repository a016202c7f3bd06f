import { usePage } from '../context.ts';
import { Document } from '../document.tsx';
import { Frame } from '../layout/frame.tsx';
import { Link } from '../components/link.tsx';

/** Every tag with its post count, grouped by first letter. */
export function BlogTagsPage() {
  const { site, route } = usePage();
  const tags = site.blog!.tags;
  const groups = new Map<string, typeof tags>();
  for (const tag of tags) {
    const letter = tag.label[0]!.toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return (
    <Document title={route.title} description={route.description} bodyClass="kind-blog-tags">
      <Frame variant="blog">
        <h1>Tags</h1>
        {[...groups].map(([letter, group]) => (
          <section key={letter} className="tag-group" aria-labelledby={`tags-${letter}`}>
            <h2 id={`tags-${letter}`}>{letter}</h2>
            <ul className="tag-list">
              {group.map((tag) => (
                <li key={tag.slug}>
                  <Link href={tag.url} className="tag">
                    {tag.label} <span className="tag__count">{tag.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Frame>
    </Document>
  );
}
