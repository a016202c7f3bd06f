import { OUTPUT_FILES } from './output-files.ts';
import { createHash } from 'node:crypto';
import type { Route } from '../routes/route.ts';
import type { SynonymGroup } from '../config/schema.ts';
import { siteRecords } from '../search/records.ts';
import { searchIndexJson } from '../search/search-index.ts';
import type { PageBlock } from '../search/blocks.ts';

export const SEARCH_RECORDS_FILE = 'search/records.json';

export interface SearchManifest {
  /**
   * URL of the first index part, below the site origin (base URL included): titles, headings
   * and keywords, with the page table; small enough to load at the first keystroke.
   */
  index: string;
  /** URL of the body text part, loaded after the first (it is most of the index's weight). */
  body: string;
  records: number;
}

/** records.json (all record fields, for a hosted index or debugging) and the browser index. */
export function searchFiles(
  routes: Route[],
  pages: { url: string; title: string; blocks: PageBlock[] }[],
  baseUrl: string,
  synonyms: SynonymGroup[] = [],
): Map<string, string> {
  const byUrl = new Map(pages.map((p) => [p.url, p]));
  const indexable = routes.flatMap((route) => {
    const page = byUrl.get(route.url);
    return page ? [{ route, title: page.title || route.title, blocks: page.blocks }] : [];
  });
  const records = siteRecords(indexable, baseUrl);
  const head = searchIndexJson(records, synonyms, 'head');
  const body = searchIndexJson(records, synonyms, 'body');
  const hashed = (kind: string, text: string) => `assets/search-${kind}-${createHash('sha256').update(text).digest('hex').slice(0, 10).toUpperCase()}.json`;
  const headFile = hashed('index', head);
  const bodyFile = hashed('body', body);
  const base = baseUrl.replace(/\/$/, '');
  const manifest: SearchManifest = { index: `${base}/${headFile}`, body: `${base}/${bodyFile}`, records: records.length };
  return new Map([
    [SEARCH_RECORDS_FILE, JSON.stringify(records)],
    [headFile, head],
    [bodyFile, body],
    [OUTPUT_FILES.searchManifest, JSON.stringify(manifest)],
  ]);
}
