import { usePage } from '../context.ts';
import { Document } from '../document.tsx';
import { Frame } from '../layout/frame.tsx';
import { Link } from '../components/link.tsx';
import { PostMeta, TagLinks } from './post-meta.tsx';

/** The blog index and tag pages: ten posts a page, newest first, with a pager. */
export function BlogListPage() {
  const { site, route } = usePage();
  const blog = site.blog!;
  const list = route.list!;
  const posts = list.postIds.map((id) => blog.posts.find((p) => p.id === id)!);
  const tag = list.tag ? blog.tags.find((t) => t.slug === list.tag) : undefined;
  const heading = tag ? `${tag.count === 1 ? 'One post' : `${tag.count} posts`} tagged with "${tag.label}"` : blog.title;
  return (
    <Document title={route.title} description={route.description} bodyClass="kind-blog-list">
      <Frame variant="blog">
        <header className="list-header">
          <h1>{heading}</h1>
          {list.tag ? (
            <p>
              <Link href={`${blog.routeBasePath}/tags`}>View all tags</Link>
            </p>
          ) : blog.description ? (
            <p className="lead">{blog.description}</p>
          ) : null}
          {list.totalPages > 1 ? <p className="list-header__page">Page {list.page} of {list.totalPages}</p> : null}
        </header>
        <ol className="post-list">
          {posts.map((post) => (
            <li key={post.id} className="post-card">
              <h2 className="post-card__title">
                <Link href={post.url}>{post.title}</Link>
              </h2>
              <PostMeta post={post} />
              {post.description ? <p>{post.description}</p> : null}
              <TagLinks post={post} />
            </li>
          ))}
        </ol>
        {list.totalPages > 1 ? (
        <nav className="list-pager" aria-label="Blog list pages">
          {list.newerUrl ? (
            <Link href={list.newerUrl} rel="prev" className="button button--secondary">
              Newer entries
            </Link>
          ) : (
            <span />
          )}
          {list.olderUrl ? (
            <Link href={list.olderUrl} rel="next" className="button button--secondary">
              Older entries
            </Link>
          ) : null}
        </nav>
        ) : null}
      </Frame>
    </Document>
  );
}
