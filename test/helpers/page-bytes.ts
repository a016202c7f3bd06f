import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUILD_DIR } from './built-pages.ts';

export const gzipSize = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;

/** Gzip size of a built file by its URL path. */
export function builtFileGzip(urlPath: string): number {
  return gzipSize(fs.readFileSync(path.join(BUILD_DIR, decodeURIComponent(urlPath.replace(/^\//, '')))));
}
