import type { BlogPostMeta } from '../../cli/routes/site-data.ts';
import { Link } from '../components/link.tsx';

export function formatDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

export function PostMeta({ post }: { post: BlogPostMeta }) {
  return (
    <div className="post-meta">
      <time dateTime={post.date}>{formatDate(post.date)}</time>
      <span aria-hidden="true"> · </span>
      <span>{`${post.readingMinutes} min read`}</span>
      {post.authors.length ? (
        <>
          <span aria-hidden="true"> · </span>
          <span className="post-meta__authors">
            {post.authors.map((a, i) => (
              <span key={a.key}>
                {i > 0 ? ', ' : ''}
                {a.url ? <Link href={a.url}>{a.name}</Link> : a.name}
              </span>
            ))}
          </span>
        </>
      ) : null}
    </div>
  );
}

export function TagLinks({ post }: { post: BlogPostMeta }) {
  if (!post.tags.length) return null;
  return (
    <ul className="tag-list">
      {post.tags.map((t) => (
        <li key={t.slug}>
          <Link href={t.url} className="tag">
            {t.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
