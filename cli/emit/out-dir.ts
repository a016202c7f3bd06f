import fs from 'node:fs';
import path from 'node:path';
import { errors } from '../errors/catalogue.ts';
import { removeTree } from './remove-tree.ts';

/** Left in every build folder: the proof that replacing the folder loses nothing but a build. */
export const BUILD_MARKER = '.gsite-build';

/** The marker's contents: the source stamp of the build (cli/build/source-stamp.ts), when known. */
export function buildMarkerText(sourceStamp: string | undefined): string {
  return JSON.stringify({ sources: sourceStamp ?? null }) + '\n';
}

/** The source stamp a build folder was made from; undefined for no build, an older build or a broken marker. */
export function readBuildStamp(outDir: string): string | undefined {
  try {
    const sources = (JSON.parse(fs.readFileSync(path.join(outDir, BUILD_MARKER), 'utf8')) as { sources?: unknown }).sources;
    return typeof sources === 'string' ? sources : undefined;
  } catch {
    return undefined; // no marker, or one from before markers held a stamp: stale either way
  }
}

/** The site's own folders: a build must never replace one of them, nor anything inside one. */
const SOURCE_DIRS = ['content', 'templates', 'client', 'public', 'cli', 'test', 'node_modules', '.git'];

/**
 * Refuses an output folder whose replacement would destroy anything but an earlier build:
 * the site root or a folder above it, a source folder or anything inside one, a file, or a
 * folder with files in it that no gsite build made (no marker; a build from before the marker
 * is recognised by its `_headers` and `404.html`).
 */
export function checkOutDir(outDir: string, root: string): void {
  const out = path.resolve(outDir);
  const site = path.resolve(root);
  const inside = (dir: string) => out === dir || out.startsWith(dir + path.sep);
  if (out === path.parse(out).root) throw errors.outDirUnsafe(out, 'it is the root of the file system');
  if (out === site || site.startsWith(out + path.sep)) throw errors.outDirUnsafe(out, 'it is the site root or contains it');
  for (const name of SOURCE_DIRS) {
    if (inside(path.join(site, name))) throw errors.outDirUnsafe(out, `it is the site's ${name}/ folder or inside it`);
  }
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(out);
  } catch {
    return; // a new folder
  }
  if (!stat.isDirectory()) throw errors.outDirUnsafe(out, 'it is a file, not a folder');
  const entries = fs.readdirSync(out);
  if (entries.length === 0 || entries.includes(BUILD_MARKER)) return;
  if (entries.includes('_headers') && entries.includes('404.html')) return;
  throw errors.outDirUnsafe(out, 'it holds files that no gsite build made');
}

/**
 * Removes the temporary and previous-build folders (`<out>.tmp-<pid>-…`, `<out>.old-<pid>-…`)
 * that a build killed half-way left behind; those of a build still running stay.
 */
export function removeStaleSiblings(outDir: string): void {
  const out = path.resolve(outDir);
  const parent = path.dirname(out);
  const prefix = path.basename(out);
  let names: string[];
  try {
    names = fs.readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    const m = /^\.(?:tmp|old)-(\d+)-[0-9a-z]+$/.exec(name.slice(prefix.length));
    if (!name.startsWith(prefix) || !m) continue;
    if (isRunning(Number(m[1]))) continue;
    removeTree(path.join(parent, name));
  }
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
