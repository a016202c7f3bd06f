import fs from 'node:fs';
import path from 'node:path';

/** Cache entries not used for this long go: a page or bundle untouched for a week is rebuilt once if it comes back. */
export const CACHE_ENTRY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** The walk itself costs a stat per entry, so it runs at most this often per folder. */
const PRUNE_EVERY_MS = 24 * 60 * 60 * 1000;
const STAMP = '.last-pruned';

/** Marks an entry as used, so age-based pruning keeps it. Best effort: the cache only saves time. */
export function touchEntry(file: string, now = new Date()): void {
  try {
    fs.utimesSync(file, now, now);
  } catch {
    // removed meanwhile, or a read-only cache: nothing to keep
  }
}

/**
 * Removes files below `dir` whose last use (mtime: written, or touched on a hit) is older than
 * `maxAgeMs`, skipping the folders in `skip` (caches with their own rule). Entries are keyed by
 * hashes of their inputs, so every edit of the code or the site adds new ones and nothing else
 * ever removes the old; without this the folder grows with every build. Runs at most once a
 * day per folder (a stamp file records the last run). Returns how many files went.
 */
export function pruneStaleEntries(dir: string, opts: { maxAgeMs?: number; skip?: string[]; now?: number } = {}): number {
  const now = opts.now ?? Date.now();
  const maxAge = opts.maxAgeMs ?? CACHE_ENTRY_MAX_AGE_MS;
  const stamp = path.join(dir, STAMP);
  try {
    if (now - fs.statSync(stamp).mtimeMs < PRUNE_EVERY_MS) return 0;
  } catch {
    // never pruned (or no folder yet)
  }
  if (!fs.existsSync(dir)) return 0;
  let removed = 0;
  const walk = (folder: string, top: boolean) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (top && (opts.skip?.includes(entry.name) || entry.name === STAMP)) continue;
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(file, false);
        continue;
      }
      try {
        if (now - fs.statSync(file).mtimeMs > maxAge) {
          fs.rmSync(file, { force: true });
          removed++;
        }
      } catch {
        // removed by another process meanwhile
      }
    }
  };
  walk(dir, true);
  fs.writeFileSync(stamp, new Date(now).toISOString());
  return removed;
}
