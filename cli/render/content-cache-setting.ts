import fs from 'node:fs';
import path from 'node:path';
import { CACHE_DIR, GSITE_ROOT } from '../paths.ts';
import type { SiteData } from '../routes/site-data.ts';
import type { RendererBundle } from './bundle-renderer.ts';
import { cacheSalt, type ContentCacheSetting } from './content-cache.ts';

/**
 * This build's content cache: its folder, and the salt made of everything besides a page's
 * own text that shapes its Markdown result (see content-cache.ts).
 */
export function contentCacheSetting(renderer: RendererBundle, site: SiteData, dir = path.join(CACHE_DIR, 'content')): ContentCacheSetting {
  const lock = path.join(GSITE_ROOT, 'package-lock.json');
  return {
    dir,
    salt: cacheSalt([
      // Named by the hash of its code: our Markdown plugins and components are inside it.
      path.basename(renderer.file),
      fs.existsSync(lock) ? fs.readFileSync(lock, 'utf8') : 'no-lockfile',
      JSON.stringify(site.fileUrls),
      JSON.stringify(site.demos),
    ]),
  };
}
