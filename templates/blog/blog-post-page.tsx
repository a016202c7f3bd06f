import type { ReactNode } from 'react';
import { usePage } from '../context.ts';
import { Document } from '../document.tsx';
import { Frame } from '../layout/frame.tsx';
import { PostMeta, TagLinks } from './post-meta.tsx';
import { Pager } from '../docs/pager.tsx';
import { TocColumn, TocDisclosure } from '../docs/toc.tsx';
import { readableDate } from '../docs/page-meta.tsx';
import type { BlogPostMeta, SiteData } from '../../cli/routes/site-data.ts';
import { absoluteUrl } from '../../cli/routes/route.ts';

export function BlogPostPage({ content, hasH1 }: { content: ReactNode; hasH1: boolean }) {
  const { site, route, toc } = usePage();
  const blog = site.blog!;
  const index = blog.posts.findIndex((p) => p.id === route.post!.id);
  const post = blog.posts[index]!;
  const newer = blog.posts[index - 1];
  const older = blog.posts[index + 1];
  return (
    <Document title={post.title} description={post.description} bodyClass="kind-blog-post">
      <Frame variant="blog">
        <div className={toc.length ? 'post-layout post-layout--toc' : 'post-layout'}>
        <article className="post">
          <header className="post__header">
            {hasH1 ? null : <h1>{post.title}</h1>}
            <PostMeta post={post} />
          </header>
          <TocDisclosure toc={toc} />
          <div className="markdown">{content}</div>
          <footer className="post__footer">
            <TagLinks post={post} />
            {/* A post edited after it went out says so (git history, else frontmatter last_update). */}
            {route.lastUpdated && route.lastUpdated > post.date ? (
              <p className="post__updated">
                Updated on <time dateTime={route.lastUpdated}>{readableDate(route.lastUpdated)}</time>
              </p>
            ) : null}
          </footer>
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: blogPostingJson(post, site, route.lastUpdated) }} />
          <Pager
            label="Blog posts"
            previous={newer ? { label: newer.title, href: newer.url } : undefined}
            next={older ? { label: older.title, href: older.url } : undefined}
          />
        </article>
        <TocColumn toc={toc} />
        </div>
      </Frame>
    </Document>
  );
}

/** schema.org BlogPosting for search engines; `<` escaped so the JSON cannot end the script. */
function blogPostingJson(post: BlogPostMeta, site: SiteData, modified: string | undefined): string {
  const { config } = site;
  const url = absoluteUrl(config.url, config.baseUrl, post.url);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    ...(modified && modified > post.date ? { dateModified: modified } : {}),
    url,
    mainEntityOfPage: url,
    author: post.authors.map((a) => ({ '@type': 'Person', name: a.name, ...(a.url ? { url: a.url } : {}) })),
    keywords: post.tags.map((t) => t.label).join(', '),
    publisher: { '@type': 'Organization', name: config.footer.company },
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
