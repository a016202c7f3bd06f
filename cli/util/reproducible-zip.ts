import { zipSync, type Zippable } from 'fflate';

/** One file of a zip: its path inside, its bytes, and whether to store it as is (already compressed, e.g. PNG). */
export interface ZipEntry {
  path: string;
  contents: Uint8Array;
  store?: boolean;
}

/**
 * A zip whose bytes depend only on its entries: every entry carries the same date, entries
 * go in path order. Zips record local date fields, and fflate reads them from the Date in
 * local time, so the date is made from local fields too: the same bytes in every time zone.
 * The build can then state a zip's size before it writes it, and a cached zip stays valid.
 */
export function reproducibleZip(entries: ZipEntry[]): Uint8Array {
  const mtime = new Date(2024, 0, 1);
  const tree: Zippable = {};
  for (const e of [...entries].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) tree[e.path] = [e.contents, { level: e.store ? 0 : 9, mtime }];
  return zipSync(tree);
}
