import type { ContentFile } from '../content/collect-content.ts';
import { joinUrl } from '../routes/route.ts';
import type { DocsCollectionData } from '../routes/site-data.ts';

/** `GSAP/gsap.to().md` → `GSAP/gsap.to()`; `Plugins/ScrollTrigger/index.md` → `Plugins/ScrollTrigger`; `index.md` → `index`. */
export function docIdOf(relPath: string): string {
  const noExt = relPath.replace(/\.md$/, '');
  if (noExt === 'index') return 'index';
  return noExt.replace(/\/index$/, '');
}

export function isIndexFile(relPath: string): boolean {
  return relPath === 'index.md' || relPath.endsWith('/index.md');
}

/**
 * The URL of a doc. Index files map to their folder (with a trailing slash); a `slug`
 * starting with `/` is relative to the collection base, otherwise to the file's folder.
 */
export function docUrlOf(file: ContentFile, routeBasePath: string): string {
  const dir = file.relPath.includes('/') ? file.relPath.slice(0, file.relPath.lastIndexOf('/')) : '';
  const slug = file.frontmatter.slug;
  if (slug !== undefined) {
    return slug.startsWith('/') ? joinUrl(routeBasePath, slug) : joinUrl(routeBasePath, dir, slug);
  }
  if (isIndexFile(file.relPath)) return joinUrl(routeBasePath, dir) + '/';
  return joinUrl(routeBasePath, file.relPath.replace(/\.md$/, ''));
}

/** A docs collection's home page and the name readers know it by (its sidebar label: "Docs home", not its <title>). */
export function collectionHome(c: DocsCollectionData): { url: string; label: string } {
  const home = Object.values(c.docs).find((d) => d.path === c.mainDocUrl);
  return { url: c.mainDocUrl, label: home?.sidebarLabel ?? home?.title ?? c.id };
}
