import { OUTPUT_FILES } from './output-files.ts';
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { Route } from '../routes/route.ts';
import type { SynonymGroup } from '../config/schema.ts';
import { siteRecords, type SearchRecord } from '../search/records.ts';
import { searchIndexJson } from '../search/search-index.ts';
import type { PageBlock } from '../search/blocks.ts';

/**
 * Every record with all its fields, for `gsite index` (a hosted index) and for debugging:
 * gzipped, since no browser fetches it and as plain JSON it was the largest file of a large
 * site (31 MB at 2,000 pages, over the 25 MiB a file some static hosts accept).
 */
export const SEARCH_RECORDS_FILE = 'search/records.json.gz';

/** The records file's bytes (gzip keeps no date, so the same records give the same bytes). */
export function encodeRecords(records: SearchRecord[]): Uint8Array {
  return zlib.gzipSync(JSON.stringify(records));
}

export function decodeRecords(bytes: Uint8Array): SearchRecord[] {
  return JSON.parse(zlib.gunzipSync(bytes).toString('utf8')) as SearchRecord[];
}

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

/** The records file (all record fields, for a hosted index or debugging) and the browser index. */
export function searchFiles(
  routes: Route[],
  pages: { url: string; title: string; blocks: PageBlock[] }[],
  baseUrl: string,
  synonyms: SynonymGroup[] = [],
): Map<string, string | Uint8Array> {
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
  return new Map<string, string | Uint8Array>([
    [SEARCH_RECORDS_FILE, encodeRecords(records)],
    [headFile, head],
    [bodyFile, body],
    [OUTPUT_FILES.searchManifest, JSON.stringify(manifest)],
  ]);
}
