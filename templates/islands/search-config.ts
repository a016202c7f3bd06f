import { collectionTag } from '../../cli/search/records.ts';
import { collectionHome } from '../../cli/docs/doc-entries.ts';
import type { SearchClientConfig } from '../../client/search/backend.ts';
import { useHref, usePage } from '../context.ts';

/** What the search islands (navbar button, /search page) need to know about the site. */
export function useSearchConfig(): SearchClientConfig {
  const { site } = usePage();
  const href = useHref();
  const { search, algolia, i18n } = site.config;
  return {
    manifestUrl: href(`/${site.outputFiles.searchManifest}`),
    pagePath: href(search.path),
    locale: i18n.defaultLocale,
    tags: [collectionTag(undefined), ...Object.keys(site.docs).map(collectionTag)],
    ...(search.missingResultsUrl ? { missingResultsUrl: search.missingResultsUrl } : {}),
    // Where the no-results screen sends a reader to browse instead: each docs collection's home.
    homes: Object.values(site.docs).map(collectionHome).map((h) => ({ ...h, url: href(h.url) })),
    ...(algolia ? { algolia: { appId: algolia.appId, apiKey: algolia.apiKey, indexName: algolia.indexName, ...(algolia.hosts ? { hosts: algolia.hosts } : {}) } } : {}),
  };
}
