/**
 * Navigation without full reloads (spec §2 "Routing behaviour", §4 "Page load"). A click on
 * a link to another page of the site fetches that page's HTML, swaps the document's head
 * entries and body, runs its islands (after tearing down the old page's), and updates the
 * history. Pages stay plain static HTML: without JavaScript, or whenever anything here goes
 * wrong, the browser simply loads the page in full.
 *
 * Our own small router rather than swup or Turbo: islands need a teardown and hydration
 * step around every swap, the drawer shares the history, and the rules (scroll, .html,
 * 2g) are a few lines each; a library would need as much glue as this file holds.
 */
import { loadPage, prefetchFailed, pageKey, type FetchedPage } from './page-cache.ts';
import { wirePrefetch } from './prefetch.ts';
import { startProgress } from './progress.ts';
import { swapDocument, swapMain, type IslandLifecycle } from './swap.ts';

interface HistoryState {
  /** Scroll position of this entry, restored on back and forward. */
  gsiteScroll?: number;
  /** The mobile drawer's own entry (client/navbar/drawer.ts). */
  gsiteDrawer?: boolean;
  /**
   * An entry a page pushed for its own state, a query of the same page (the showcase gallery's
   * filters, client/islands/showcase-gallery.ts): the page shown handles it, nothing is fetched.
   */
  gsiteInPage?: boolean;
}

/** Files the router leaves to the browser: feeds, data, images, downloads. */
const FILE = /\.(?:xml|json|txt|svg|png|jpe?g|gif|webp|avif|ico|pdf|zip|js|mjs|css|map|webmanifest|woff2?|md)$/i;

/** A path ending in /index.html or .html means the bare path (spec §2). */
export function barePath(pathname: string): string {
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length).replace(/(.)\/$/, '$1') || '/';
  if (pathname.endsWith('.html')) return pathname.slice(0, -'.html'.length) || '/';
  return pathname;
}

/** Where a link leads, if the router should take it; null when the browser should. */
export function routableTarget(a: HTMLAnchorElement): URL | null {
  if ((a.target && a.target !== '_self') || a.hasAttribute('download') || a.closest('[data-no-router]')) return null;
  const url = new URL(a.href, location.href);
  if (url.origin !== location.origin || !/^https?:$/.test(url.protocol) || FILE.test(url.pathname)) return null;
  url.pathname = barePath(url.pathname);
  return url;
}

const state = () => (history.state ?? {}) as HistoryState;

export function startRouter(islands: IslandLifecycle): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  history.scrollRestoration = 'manual';
  window.__gsiteSwap = (next, only) => (only === 'main' && swapMain(next, islands)) || swapDocument(next, islands);

  // Arriving at /x.html or /x/index.html: show the bare address.
  const bare = barePath(location.pathname);
  if (bare !== location.pathname) history.replaceState(history.state, '', bare + location.search + location.hash);

  /** The page whose content is on screen (path and query). */
  let shown = pageKey(new URL(location.href));
  let navigation = 0;

  let saveTimer = 0;
  const saveScroll = () => {
    window.clearTimeout(saveTimer);
    history.replaceState({ ...state(), gsiteScroll: window.scrollY }, '');
  };
  window.addEventListener(
    'scroll',
    () => {
      window.clearTimeout(saveTimer);
      saveTimer = window.setTimeout(saveScroll, 150);
    },
    { passive: true, signal },
  );
  window.addEventListener('pagehide', saveScroll, { signal });

  const prefetch = wirePrefetch(routableTarget, signal);
  prefetch.observe(document);

  const fullLoad = (url: URL, why: unknown) => {
    console.warn(`Loading ${url.pathname}${url.search} in full:`, why);
    location.assign(url.href);
  };

  async function navigate(url: URL, how: { push: boolean; scroll?: number }): Promise<void> {
    const id = ++navigation;
    if (prefetchFailed(url)) return fullLoad(url, 'prefetching it failed');
    const previous = new URL(location.href);
    const done = startProgress();
    let page: FetchedPage;
    try {
      page = await loadPage(url);
    } catch (error) {
      done();
      // A later click has taken over; it does its own loading.
      if (id === navigation) fullLoad(url, error);
      return;
    }
    if (id !== navigation) return done();
    const next = new DOMParser().parseFromString(page.html, 'text/html');
    // The server's answer decides the address (a redirect from /x.html lands on /x).
    const landed = new URL(page.url || url.href);
    landed.pathname = barePath(landed.pathname);
    landed.hash = url.hash;
    if (how.push) {
      saveScroll();
      // The drawer's entry belongs to the page being left: the new page takes its place.
      if (state().gsiteDrawer) history.replaceState({ gsiteScroll: 0 }, '', landed.href);
      else history.pushState({ gsiteScroll: 0 }, '', landed.href);
    }
    if (!swapDocument(next, islands)) return fullLoad(landed, 'its stylesheets differ');
    done();
    shown = pageKey(landed);
    restoreScroll(landed, previous, how.scroll);
    prefetch.observe(document);
    announce(document.title);
    window.dispatchEvent(new CustomEvent('gsite:navigated', { detail: { url: landed.href } }));
  }

  document.addEventListener(
    'click',
    (e) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.('a[href]');
      if (!(a instanceof HTMLAnchorElement)) return;
      const url = routableTarget(a);
      if (!url) return;
      const here = new URL(location.href);
      // Same page, another anchor: the browser scrolls to it by itself.
      if (url.hash && pageKey(url) === pageKey(here)) return;
      e.preventDefault();
      void navigate(url, { push: true });
    },
    { signal },
  );

  window.addEventListener(
    'popstate',
    () => {
      const url = new URL(location.href);
      // Hash changes and the drawer's own entry keep the page that is shown.
      if (pageKey(url) === shown) return;
      if (state().gsiteInPage && url.pathname === shown.split('?')[0]) return;
      void navigate(url, { push: false, scroll: state().gsiteScroll ?? 0 });
    },
    { signal },
  );

  return () => controller.abort();
}

/**
 * Spec §2: to the hash target, or to the top; a change of the query alone keeps the
 * position; back and forward restore where the visitor was.
 */
function restoreScroll(url: URL, previous: URL, saved: number | undefined): void {
  if (saved !== undefined) return window.scrollTo({ top: saved, behavior: 'instant' });
  if (url.hash) {
    const target = document.getElementById(decodeURIComponent(url.hash.slice(1)));
    if (target) return target.scrollIntoView({ behavior: 'instant' });
  }
  if (url.pathname === previous.pathname) return;
  window.scrollTo({ top: 0, behavior: 'instant' });
}

/** Screen readers hear that a new page is there; focus starts at its main content. */
function announce(title: string): void {
  const main = document.getElementById('main');
  main?.focus({ preventScroll: true });
  let live = document.getElementById('route-announcer');
  if (!live) {
    live = document.createElement('div');
    live.id = 'route-announcer';
    live.className = 'sr-only';
    live.setAttribute('aria-live', 'assertive');
    live.setAttribute('aria-atomic', 'true');
    document.body.append(live);
  }
  live.textContent = title;
}
