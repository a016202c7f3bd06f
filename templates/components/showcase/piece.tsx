import type { Frontmatter } from '../../../cli/content/frontmatter.ts';
import { Link } from '../link.tsx';

/**
 * Above a showcase entry's own page (a Markdown page with a `showcase` block): its tags and
 * plugins, each a link to the gallery filtered by it, and the way back to the whole gallery.
 */
export function ShowcasePieceFacts({ frontmatter }: { frontmatter: Frontmatter }) {
  const showcase = frontmatter.showcase;
  if (!showcase) return null;
  const filtered = (name: string) => (
    <Link key={name} href={`/showcase?tags=${encodeURIComponent(name)}`}>
      {name}
    </Link>
  );
  const list = (names: string[]) => names.flatMap((name, i) => (i ? [', ', filtered(name)] : [filtered(name)]));
  return (
    <>
      <p className="showcase-piece__back">
        <Link href="/showcase">All pieces in the showcase</Link>
      </p>
      <dl className="showcase-piece__facts">
        <div>
          <dt>Tags</dt>
          <dd>{list(frontmatter.tags)}</dd>
        </div>
        <div>
          <dt>Plugins</dt>
          <dd>{showcase.plugins.length ? list(showcase.plugins) : 'None: the core alone'}</dd>
        </div>
        {showcase.url ? (
          <div>
            <dt>Live at</dt>
            <dd>
              <Link href={showcase.url}>{new URL(showcase.url).host}</Link>
            </dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}
