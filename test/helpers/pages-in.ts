import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from '../../cli/build/list-files.ts';

export interface BuiltPage {
  /** The URL a visitor opens (the 404 page: a path that does not exist). */
  url: string;
  /** Path below build/. */
  file: string;
  html: string;
  /** `doc`, `blog-post`, … from the body class the templates set. */
  kind: string;
}

/** Every HTML page of a build folder (a fixture's, or the real one). */
export function pagesIn(dir: string): BuiltPage[] {
  return listFiles(dir)
    .filter((f) => f.endsWith('.html'))
    .sort()
    .map((file) => {
      const html = fs.readFileSync(path.join(dir, file), 'utf8');
      const url = file === '404.html' ? '/__not-found__' : `/${file.replace(/(^|\/)index\.html$/, '')}`;
      const kind = /<body class="kind-([a-z-]+)/.exec(html)?.[1] ?? 'unknown';
      return { url, file, html, kind };
    });
}

/** One page of each kind: layouts differ by kind, so phone-width checks take one of each. */
export function onePerKind(pages: BuiltPage[]): BuiltPage[] {
  const seen = new Map<string, BuiltPage>();
  for (const p of pages) if (!seen.has(p.kind)) seen.set(p.kind, p);
  return [...seen.values()];
}
