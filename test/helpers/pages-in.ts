import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from '../../cli/build/list-files.ts';
import { OUTPUT_FILES } from '../../cli/output/output-files.ts';
import { parseRedirectsFile } from '../../cli/redirects/redirect-table.ts';
import { outFileFor } from '../../cli/routes/route.ts';

export interface BuiltPage {
  /** The URL a visitor opens (the 404 page: a path that does not exist). */
  url: string;
  /** Path below build/. */
  file: string;
  html: string;
  /** `doc`, `blog-post`, … from the body class the templates set. */
  kind: string;
}

/**
 * Every HTML page of a build folder (a fixture's, or the real one). The small pages at old
 * paths that only send the reader on (listed in the build's `_redirects`) are not pages, nor
 * are frame documents (`frames/<name>/`: what a page shows in a sandboxed iframe; frameDocumentsIn).
 */
export function pagesIn(dir: string): BuiltPage[] {
  const redirectsFile = path.join(dir, OUTPUT_FILES.redirects);
  const redirects = fs.existsSync(redirectsFile) ? parseRedirectsFile(fs.readFileSync(redirectsFile, 'utf8')) : new Map();
  const moved = new Set([...redirects.keys()].map(outFileFor));
  return listFiles(dir)
    .filter((f) => f.endsWith('.html') && !moved.has(f) && !f.startsWith(`${OUTPUT_FILES.frames}/`))
    .sort()
    .map((file) => {
      const html = fs.readFileSync(path.join(dir, file), 'utf8');
      const url = file === '404.html' ? '/__not-found__' : `/${file.replace(/(^|\/)index\.html$/, '')}`;
      const kind = /<body class="kind-([a-z-]+)/.exec(html)?.[1] ?? 'unknown';
      return { url, file, html, kind };
    });
}

export interface IslandTag {
  name: string;
  /** When it wakes: load, idle, visible or interaction. */
  load?: string;
  /** Its entry script, a URL path. */
  src?: string;
}

/** The islands a page's HTML carries, in document order (one entry per island element). */
export function islandsOn(html: string): IslandTag[] {
  return [...html.matchAll(/<gsite-island\b[^>]*>/g)].map(([tag]) => {
    const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
    return { name: attr('data-island') ?? '', load: attr('data-load'), src: attr('data-src') };
  });
}

/** The frame documents of a build folder (cli/output/frame-documents.ts), path below it → HTML. */
export function frameDocumentsIn(dir: string): Map<string, string> {
  const folder = path.join(dir, OUTPUT_FILES.frames);
  if (!fs.existsSync(folder)) return new Map();
  return new Map(listFiles(folder).filter((f) => f.endsWith('.html')).map((f) => [`${OUTPUT_FILES.frames}/${f}`, fs.readFileSync(path.join(folder, f), 'utf8')]));
}

/**
 * One page of each kind, the smallest: layouts differ by kind, so phone-width checks take one
 * of each; the page's own content is checked at desktop width, and axe's time grows with it.
 */
export function onePerKind(pages: BuiltPage[]): BuiltPage[] {
  const seen = new Map<string, BuiltPage>();
  for (const p of pages) if (!seen.has(p.kind) || p.html.length < seen.get(p.kind)!.html.length) seen.set(p.kind, p);
  return [...seen.values()];
}
