import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { CompileInput, CompiledMarkdown } from '../markdown/processor.ts';
import { touchEntry } from '../build/cache-prune.ts';
import { writeWhole } from '../util/write-whole.ts';

/**
 * The Markdown stage's results (hast, table of contents, warnings) kept between builds, so a warm
 * build skips parsing and highlighting of every page that did not change. An entry's key is
 * a hash of the page's own input and of a build-wide salt: the renderer bundle (our Markdown
 * plugins are bundled into it), the installed packages (package-lock.json), the source →
 * URL map relative links resolve against, and the demos `::demo` reads. Anything that could
 * change the result changes the key, so a stale entry is never found; an entry that does
 * not parse or whose stored key differs is ignored and written again.
 */
export interface CompileCache {
  get(key: string): CompiledMarkdown | undefined;
  set(key: string, value: CompiledMarkdown): void;
}

/** Where the cache lives and this build's salt: what crosses to the render workers. */
export interface ContentCacheSetting {
  dir: string;
  salt: string;
}

/** The cache a renderer uses, from its setting (none: every page is compiled). */
export function openCompileCache(setting: ContentCacheSetting | undefined): { store: CompileCache; salt: string } | undefined {
  return setting && { store: diskCompileCache(setting.dir), salt: setting.salt };
}

/** Bumped when the stored shape changes. */
const FORMAT = 'gsite-content-cache-3';

export function cacheSalt(parts: string[]): string {
  const h = createHash('sha256').update(FORMAT);
  for (const p of parts) h.update('\0').update(p);
  return h.digest('hex');
}

/** The key of one page's compile; `fileUrls` is site-wide and belongs in the salt. */
export function compileKey(salt: string, input: CompileInput): string {
  const { fileUrls: _shared, ...own } = input;
  return createHash('sha256').update(salt).update('\0').update(JSON.stringify(own)).digest('hex');
}

/** One JSON file per entry below `dir` (two-letter fan-out), written atomically. */
export function diskCompileCache(dir: string): CompileCache {
  let warned = false;
  const fileOf = (key: string) => path.join(dir, key.slice(0, 2), `${key}.json`);
  return {
    get(key) {
      let text: string;
      try {
        text = fs.readFileSync(fileOf(key), 'utf8');
      } catch {
        return undefined; // not cached yet
      }
      try {
        const entry = JSON.parse(text) as { key?: string; value?: CompiledMarkdown };
        if (!(entry.key === key && entry.value?.hast?.type === 'root' && Array.isArray(entry.value.toc) && Array.isArray(entry.value.warnings))) return undefined;
        touchEntry(fileOf(key)); // in use: pruneStaleEntries keeps it
        return entry.value;
      } catch {
        return undefined; // a torn or corrupt file: compiled again and overwritten
      }
    },
    set(key, value) {
      const file = fileOf(key);
      try {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        // Source positions are for error messages while compiling (made by now); a cached page
        // has none to give. Cleared on the tree rather than by a JSON.stringify replacer, which
        // is called for every key of the tree: ~0.9 s of each render thread's 30 s at 2,000 pages.
        clearPositions(value.hast);
        writeWhole(file, JSON.stringify({ key, value }));
      } catch (error) {
        // The cache only saves time: a full disk or a read-only folder must not fail a build.
        if (!warned) process.emitWarning(`gsite: could not write the content cache (${(error as Error).message}); this build goes on without it.`);
        warned = true;
      }
    },
  };
}

/** Sets every node's `position` to undefined (JSON leaves it out; the nodes keep their shape). */
function clearPositions(node: { position?: unknown; children?: unknown[] }): void {
  if (node.position !== undefined) node.position = undefined;
  if (node.children) for (const child of node.children) clearPositions(child as typeof node);
}
