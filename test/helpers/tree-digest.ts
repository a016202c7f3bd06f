import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';

/**
 * One hash of a folder: every file's path and bytes (and every empty folder's path), in
 * sorted order. Two digests are equal only when the trees are the same byte for byte.
 */
export function treeDigest(dir: string): string {
  const hash = createHash('sha256');
  for (const rel of fs.readdirSync(dir, { recursive: true }).map(String).sort()) {
    const file = path.join(dir, rel);
    hash.update(rel).update('\0');
    if (fs.statSync(file).isFile()) hash.update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}
