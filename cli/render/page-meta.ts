import type { Route } from '../routes/route.ts';

/** What a page template module may say about its page (`export const meta`). */
export interface PageMeta {
  title: string;
  description?: string;
  layout?: 'page' | 'wide';
}

/**
 * A page's meta: a page template's own `meta`, else the route's title. Known without rendering,
 * so `gsite dev` can list page titles (pages.json) before it has rendered the pages.
 */
export function pageMeta(route: Route, pages: Record<string, { meta?: PageMeta }>): PageMeta {
  return (route.kind === 'page' ? pages[route.template!]?.meta : undefined) ?? { title: route.title };
}
