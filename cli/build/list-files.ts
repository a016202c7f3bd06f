import fs from 'node:fs';
import path from 'node:path';
import { toPosix } from '../paths.ts';

/** Every file below dir as a posix path relative to it; none when dir is missing. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => toPosix(path.relative(dir, path.join(e.parentPath ?? (e as unknown as { path: string }).path, e.name))));
}
