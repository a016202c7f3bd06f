import { usePage } from '../context.ts';
import { absoluteUrl } from '../../cli/routes/route.ts';

/** `2026-11-25` → `November 25, 2026` (the day as git or the frontmatter gave it, no time zone shift). */
export function readableDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/**
 * Under a docs or learning page: when it last changed, and (with `repository` in the config)
 * links to edit its source and to report a problem with it. Nothing when neither is known.
 */
export function PageMeta() {
  const { site, route } = usePage();
  const repo = site.config.repository;
  const fill = (pattern: string) =>
    pattern
      .replaceAll('{repo}', repo!.url.replace(/\/$/, ''))
      .replaceAll('{branch}', encodeURIComponent(repo!.branch))
      .replaceAll('{path}', encodeURI(route.sourcePath ?? ''))
      .replaceAll('{title}', encodeURIComponent(route.title))
      .replaceAll('{url}', encodeURIComponent(absoluteUrl(site.config.url, site.config.baseUrl, route.url)));
  const links = repo && route.sourcePath;
  if (!route.lastUpdated && !links) return null;
  return (
    <div className="page-meta">
      {route.lastUpdated ? (
        <p className="page-meta__updated">
          Last updated on <time dateTime={route.lastUpdated}>{readableDate(route.lastUpdated)}</time>
        </p>
      ) : null}
      {links ? (
        <p className="page-meta__links">
          <a href={fill(repo.editUrl)} rel="noopener noreferrer">
            Edit this page
          </a>
          <a href={fill(repo.issueUrl)} rel="noopener noreferrer">
            Report an issue
          </a>
        </p>
      ) : null}
    </div>
  );
}
