import fs from 'node:fs';
import path from 'node:path';
import { GSITE_ROOT } from '../../cli/paths.ts';
import { parseSource } from '../../cli/content/frontmatter.ts';

export interface ShowcaseFile {
  slug: string;
  url: string;
  title: string;
  date: string;
  tags: string[];
  plugins: string[];
  thumbnail: string;
}

/**
 * The showcase entries as their content files say (content/pages/showcase/*.md), in the
 * gallery's order (newest date first, then title): what the tests expect the site to show.
 */
export function showcaseFiles(): ShowcaseFile[] {
  const dir = path.join(GSITE_ROOT, 'content/pages/showcase');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => {
      const { frontmatter, title } = parseSource(path.join(dir, f), fs.readFileSync(path.join(dir, f), 'utf8'));
      assert(frontmatter.showcase, `${f} has a showcase block`);
      const slug = f.replace(/\.md$/, '');
      return { slug, url: `/showcase/${slug}`, title, date: frontmatter.date ?? '', tags: frontmatter.tags, plugins: frontmatter.showcase.plugins, thumbnail: frontmatter.showcase.thumbnail };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

function assert(ok: unknown, message: string): asserts ok {
  if (!ok) throw new Error(message);
}
