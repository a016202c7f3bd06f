/**
 * Puts a fetched page in place of the current one: head entries that describe the page
 * (title, meta, canonical, feeds, structured data), the body with its attributes, and the
 * islands (the old page's torn down, the new page's hydrated). Stylesheets and the head
 * scripts stay: every page shares them. Returns false when the new page needs other
 * stylesheets, which only a full load can give it.
 */
const sheets = (doc: Document) => [...doc.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')).join('\n');

/** Head entries that differ from page to page. */
const PAGE_HEAD = 'title, meta:not([charset]):not([name="viewport"]), link[rel="canonical"], link[rel="alternate"], script[type="application/ld+json"]';

/** What the island loader gives the router: tear down the old page's islands, wake the new ones. */
export interface IslandLifecycle {
  hydrate: (root: ParentNode) => void;
  unmount: (root: ParentNode) => void;
}

export function swapDocument(next: Document, islands: IslandLifecycle): boolean {
  if (sheets(next) !== sheets(document)) return false;
  islands.unmount(document);

  document.head.querySelectorAll(PAGE_HEAD).forEach((el) => el.remove());
  document.head.append(...[...next.head.querySelectorAll(PAGE_HEAD)].map((el) => document.importNode(el, true)));
  document.title = next.title;
  for (const name of ['lang', 'dir'] as const) {
    const value = next.documentElement.getAttribute(name);
    if (value) document.documentElement.setAttribute(name, value);
  }

  const body = document.importNode(next.body, true);
  document.body.replaceWith(body);
  // Scripts parsed by DOMParser never run; a fresh copy does (the CSP hashes still apply).
  body.querySelectorAll('script').forEach((old) => {
    if (old.type && !/^(module|text\/javascript)$/.test(old.type)) return;
    const fresh = document.createElement('script');
    for (const { name, value } of old.attributes) fresh.setAttribute(name, value);
    fresh.textContent = old.textContent;
    old.replaceWith(fresh);
  });
  islands.hydrate(document);
  return true;
}

declare global {
  interface Window {
    /** Puts a fetched page in place of this one; the dev server's live refresh uses it too. */
    __gsiteSwap?: (next: Document) => boolean;
  }
}
