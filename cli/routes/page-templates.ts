import nodeFs from 'node:fs';
import path from 'node:path';
import { toPosix } from '../paths.ts';

export interface PageTemplate {
  /** Module key in the render bundle, e.g. `pages/core/index`. */
  key: string;
  /** Absolute file path. */
  file: string;
  /** URL the file maps to: `index` → `/`, `core/index` → `/core/`, `showcase` → `/showcase`. */
  url: string;
}

/** File-based routes: every .tsx below the site's templates/pages is one standalone page. */
export function listPageTemplates(pagesDir: string, fs: Pick<typeof nodeFs, 'existsSync' | 'readdirSync'> = nodeFs): PageTemplate[] {
  const dir = pagesDir;
  if (!fs.existsSync(dir)) return [];
  const out: PageTemplate[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) walk(child);
      else if (/\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name)) {
        const noExt = toPosix(child).replace(/\.tsx$/, '');
        const url = noExt === 'index' ? '/' : noExt.endsWith('/index') ? `/${noExt.slice(0, -'index'.length)}` : `/${noExt}`;
        out.push({ key: `pages/${noExt}`, file: path.join(dir, child), url });
      }
    }
  };
  walk('');
  return out;
}
