import fs from 'node:fs';
import path from 'node:path';
import { BUILD_MARKER, buildMarkerText, checkOutDir, removeStaleSiblings } from './out-dir.ts';
import type { PublicFile } from './public-files.ts';
import { removeTree } from './remove-tree.ts';
import type { FileId } from '../util/file-id.ts';
import { writeWhole } from '../util/write-whole.ts';

export interface OutputFolderOptions {
  /** The build folder to replace. */
  outDir: string;
  /** Site root; the build folder may not be it or contain it. */
  root: string;
  /** The files of public/ (listPublicFiles), copied first (so a generated file wins over a static one). */
  publicFiles?: readonly PublicFile[];
  /** Written into the build marker: what the build was made from (see cli/build/source-stamp.ts). */
  sourceStamp?: string;
}

/**
 * Where a build puts its files as it makes them. Pages are written as they are rendered, so
 * no stage holds the HTML of every page at once.
 */
export interface OutputSink {
  write(rel: string, contents: string | Uint8Array): void;
  /**
   * A file whose contents already sit in `from` (a page cache entry, never written in place):
   * linked rather than copied where the file system allows. `fromId`: the device and inode of
   * `from` when the caller has just stat'ed it (spares a stat per file).
   */
  link(rel: string, from: string, bytes: number, fromId?: FileId): void;
  /** A file this build has written or linked so far, as text (outputs made from other outputs: llms-full.txt). */
  read(rel: string): string | undefined;
  /** Paths below the build folder written so far. */
  readonly paths: ReadonlySet<string>;
  readonly bytes: number;
  /** The build succeeded: its files become the build folder. */
  commit(): void;
  /** The build failed: its files go, the previous build folder stays exactly as it was. */
  abort(): void;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
function asTextIfUtf8(bytes: Uint8Array): string | Uint8Array {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return bytes;
  }
}

/** Files kept in memory, for builds that must not touch the disk (fixture tests). */
export function memoryOutput(): OutputSink & { files: Map<string, string | Uint8Array> } {
  const files = new Map<string, string | Uint8Array>();
  let bytes = 0;
  const write = (rel: string, contents: string | Uint8Array) => {
    files.set(rel, contents);
    bytes += byteLength(contents);
  };
  return {
    files,
    get paths() {
      return new Set(files.keys());
    },
    get bytes() {
      return bytes;
    },
    write,
    // Text stays a string (what tests read); anything else (a zip, a PNG, gzipped records) its bytes.
    link: (rel, from) => write(rel, asTextIfUtf8(fs.readFileSync(from))),
    read: (rel) => {
      const contents = files.get(rel);
      return contents === undefined || typeof contents === 'string' ? contents : Buffer.from(contents).toString('utf8');
    },
    commit() {},
    abort() {},
  };
}

/**
 * Files written into a temporary sibling of the build folder, which become the build folder
 * in commit(): a build that fails at any point (abort(), or a crash that never commits)
 * leaves the previous output exactly as it was.
 *
 * A first build (no build folder yet) renames its temporary folder into place. A later build
 * updates the previous folder instead: a file it would write or link that the folder already
 * holds (the same page cache file, or the same bytes) is not staged at all, and commit() moves
 * only the staged files in and removes what this build does not make. Replacing the whole
 * folder cost a folder per page twice (made in the new folder, removed with the old one):
 * 0.5-0.9 s of a 2,000-page warm build on this machine's disk, for files that were the same.
 * While commit() runs, the marker says the folder is being updated, so a build stopped half-way
 * reads as stale (readBuildStamp) and the next build sets every file right.
 */
