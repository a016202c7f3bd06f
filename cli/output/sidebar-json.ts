import { createHash } from 'node:crypto';
import type { DocsCollectionData } from '../routes/site-data.ts';

export interface SidebarFiles {
  /** `<collection>/<sidebar>` → URL. */
  urls: Record<string, string>;
  /** Output path → JSON. */
  files: Map<string, string>;
}

/**
 * Every sidebar as one JSON file with a content hash in its name. Pages render only the
 * open part of their sidebar; the sidebar island fetches the rest when a category opens,
 * once for all pages (the file is cacheable forever).
 */
export function sidebarFiles(docs: Record<string, DocsCollectionData>): SidebarFiles {
  const urls: Record<string, string> = {};
  const files = new Map<string, string>();
  for (const [collectionId, collection] of Object.entries(docs)) {
    for (const [sidebarId, items] of Object.entries(collection.sidebars)) {
      const json = JSON.stringify(items);
      const hash = createHash('sha1').update(json).digest('hex').slice(0, 10);
      const file = `assets/sidebars/${collectionId}-${sidebarId}-${hash}.json`;
      urls[`${collectionId}/${sidebarId}`] = `/${file}`;
      files.set(file, json);
    }
  }
  return { urls, files };
}
