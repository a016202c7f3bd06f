import fs from 'node:fs';
import path from 'node:path';
import { touchEntry } from './cache-prune.ts';
import { createHash } from 'node:crypto';

/**
 * A result kept on disk and reused while every file it was made from is unchanged: the bundles
 * (esbuild reports the files it read), so a build or a test's fixture build whose client and
 * template sources are the same as last time skips bundling.
 *
 * An entry is `<dir>/<key hash>.json`: the inputs' content hashes and the stored value. It is
 * used only if every input still hashes the same; otherwise, or if it is unreadable, the result
 * is made again and replaces it. Entries are written whole (write, then rename), so concurrent
 * builds never read half an entry.
 */
export interface InputCache<T> {
  /** Folder of the entries. */
  dir: string;
  /** Everything besides file contents that decides the result (options, entry points, versions). */
  key: unknown;
  make: () => Promise<{ value: T; inputs: string[] }>;
  /** JSON-safe form of the value, and back. */
  save: (value: T) => unknown;
  load: (saved: unknown) => T | undefined;
}

interface Entry {
  inputs: Record<string, string>;
  value: unknown;
}

const hashFile = (file: string): string | undefined => {
  try {
    return createHash('sha1').update(fs.readFileSync(file)).digest('base64');
  } catch {
    return undefined;
  }
};

/** How far behind the clock a file's modification time may lag (see cachedByInputs). */
const MTIME_SLACK_MS = 2000;

export async function cachedByInputs<T>(cache: InputCache<T>): Promise<T> {
  const name = createHash('sha256').update(JSON.stringify(cache.key)).digest('hex').slice(0, 24);
  const file = path.join(cache.dir, `${name}.json`);
  const kept = readEntry(file);
  if (kept && Object.entries(kept.inputs).every(([input, hash]) => hashFile(input) === hash)) {
    const value = cache.load(kept.value);
    if (value !== undefined) {
      touchEntry(file); // in use: pruneStaleEntries keeps it
      return value;
    }
  }
  const started = Date.now();
  const { value, inputs } = await cache.make();
  const hashes: Record<string, string> = {};
  for (const input of inputs) {
    const hash = hashFile(input);
    // An input that went away or changed while the result was being made: the result may be
    // of the old text, so it is not kept (the next build makes it again). File times come from
    // a coarse clock (a few ms behind, whole seconds on some file systems), so a change up to
    // MTIME_SLACK_MS before the start counts as during it: at worst a result is made once more.
    if (hash === undefined || fs.statSync(input).mtimeMs >= started - MTIME_SLACK_MS) return value;
    hashes[input] = hash;
  }
  fs.mkdirSync(cache.dir, { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify({ inputs: hashes, value: cache.save(value) } satisfies Entry));
  fs.renameSync(tmp, file);
  return value;
}

function readEntry(file: string): Entry | undefined {
  try {
    const entry = JSON.parse(fs.readFileSync(file, 'utf8')) as Entry;
    return entry && typeof entry.inputs === 'object' ? entry : undefined;
  } catch {
    return undefined; // none yet, or damaged: made again
  }
}
