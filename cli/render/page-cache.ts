import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { Route } from '../routes/route.ts';
import type { MarkdownSource } from './renderer.tsx';
import type { PageSummary } from './page-summary.ts';
import type { FileId } from '../util/file-id.ts';
import { writeWhole } from '../util/write-whole.ts';

/** A page's files in the cache: its HTML and, for a Markdown page, its twin; never written to. */
export interface StoredPage {
  htmlFile: string;
  bytes: number;
  twin?: { file: string; bytes: number; id?: FileId };
  /** Which file `htmlFile` is, when a lookup has just stat'ed it (the output's link uses it). */
  id?: FileId;
}

/**
 * Whole rendered pages kept between builds: a page whose route, Markdown and site-wide inputs
 * are unchanged is not rendered again; its HTML is linked into the new build folder from the
 * cache (no copy) and its summary read back for the later stages. The key hashes everything a
 * render reads: the page's route and source, and a build-wide salt made of the content
 * cache's salt (renderer bundle, packages, link map, demos) and the whole site data (config,
 * sidebars, blog lists, asset names) — so a change anywhere a page shows (a new sidebar entry,
 * a renamed asset) misses every page it touches, and a stale page is never served.
 *
 * A page's files (HTML, twin) are written by the thread that rendered it, whole under a
 * temporary name and renamed, and never written in place afterwards: a build folder may hold
 * hard links to them. The summaries of all pages go into one index file (pageIndex), written
 * by the main thread once the pages are rendered: a warm build reads one file, not one per page.
 */
export interface PageFiles {
  /** Stores a rendered page's files; says where they are, or nothing when the cache could not be written. */
  set(key: string, html: string, twin?: string): StoredPage | undefined;
}

/** Bumped when the stored shape or the key's make-up changes. */
const FORMAT = 'gsite-page-cache-3';

export function pageCacheSalt(contentSalt: string, siteJson: string): string {
  return createHash('sha256').update(FORMAT).update('\0').update(contentSalt).update('\0').update(siteJson).digest('hex');
}

export function pageCacheKey(salt: string, route: Route, source: MarkdownSource | undefined): string {
  const h = createHash('sha256').update(salt).update('\0').update(JSON.stringify(route));
  if (source) h.update('\0').update(String(source.bodyLine)).update('\0').update(source.body);
  return h.digest('hex');
}

/**
 * Keeps the cache to what the last build of this site used: every entry of the site's folder
 * whose key is not in `keep` (pages of an older version of the site: a sidebar edit makes a
 * whole new set) goes, as do other sites' folders no build touched for a week (fixture copies,
 * moved checkouts). Without it the cache would grow by a copy of the site per site-wide edit.
 */
export function prunePageCache(dir: string, keep: ReadonlySet<string>, now = Date.now()): void {
  const keyOf = (name: string) => name.slice(0, name.indexOf('.') === -1 ? undefined : name.indexOf('.'));
  for (const sub of safeList(dir)) {
    const folder = path.join(dir, sub);
    if (/^[0-9a-f]{2}$/.test(sub)) {
      for (const name of safeList(folder)) if (!keep.has(keyOf(name))) fs.rmSync(path.join(folder, name), { force: true });
    } else if (!keep.has(sub)) fs.rmSync(folder, { recursive: true, force: true });
  }
  const now_ = new Date(now);
  try {
    fs.utimesSync(dir, now_, now_);
  } catch {
    return; // the folder is gone or not ours: nothing else to tidy
  }
  const sites = path.dirname(dir);
  for (const other of safeList(sites)) {
    const folder = path.join(sites, other);
    if (folder === dir) continue;
    try {
      if (now - fs.statSync(folder).mtimeMs > STALE_SITE_MS) fs.rmSync(folder, { recursive: true, force: true });
    } catch {
      // removed meanwhile by another build
    }
  }
}

/** A site folder no build has used for this long is removed by the next build of any site. */
const STALE_SITE_MS = 7 * 24 * 60 * 60 * 1000;

function safeList(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}

export function diskPageFiles(dir: string): PageFiles {
  const base = (key: string) => path.join(dir, key.slice(0, 2), key);
  let warned = false;
  return {
    set(key, html, twin) {
      const file = base(key);
      try {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        // Read-only: the build folder holds hard links to this file, and a tool that rewrote a
        // built page in place would otherwise change the cached copy for every later build.
        writeWhole(`${file}.html`, html, { mode: 0o444 });
        if (twin !== undefined) writeWhole(`${file}.md`, twin, { mode: 0o444 });
        return { htmlFile: `${file}.html`, bytes: Buffer.byteLength(html), twin: twin === undefined ? undefined : { file: `${file}.md`, bytes: Buffer.byteLength(twin) } };
      } catch (error) {
        // The cache only saves time: a full disk or a read-only folder must not fail a build.
        if (!warned) process.emitWarning(`gsite: could not write the page cache (${(error as Error).message}); this build goes on without it.`);
        warned = true;
        return undefined;
      }
    },
  };
}

