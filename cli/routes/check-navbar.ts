import type { SiteConfig } from '../config/schema.ts';
import { errors } from '../errors/catalogue.ts';
import { missingDocError } from '../docs/missing-doc.ts';
import type { DocsCollectionData } from './site-data.ts';

/** Navbar items that point at docs or sidebars must name ones that exist (spec §8). */
export function checkNavbarRefs(config: SiteConfig, configFile: string, docs: Record<string, DocsCollectionData>): void {
  const lists = [['navbar.items', config.navbar.items], ['navbar.docsItems', config.navbar.docsItems]] as const;
  for (const [key, items] of lists) {
    items.forEach((item, i) => {
      if (item.type === 'doc') {
        const collection = docs[item.docsPluginId]!;
        if (!collection.docs[item.docId]) throw missingDocError(configFile, `${key}[${i}].docId`, item.docId, Object.keys(collection.docs), collection.drafts);
      }
      if (item.type === 'docSidebar') {
        const collection = docs[item.docsPluginId]!;
        if (!collection.sidebars[item.sidebarId]) throw errors.unknownSidebarId(configFile, `${key}[${i}].sidebarId`, item.sidebarId, Object.keys(collection.sidebars));
      }
    });
  }
}
