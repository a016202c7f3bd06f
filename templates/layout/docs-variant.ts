import { usePage } from '../context.ts';

/** Docs and learning pages get the docs row in the bar and the docs panel in the drawer. */
export function useDocsVariant(): boolean {
  const { site, route } = usePage();
  return (route.kind === 'doc' || route.kind === 'doc-category') && site.config.navbar.docsItems.length > 0;
}
