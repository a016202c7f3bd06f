import fs from 'node:fs';
import path from 'node:path';
import { BUILD_MARKER, buildMarkerText, checkOutDir, removeStaleSiblings } from './out-dir.ts';
import type { PublicFile } from './public-files.ts';
import { removeTree } from './remove-tree.ts';

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
   * linked rather than copied where the file system allows.
   */
  link(rel: string, from: string, bytes: number): void;
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
 * Files written into a temporary sibling of the build folder, swapped in by commit(): a
 * build that fails at any point (abort(), or a crash that never commits) leaves the previous
 * output exactly as it was.
 */
export function folderOutput(opts: OutputFolderOptions): OutputSink {
  const outDir = path.resolve(opts.outDir);
  const root = path.resolve(opts.root);
  checkOutDir(outDir, root);
  removeStaleSiblings(outDir);
  const stamp = `${process.pid}-${Date.now().toString(36)}`;
  const tmp = `${outDir}.tmp-${stamp}`;
  const old = `${outDir}.old-${stamp}`;
  const paths = new Set<string>();
  const dirs = new Set<string>();
  let bytes = 0;
  fs.mkdirSync(tmp, { recursive: true });
  try {
    for (const file of opts.publicFiles ?? []) {
      const to = path.join(tmp, file.rel);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(file.source, to);
    }
  } catch (error) {
    removeTree(tmp);
    throw error;
  }
  const abort = () => {
    removeTree(tmp);
    if (!fs.existsSync(outDir) && fs.existsSync(old)) fs.renameSync(old, outDir);
  };
  dirs.add(tmp);
  // One plain mkdir per new folder, parents first: a recursive mkdir per page costs a few
  // system calls per ancestor, which was a fifth of a warm build.
  const ensureDir = (dir: string): void => {
    if (dirs.has(dir)) return;
    ensureDir(path.dirname(dir));
    try {
      fs.mkdirSync(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    dirs.add(dir);
  };
  const target = (rel: string) => {
    const file = path.join(tmp, rel);
    if (!file.startsWith(tmp + path.sep)) throw new Error(`refusing to write outside the build folder: ${rel}`);
    ensureDir(path.dirname(file));
    return file;
  };
  let canLink = true;
  return {
    paths,
    get bytes() {
      return bytes;
    },
    write(rel, contents) {
      fs.writeFileSync(target(rel), contents);
      paths.add(rel);
      bytes += byteLength(contents);
    },
    link(rel, from, size) {
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
      paths.add(rel);
      bytes += size;
    },
    read: (rel) => (paths.has(rel) ? fs.readFileSync(path.join(tmp, rel), 'utf8') : undefined),
    commit() {
      try {
        fs.writeFileSync(path.join(tmp, BUILD_MARKER), buildMarkerText(opts.sourceStamp));
        const hadOld = fs.existsSync(outDir);
        if (hadOld) fs.renameSync(outDir, old);
        fs.renameSync(tmp, outDir);
        if (hadOld) removeTree(old);
      } catch (error) {
        abort();
        throw error;
      }
    },
    abort,
  };
}

function byteLength(contents: string | Uint8Array): number {
  return typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
}
