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
  swapHead(next);
  const body = document.importNode(next.body, true);
  document.body.replaceWith(body);
  runScripts(body);
  islands.hydrate(document);
  return true;
}

/**
 * Puts only the fetched page's main column (`#main`) in place of this one's, with the head
 * entries: for an edit that changes nothing else (the dev server's text-only refresh), the
 * header, sidebar and their islands stay as they are. False when either page has no main
 * column or the stylesheets differ.
 */
export function swapMain(next: Document, islands: IslandLifecycle): boolean {
  const old = document.getElementById('main');
  const fresh = next.getElementById('main');
  if (!old || !fresh || sheets(next) !== sheets(document)) return false;
  islands.unmount(old);
  swapHead(next);
  const main = document.importNode(fresh, true);
  old.replaceWith(main);
  runScripts(main);
  islands.hydrate(main);
  return true;
}

/**
 * The head entries of `next`, changing the current ones in place: an entry that is the same
 * stays, one of the same kind (tag and rel, name, property or type) takes the new attributes
 * and text, and only the rest is added or removed. Adding or removing any <link> makes the
 * browser re-check the page's stylesheets and restyle the whole page (12-18 ms on a docs page
 * with a long sidebar, most of a swap), even when the link is not a stylesheet.
 */
function swapHead(next: Document): void {
  const kind = (el: Element) => `${el.tagName}|${el.getAttribute('rel') ?? el.getAttribute('name') ?? el.getAttribute('property') ?? el.getAttribute('type') ?? ''}`;
  const current = new Map<string, Element[]>();
  for (const el of document.head.querySelectorAll(PAGE_HEAD)) current.set(kind(el), [...(current.get(kind(el)) ?? []), el]);
  for (const el of next.head.querySelectorAll(PAGE_HEAD)) {
    const old = current.get(kind(el))?.shift();
    if (!old) document.head.append(document.importNode(el, true));
    else if (old.outerHTML !== el.outerHTML) {
      for (const name of old.getAttributeNames()) if (!el.hasAttribute(name)) old.removeAttribute(name);
      for (const { name, value } of el.attributes) if (old.getAttribute(name) !== value) old.setAttribute(name, value);
      if (old.textContent !== el.textContent) old.textContent = el.textContent;
    }
  }
  for (const left of current.values()) left.forEach((el) => el.remove());
  document.title = next.title;
  // Written only when it differs: setting the root's lang or dir, even to the value it has,
  // restyles the whole page (~6 ms of a dev refresh on a docs page with a long sidebar).
  for (const name of ['lang', 'dir'] as const) {
    const value = next.documentElement.getAttribute(name);
    if (value && document.documentElement.getAttribute(name) !== value) document.documentElement.setAttribute(name, value);
  }
}

/** Scripts parsed by DOMParser never run; a fresh copy does (the CSP hashes still apply). */
function runScripts(root: Element): void {
  root.querySelectorAll('script').forEach((old) => {
    if (old.type && !/^(module|text\/javascript)$/.test(old.type)) return;
    const fresh = document.createElement('script');
    for (const { name, value } of old.attributes) fresh.setAttribute(name, value);
    fresh.textContent = old.textContent;
    old.replaceWith(fresh);
  });
}

declare global {
  interface Window {
    /**
     * Puts a fetched page in place of this one (only its main column with `only: 'main'`);
     * the dev server's live refresh uses it.
     */
    __gsiteSwap?: (next: Document, only?: 'main') => boolean;
  }
}