/** The index's file in the site's cache folder (kept by pruning under this name). */
export const PAGE_INDEX_FILE = 'summaries.json';

/**
 * The summaries of the pages whose files the cache holds, by key. Stored as one JSON file:
 * each page's links and ids as numbers into one list of strings, since most of them are the
 * header's, footer's and sidebar's, the same on every page (a summary alone was ~22 KB, 7 KB
 * of it links; the index of 2,011 pages is 15 MB instead of 45).
 */
export interface PageIndex {
  /** A page of an earlier build whose files are still whole (their sizes as recorded). */
  get(key: string): (StoredPage & { summary: PageSummary }) | undefined;
  /** A page of this build, stored or found. */
  record(key: string, stored: StoredPage, summary: PageSummary): void;
  /** Writes the pages recorded in this build (only those: the file does not grow with old versions). */
  save(): void;
}

type IndexEntry = [key: string, bytes: number, twinBytes: number | null, summary: PageSummary];

export function pageIndex(dir: string): PageIndex {
  const file = path.join(dir, PAGE_INDEX_FILE);
  const known = new Map<string, IndexEntry>();
  try {
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { format?: string; strings?: string[]; entries?: IndexEntry[] };
    if (json.format === FORMAT && Array.isArray(json.strings) && Array.isArray(json.entries)) {
      const strings = json.strings;
      const text = (i: unknown) => (typeof i === 'number' ? strings[i] : undefined);
      for (const entry of json.entries) {
        const summary = entry[3] as PageSummary & { hrefs: unknown[]; ids: unknown[] };
        const hrefs = summary.hrefs.map(text);
        const ids = summary.ids.map(text);
        if (hrefs.includes(undefined) || ids.includes(undefined)) continue;
        known.set(entry[0], [entry[0], entry[1], entry[2], { ...summary, hrefs: hrefs as string[], ids: ids as string[] }]);
      }
    }
  } catch {
    // none yet, or unreadable: every page is rendered
  }
  const recorded: IndexEntry[] = [];
  let changed = false;
  const base = (key: string) => path.join(dir, key.slice(0, 2), key);
  /** The file's id when it is `bytes` long; none when it is gone, cut short or replaced. */
  const whole = (f: string, bytes: number): FileId | undefined => {
    const stat = fs.statSync(f, { throwIfNoEntry: false });
    return stat?.size === bytes ? { dev: stat.dev, ino: stat.ino } : undefined;
  };
  return {
    get(key) {
      const entry = known.get(key);
      if (!entry) return undefined;
      const [, bytes, twinBytes, summary] = entry;
      const htmlFile = `${base(key)}.html`;
      // The index records each file's length: a file gone, cut short or replaced is a miss.
      const id = whole(htmlFile, bytes);
      if (!id || typeof summary?.url !== 'string') return undefined;
      if (twinBytes === null) return { summary, htmlFile, bytes, id };
      const twinFile = `${base(key)}.md`;
      const twinId = whole(twinFile, twinBytes);
      if (!twinId) return undefined;
      return { summary, htmlFile, bytes, id, twin: { file: twinFile, bytes: twinBytes, id: twinId } };
    },
    record(key, stored, summary) {
      if (!known.has(key)) changed = true;
      recorded.push([key, stored.bytes, stored.twin?.bytes ?? null, summary]);
    },
    save() {
      // A build that found every page and no other (a warm build): the file already says this.
      if (!changed && recorded.length === known.size) return;
      const numbers = new Map<string, number>();
      const number = (s: string) => {
        let n = numbers.get(s);
        if (n === undefined) numbers.set(s, (n = numbers.size));
        return n;
      };
      try {
        fs.mkdirSync(dir, { recursive: true });
        // Written entry by entry: the whole index as one string would be a peak of its own.
        writeWhole(file, (fd) => {
          fs.writeSync(fd, `{"format":${JSON.stringify(FORMAT)},"entries":[`);
          recorded.forEach(([key, bytes, twinBytes, summary], i) => {
            const compact = { ...summary, hrefs: summary.hrefs.map(number), ids: summary.ids.map(number) };
            fs.writeSync(fd, (i ? ',' : '') + JSON.stringify([key, bytes, twinBytes, compact]));
          });
          fs.writeSync(fd, `],"strings":${JSON.stringify([...numbers.keys()])}}`);
        });
      } catch (error) {
        process.emitWarning(`gsite: could not write the page cache's index (${(error as Error).message}); the next build renders every page.`);
      }
    },
  };
}
