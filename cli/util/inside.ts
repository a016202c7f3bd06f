import fs from 'node:fs';
import path from 'node:path';

/** True when the absolute path `p` is the folder `dir` or lies below it (no links resolved). */
export function isInside(p: string, dir: string): boolean {
  return p === dir || p.startsWith(dir.endsWith(path.sep) ? dir : dir + path.sep);
}

/**
 * The real path of `p`, every symbolic link on the way resolved, when it exists and stays
 * inside `realDir` (itself a real path); undefined when it is missing or leads out of it.
 */
export async function realPathInside(p: string, realDir: string): Promise<string | undefined> {
  try {
    const real = await fs.promises.realpath(p);
    return isInside(real, realDir) ? real : undefined;
  } catch {
    return undefined;
  }
}
