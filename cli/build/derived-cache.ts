import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { OutputSink } from '../emit/write-output.ts';
import type { FileId } from '../util/file-id.ts';
import { writeWhole } from '../util/write-whole.ts';

/**
 * Output files made from every page's summary (the search records and index), or drawn from a
 * page's text (its social card), kept between builds under a key that hashes all their inputs
 * (the pages' cache keys, see render-pages.ts, plus whatever else the maker reads). A warm build
 * whose inputs did not change links the kept files into the new build instead of making them
 * again. Entries are folders written whole under a temporary name and renamed, never written in
 * place afterwards (builds hold links). derivedFiles returns the entry's folder name (below
 * `dir`), for pruning; none when nothing is kept.
 */
export interface DerivedOptions {
  /** Cache folder; none: always made. */
  dir: string | undefined;
  /** What the files are, for the folder name. */
  name: string;
  /** Everything the files are made from; none: always made. */
  inputs: string[] | undefined;
  out: Pick<OutputSink, 'write' | 'link'>;
  /** Where entries of a kind made by the thousand (social cards) are listed together; see derivedIndex. */
  index?: DerivedIndex;
}

type Files = Map<string, string | Uint8Array>;

export function derivedFiles(opts: DerivedOptions & { make: () => Files }): string | undefined {
  const entry = derivedEntry(opts);
  if (!entry.kept) entry.keep(opts.make());
  return entry.name;
}

/**
 * The entry for these inputs, looked up: when it is kept whole its files are already linked
 * into the build (`kept`); otherwise the caller makes the files (at its own pace: images are
 * drawn in threads) and hands them to `keep`, which writes them and stores the entry.
 */
export function derivedEntry(opts: DerivedOptions): { name?: string; kept: boolean; keep: (files: Files) => void } {
  const { dir, inputs, out } = opts;
  const write = (files: Files) => {
    for (const [rel, contents] of files) out.write(rel, contents);
  };
  if (!dir || !inputs) return { kept: false, keep: write };
  const h = createHash('sha256');
  for (const part of inputs) h.update(part).update('\0');
  const name = `${opts.name}-${h.digest('hex').slice(0, 32)}`;
  const entry = path.join(dir, name);
  const indexed = opts.index?.listed(name);
  const listed = readList(entry, indexed) ?? (indexed ? readList(entry) : undefined);
  if (listed) {
    for (const { rel, file, bytes, id } of listed) out.link(rel, path.join(entry, file), bytes, id);
    opts.index?.record(name, listed);
    return { name, kept: true, keep: () => {} };
  }
  return {
    name,
    kept: false,
    keep: (files) => {
      write(files);
      const list = store(entry, files);
      if (list) opts.index?.record(name, list);
    },
  };
}

export interface Listed {
  rel: string;
  file: string;
  bytes: number;
}

/**
 * The entry's files, each with the device and inode its size check found (handed to the output's
 * link): as `indexed` lists them when given, else as the entry's own list says.
 */
function readList(entry: string, indexed?: Listed[]): (Listed & { id: FileId })[] | undefined {
  try {
    const list = indexed ?? (JSON.parse(fs.readFileSync(path.join(entry, 'files.json'), 'utf8')) as Listed[]);
    const found: (Listed & { id: FileId })[] = [];
    for (const f of list) {
      const stat = fs.statSync(path.join(entry, f.file));
      // Each file must still be whole: a folder damaged by hand is made again.
      if (stat.size !== f.bytes) return undefined;
      found.push({ ...f, id: { dev: stat.dev, ino: stat.ino } });
    }
    return found;
  } catch {
    return undefined;
  }
}

/** Stores the entry whole; returns its list, or none when it could not be kept. */
function store(entry: string, files: Files): Listed[] | undefined {
  const tmp = `${entry}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    fs.mkdirSync(tmp, { recursive: true });
    const list: Listed[] = [...files].map(([rel, contents], i) => {
      const file = `${i}${path.extname(rel)}`;
      fs.writeFileSync(path.join(tmp, file), contents, { mode: 0o444 }); // linked from builds: see page-cache.ts
      return { rel, file, bytes: typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength };
    });
    fs.writeFileSync(path.join(tmp, 'files.json'), JSON.stringify(list));
    fs.rmSync(entry, { recursive: true, force: true });
    fs.renameSync(tmp, entry);
    return list;
  } catch (error) {
    fs.rmSync(tmp, { recursive: true, force: true });
    // The cache only saves time: a full disk must not fail a build.
    process.emitWarning(`gsite: could not keep ${path.basename(entry)} for the next build (${(error as Error).message}).`);
    return undefined;
  }
}

/**
 * The lists of many entries of one kind in one file beside them: a warm build of 2,000 pages
 * with social cards read 2,000 small lists, one per card (~50 ms of its ~250 ms card stage);
 * now it reads one. The index only saves reading: each file it lists is still checked (its
 * size as recorded) before it is linked, and an entry it does not list is looked up in its own
 * folder as before, so a stale or damaged index costs time, never a wrong file.
 */
export interface DerivedIndex {
  /** The index's file name in the cache folder, for pruning to keep. */
  readonly file: string;
  /** The entry's files as an earlier build recorded them. */
  listed(name: string): Listed[] | undefined;
  /** An entry this build used, found or stored. */
  record(name: string, list: Listed[]): void;
  /** Writes the entries recorded in this build (only those: the file does not grow with old versions). */
  save(): void;
}

export function derivedIndex(dir: string | undefined, kind: string): DerivedIndex {
  const file = `${kind}-index.json`;
  const known = new Map<string, Listed[]>();
  if (dir) {
    try {
      const json = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, Listed[]>;
      for (const [name, list] of Object.entries(json)) if (Array.isArray(list)) known.set(name, list);
    } catch {
      // none yet, or unreadable: each entry's own list is read
    }
  }
  const recorded = new Map<string, Listed[]>();
  let changed = false;
  return {
    file,
    listed: (name) => known.get(name),
    record(name, list) {
      // As stored: without the file ids a lookup adds.
      const plain = list.map(({ rel, file: f, bytes }) => ({ rel, file: f, bytes }));
      const had = known.get(name);
      if (!had || JSON.stringify(had) !== JSON.stringify(plain)) changed = true;
      recorded.set(name, plain);
    },
    save() {
      // A build that used exactly the entries listed (a warm build): the file already says this.
      if (!dir || (!changed && recorded.size === known.size)) return;
      try {
        writeWhole(path.join(dir, file), JSON.stringify(Object.fromEntries(recorded)));
      } catch (error) {
        process.emitWarning(`gsite: could not write ${file} for the next build (${(error as Error).message}).`);
      }
    },
  };
}
