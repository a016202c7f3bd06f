import { OUTPUT_FILES } from './output-files.ts';
import { createHash } from 'node:crypto';
import type { Route } from '../routes/route.ts';
import { siteRecords } from '../search/records.ts';
import { searchIndexJson } from '../search/search-index.ts';
import type { PageBlock } from '../search/blocks.ts';

export const SEARCH_RECORDS_FILE = 'search/records.json';

export interface SearchManifest {
  /** URL of the MiniSearch index, below the site origin (base URL included). */
  index: string;
  records: number;
}

/** records.json (all record fields, for a hosted index or debugging) and the browser index. */
export function searchFiles(
  routes: Route[],
  pages: { url: string; title: string; blocks: PageBlock[] }[],
  baseUrl: string,
  synonyms: { phrases: string[]; terms: string[] }[] = [],
): Map<string, string> {
  const byUrl = new Map(pages.map((p) => [p.url, p]));
  const indexable = routes.flatMap((route) => {
    const page = byUrl.get(route.url);
    return page ? [{ route, title: page.title || route.title, blocks: page.blocks }] : [];
  });
  const records = siteRecords(indexable, baseUrl);
  const index = searchIndexJson(records, synonyms);
  const hash = createHash('sha256').update(index).digest('hex').slice(0, 10).toUpperCase();
  const indexFile = `assets/search-index-${hash}.json`;
  const manifest: SearchManifest = { index: `${baseUrl.replace(/\/$/, '')}/${indexFile}`, records: records.length };
  return new Map([
    [SEARCH_RECORDS_FILE, JSON.stringify(records)],
    [indexFile, index],
    [OUTPUT_FILES.searchManifest, JSON.stringify(manifest)],
  ]);
}