export function folderOutput(opts: OutputFolderOptions): OutputSink {
  const outDir = path.resolve(opts.outDir);
  const root = path.resolve(opts.root);
  checkOutDir(outDir, root);
  removeStaleSiblings(outDir);
  const update = fs.existsSync(outDir);
  const tmp = `${outDir}.tmp-${process.pid}-${Date.now().toString(36)}`;
  /** Every file of this build, below the build folder (public/ copies too: an update keeps them). */
  const all = new Set<string>();
  /** The files of this build: written, linked or copied into the temporary folder. */
  const staged = new Set<string>();
  const paths = new Set<string>();
  let bytes = 0;
  fs.mkdirSync(tmp, { recursive: true });
  const ensureDir = folderMaker(tmp);
  const target = (rel: string) => {
    const file = path.join(tmp, rel);
    if (!file.startsWith(tmp + path.sep)) throw new Error(`refusing to write outside the build folder: ${rel}`);
    all.add(rel);
    staged.add(rel);
    ensureDir(path.dirname(file));
    return file;
  };
  /** The previous build's copy of `rel` already is this file (a link to the same page cache entry). */
  const sameFile = (rel: string, from: string, fromId?: FileId) => {
    const had = previous(rel);
    if (!had) return false;
    const now = fromId ?? fs.statSync(from);
    return had.ino === now.ino && had.dev === now.dev;
  };
  /** The previous build's copy of `rel` holds these bytes. */
  const sameBytes = (rel: string, contents: Uint8Array) => {
    const had = previous(rel);
    return !!had && had.size === contents.byteLength && fs.readFileSync(path.join(outDir, rel)).equals(contents);
  };
  /** The previous build's file at `rel`; none when there is no such file (or a folder, or a file where a folder should be). */
  const previous = (rel: string): fs.Stats | undefined => {
    if (!update) return undefined;
    try {
      const had = fs.statSync(path.join(outDir, rel));
      return had.isFile() ? had : undefined;
    } catch {
      return undefined;
    }
  };
  const keep = (rel: string) => {
    if (!path.join(outDir, rel).startsWith(outDir + path.sep)) throw new Error(`refusing to write outside the build folder: ${rel}`);
    all.add(rel);
    // A file staged earlier in this build (a public/ file a generated one now replaces) goes.
    if (staged.delete(rel)) fs.rmSync(path.join(tmp, rel), { force: true });
  };
  const abort = () => removeTree(tmp);
  try {
    for (const file of opts.publicFiles ?? []) {
      const contents = fs.readFileSync(file.source);
      if (sameBytes(file.rel, contents)) keep(file.rel);
      else fs.writeFileSync(target(file.rel), contents);
    }
  } catch (error) {
    abort();
    throw error;
  }
  let canLink = true;
  return {
    paths,
    get bytes() {
      return bytes;
    },
    write(rel, contents) {
      const data = typeof contents === 'string' ? Buffer.from(contents) : contents;
      if (sameBytes(rel, data)) keep(rel);
      else fs.writeFileSync(target(rel), data);
      paths.add(rel);
      bytes += data.byteLength;
    },
    link(rel, from, size, fromId) {
      if (sameFile(rel, from, fromId)) keep(rel);
      else {
        const file = target(rel);
        if (canLink) {
          try {
            fs.linkSync(from, file);
          } catch {
            // Another file system, or one without hard links: copies from now on.
            canLink = false;
          }
        }
        if (!canLink) fs.copyFileSync(from, file);
      }
      paths.add(rel);
      bytes += size;
    },
    read: (rel) => (staged.has(rel) ? fs.readFileSync(path.join(tmp, rel), 'utf8') : paths.has(rel) ? fs.readFileSync(path.join(outDir, rel), 'utf8') : undefined),
    commit() {
      try {
        if (!update) {
          fs.writeFileSync(path.join(tmp, BUILD_MARKER), buildMarkerText(opts.sourceStamp));
          fs.renameSync(tmp, outDir);
          return;
        }
        const marker = path.join(outDir, BUILD_MARKER);
        fs.writeFileSync(marker, buildMarkerText(undefined));
        removeOthers(outDir, '', all);
        const ensureOutDir = folderMaker(outDir);
        for (const rel of staged) {
          const to = path.join(outDir, rel);
          ensureOutDir(path.dirname(to));
          fs.renameSync(path.join(tmp, rel), to);
        }
        writeWhole(marker, buildMarkerText(opts.sourceStamp));
        removeTree(tmp);
      } catch (error) {
        abort();
        throw error;
      }
    },
    abort,
  };
}

/**
 * Makes the folders below `top` (which exists) that files go into: one plain mkdir per new
 * folder, parents first, each once. A recursive mkdir per page costs a few system calls per
 * ancestor, which was a fifth of a warm build.
 */
function folderMaker(top: string): (dir: string) => void {
  const made = new Set<string>([top]);
  const ensure = (dir: string): void => {
    if (made.has(dir)) return;
    ensure(path.dirname(dir));
    try {
      fs.mkdirSync(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    made.add(dir);
  };
  return ensure;
}

/**
 * Removes every file below `dir` that is not in `keep` (paths below the build folder), and the
 * folders that leaves empty; the build marker stays. Returns whether `dir` is now empty.
 */
function removeOthers(dir: string, rel: string, keep: ReadonlySet<string>): boolean {
  let left = 0;
  for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (removeOthers(dir, child, keep)) fs.rmdirSync(path.join(dir, child));
      else left++;
    } else if (keep.has(child) || child === BUILD_MARKER) left++;
    else fs.unlinkSync(path.join(dir, child));
  }
  return left === 0;
}

function byteLength(contents: string | Uint8Array): number {
  return typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
}
