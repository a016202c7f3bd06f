/**
 * Pages fetched ahead of a click (on hover, focus or when a link comes into view) and the
 * page being navigated to, one request per URL. A prefetch that failed is remembered, so
 * the click does a full page load instead (spec §4, §8 "Route preload failure").
 */
export interface FetchedPage {
  /** Where the response came from after redirects (e.g. /x.html → /x). */
  url: string;
  html: string;
}

const MAX_ENTRIES = 30;
const cache = new Map<string, Promise<FetchedPage>>();
const failed = new Set<string>();

/** Cache key: path and query (the hash never changes the document). */
export const pageKey = (url: URL) => url.pathname + url.search;

async function request(url: URL): Promise<FetchedPage> {
  const res = await fetch(url.pathname + url.search, { credentials: 'same-origin', headers: { accept: 'text/html' } });
  // The not-found page is a page like any other; anything else that is not ok is a failure.
  if (!res.ok && res.status !== 404) throw new Error(`HTTP ${res.status}`);
  if (!/text\/html/.test(res.headers.get('content-type') ?? '')) throw new Error(`not an HTML page (${res.headers.get('content-type')})`);
  return { url: res.url, html: await res.text() };
}

export function loadPage(url: URL): Promise<FetchedPage> {
  const key = pageKey(url);
  let page = cache.get(key);
  if (!page) {
    page = request(url);
    cache.set(key, page);
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    // A failed request is not kept: the next attempt is a full page load anyway.
    page.catch(() => cache.delete(key));
  }
  return page;
}

export function prefetchPage(url: URL): void {
  const key = pageKey(url);
  if (cache.has(key) || failed.has(key)) return;
  loadPage(url).catch((error: unknown) => {
    failed.add(key);
    console.warn(`Prefetching ${key} failed; following a link to it will load the page in full.`, error);
  });
}

export const prefetchFailed = (url: URL) => failed.has(pageKey(url));
