import { createContext, useContext } from 'react';
import type { Route } from '../cli/routes/route.ts';
import type { SiteData } from '../cli/routes/site-data.ts';
import type { TocEntry } from '../cli/markdown/file-data.ts';

export type { Route, SiteData, TocEntry };

/** What every template can read about the page being rendered. */
export interface PageContextValue {
  site: SiteData;
  route: Route;
  toc: TocEntry[];
}

export const PageContext = createContext<PageContextValue | null>(null);

export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePage() used outside a page render');
  return value;
}

/** Prefixes an internal path with the site's base URL; external URLs pass through. */
export function useHref(): (to: string) => string {
  const { site } = usePage();
  const base = site.config.baseUrl;
  return (to: string) => (/^[a-z][a-z0-9+.-]*:|^\/\/|^#/i.test(to) || base === '/' ? to : base.replace(/\/$/, '') + to);
}
