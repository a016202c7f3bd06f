import { algoliaReadOrigins } from '../../client/search/algolia-hosts.ts';
import type { SiteConfig } from '../config/schema.ts';

/** CSP sources search needs: the hosted service's read hosts, only when it is configured. */
export function searchSources(config: Pick<SiteConfig, 'algolia'>): Record<string, string[]> {
  return config.algolia ? { 'connect-src': algoliaReadOrigins(config.algolia) } : {};
}
