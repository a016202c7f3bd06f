import fs from 'node:fs';
import path from 'node:path';
import { GSITE_ROOT } from '../../cli/paths.ts';
import { listFiles } from '../../cli/build/list-files.ts';

/** The build under test: `build/`, or another folder named by GSITE_TEST_BUILD (parallel work). */
export const BUILD_DIR = process.env.GSITE_TEST_BUILD ? path.resolve(process.env.GSITE_TEST_BUILD) : path.join(GSITE_ROOT, 'build');

export interface BuiltPage {
  /** The URL a visitor opens (the 404 page: a path that does not exist). */
  url: string;
  /** Path below build/. */
  file: string;
  html: string;
  /** `doc`, `blog-post`, … from the body class the templates set. */
  kind: string;
}

/** Every HTML page of the real build (`npm test` builds it once before the tests). */
export function builtPages(): BuiltPage[] {
  if (!fs.existsSync(path.join(BUILD_DIR, 'index.html'))) throw new Error('No build/: run `node cli/bin/gsite.mjs build --strict` first (npm test does).');
  return listFiles(BUILD_DIR)
    .filter((f) => f.endsWith('.html'))
    .sort()
    .map((file) => {
      const html = fs.readFileSync(path.join(BUILD_DIR, file), 'utf8');
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
