import fs from 'node:fs';
import path from 'node:path';
import { errors } from '../errors/catalogue.ts';

export interface WriteOutputOptions {
  /** The build folder to replace. */
  outDir: string;
  /** Site root; the build folder may not be it or contain it. */
  root: string;
  /** Path below outDir → contents. */
  files: Map<string, string | Uint8Array>;
  /** Copied as is, before `files` (so a generated file wins over a static one). */
  publicDir?: string;
}

/**
 * Writes the whole build into a temporary sibling folder and swaps it in only at the end:
 * a build that fails at any point leaves the previous output exactly as it was.
 */
export function writeOutput(opts: WriteOutputOptions): { bytes: number; fileCount: number } {
  const outDir = path.resolve(opts.outDir);
  const root = path.resolve(opts.root);
  if (outDir === root || root.startsWith(outDir + path.sep) || outDir === path.parse(outDir).root) throw errors.outDirUnsafe(outDir);
  const stamp = `${process.pid}-${Date.now().toString(36)}`;
  const tmp = `${outDir}.tmp-${stamp}`;
  const old = `${outDir}.old-${stamp}`;
  let bytes = 0;
  try {
    fs.mkdirSync(tmp, { recursive: true });
    if (opts.publicDir && fs.existsSync(opts.publicDir)) fs.cpSync(opts.publicDir, tmp, { recursive: true });
    const dirs = new Set<string>();
    for (const [rel, contents] of opts.files) {
      const file = path.join(tmp, rel);
      if (!file.startsWith(tmp + path.sep)) throw new Error(`refusing to write outside the build folder: ${rel}`);
      const dir = path.dirname(file);
      if (!dirs.has(dir)) {
        fs.mkdirSync(dir, { recursive: true });
        dirs.add(dir);
      }
      fs.writeFileSync(file, contents);
      bytes += typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
    }
    const hadOld = fs.existsSync(outDir);
    if (hadOld) fs.renameSync(outDir, old);
    fs.renameSync(tmp, outDir);
    if (hadOld) fs.rmSync(old, { recursive: true, force: true });
  } catch (error) {
    fs.rmSync(tmp, { recursive: true, force: true });
    if (!fs.existsSync(outDir) && fs.existsSync(old)) fs.renameSync(old, outDir);
    throw error;
  }
  return { bytes, fileCount: opts.files.size };
}
