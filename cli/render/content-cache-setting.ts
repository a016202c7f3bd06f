import { createHash } from 'node:crypto';
import path from 'node:path';
import { CACHE_DIR, lockfileText } from '../paths.ts';
import type { SiteData } from '../routes/site-data.ts';
import type { RendererBundle } from './bundle-renderer.ts';
import { cacheSalt, type ContentCacheSetting } from './content-cache.ts';
import { pageCacheSalt } from './page-cache.ts';
import type { PageCacheSetting } from './render-pages.ts';

/**
 * This build's content cache: its folder, and the salt made of everything besides a page's
 * own text that shapes its Markdown result (see content-cache.ts).
 */
export function contentCacheSetting(renderer: RendererBundle, site: SiteData, dir = contentCacheDir()): ContentCacheSetting {
  return {
    dir,
    salt: cacheSalt([
      // Named by the hash of its code: our Markdown plugins and components are inside it.
      path.basename(renderer.file),
      lockfileText(),
      JSON.stringify(site.fileUrls),
      JSON.stringify(site.demos),
    ]),
  };
}

/**
 * This build's page cache: beside the content cache, one folder per site (so that pruning
 * after a build keeps other sites' pages), salted with the content cache's salt and the whole
 * site data, since every page shows some of it (sidebars, navbar, footer, assets).
 */
export function pageCacheSetting(content: ContentCacheSetting, site: SiteData, root: string): PageCacheSetting {
  return { dir: pageCacheDir(content, root), salt: pageCacheSalt(content.salt, JSON.stringify(site)) };
}

/** The page cache's folder for this site, also home of the outputs kept between builds (derived-cache.ts). */
export function pageCacheDir(content: Pick<ContentCacheSetting, 'dir'>, root: string): string {
  return path.join(content.dir, 'pages', createHash('sha256').update(path.resolve(root)).digest('hex').slice(0, 16));
}

/** The content cache's folder: `cacheDir` when given, else the one under node_modules. */
export const contentCacheDir = (cacheDir?: string): string => cacheDir ?? path.join(CACHE_DIR, 'content');
