import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { Route } from '../routes/route.ts';
import type { MarkdownSource } from './renderer.tsx';
import type { PageSummary } from './page-summary.ts';

/** A page's files in the cache: its HTML and, for a Markdown page, its twin; never written to. */
export interface StoredPage {
  htmlFile: string;
  bytes: number;
  twin?: { file: string; bytes: number };
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
 * Entry files are written whole under a temporary name and renamed, and never written in
 * place afterwards: a build folder may hold hard links to them.
 */
export interface PageCache {
  get(key: string): (StoredPage & { summary: PageSummary }) | undefined;
  /** Stores a rendered page; says where its files are, or nothing when the cache could not be written. */
  set(key: string, summary: PageSummary, html: string, twin?: string): StoredPage | undefined;
}

/** Bumped when the stored shape or the key's make-up changes. */
const FORMAT = 'gsite-page-cache-2';

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

export function diskPageCache(dir: string): PageCache {
  const base = (key: string) => path.join(dir, key.slice(0, 2), key);
  let warned = false;
  return {
    get(key) {
      const file = base(key);
      let text: string;
      let bytes: number;
      try {
        text = fs.readFileSync(`${file}.json`, 'utf8');
        bytes = fs.statSync(`${file}.html`).size;
      } catch {
        return undefined; // not cached (or half of an entry): rendered again
      }
      try {
        const entry = JSON.parse(text) as { key?: string; bytes?: number; twinBytes?: number; summary?: PageSummary };
        // The summary records the HTML's length (and the twin's): a torn or replaced file is a miss.
        if (entry.key !== key || entry.bytes !== bytes || !entry.summary || typeof entry.summary.url !== 'string') return undefined;
        if (entry.twinBytes === undefined) return { summary: entry.summary, htmlFile: `${file}.html`, bytes };
        if (fs.statSync(`${file}.md`, { throwIfNoEntry: false })?.size !== entry.twinBytes) return undefined;
        return { summary: entry.summary, htmlFile: `${file}.html`, bytes, twin: { file: `${file}.md`, bytes: entry.twinBytes } };
      } catch {
        return undefined;
      }
    },
    set(key, summary, html, twin) {
      const file = base(key);
      const tag = `${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      try {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        const bytes = Buffer.byteLength(html);
        // HTML first: the summary names its length, so a summary without its HTML is never read as a hit.
        // Read-only: the build folder holds hard links to this file, and a tool that rewrote a
        // built page in place would otherwise change the cached copy for every later build.
        fs.writeFileSync(`${file}.html.${tag}`, html, { mode: 0o444 });
        fs.renameSync(`${file}.html.${tag}`, `${file}.html`);
        if (twin !== undefined) {
          fs.writeFileSync(`${file}.md.${tag}`, twin, { mode: 0o444 });
          fs.renameSync(`${file}.md.${tag}`, `${file}.md`);
        }
        const twinBytes = twin === undefined ? undefined : Buffer.byteLength(twin);
        fs.writeFileSync(`${file}.json.${tag}`, JSON.stringify({ key, bytes, twinBytes, summary }));
        fs.renameSync(`${file}.json.${tag}`, `${file}.json`);
        return { htmlFile: `${file}.html`, bytes, twin: twinBytes === undefined ? undefined : { file: `${file}.md`, bytes: twinBytes } };
      } catch (error) {
        for (const ext of ['html', 'md', 'json']) fs.rmSync(`${file}.${ext}.${tag}`, { force: true });
        // The cache only saves time: a full disk or a read-only folder must not fail a build.
        if (!warned) process.emitWarning(`gsite: could not write the page cache (${(error as Error).message}); this build goes on without it.`);
        warned = true;
        return undefined;
      }
    },
  };
}
