import fs from 'node:fs';
import path from 'node:path';
import { loadIndex, type SearchIndex } from '../../client/search/engine.ts';
import type { SearchManifest } from '../../cli/output/search-files.ts';
import { OUTPUT_FILES } from '../../cli/output/output-files.ts';

/** The whole built-in search index of a build (both parts its manifest names), as the browser ends up with it. */
export function loadBuiltIndex(buildDir: string): { index: SearchIndex; manifest: SearchManifest } {
  const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, OUTPUT_FILES.searchManifest), 'utf8')) as SearchManifest;
  const read = (url: string) => fs.readFileSync(path.join(buildDir, decodeURIComponent(url).replace(/^\//, '')), 'utf8');
  return { index: loadIndex(read(manifest.index), read(manifest.body)), manifest };
}
