import { usePage } from '../context.ts';
import { Document } from '../document.tsx';
import { Frame } from '../layout/frame.tsx';
import { Link } from '../components/link.tsx';
import { formatDate } from './post-meta.tsx';
import type { BlogPostMeta } from '../../cli/routes/site-data.ts';

/** Every post, grouped by year, newest year first. */
export function BlogArchivePage() {
  const { site, route } = usePage();
  const years = new Map<string, BlogPostMeta[]>();
  for (const post of site.blog!.posts) {
    const year = post.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return (
    <Document title={route.title} description={route.description} bodyClass="kind-blog-archive">
      <Frame variant="blog">
        <h1>Archive</h1>
        {[...years].map(([year, posts]) => (
          <section key={year} aria-labelledby={`year-${year}`}>
            <h2 id={`year-${year}`}>{year}</h2>
            <ul className="archive-list">
              {posts.map((post) => (
                <li key={post.id}>
                  <time dateTime={post.date}>{formatDate(post.date)}</time> <Link href={post.url}>{post.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Frame>
    </Document>
  );
}
