/**
 * When to fetch a page before it is asked for: on hover or focus of a link to it, and when a
 * link in the main content scrolls into view (a few per page, when the browser is idle).
 * Never on a 2g connection or with data-saver on (spec §9).
 */
import { prefetchPage } from './page-cache.ts';

const VISIBLE_LIMIT = 8;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !(connection && (connection.saveData || /2g/.test(connection.effectiveType ?? '')));
}

export function wirePrefetch(linkTarget: (a: HTMLAnchorElement) => URL | null, signal: AbortSignal): { observe: (root: ParentNode) => void } {
  const fromEvent = (e: Event) => {
    const a = (e.target as Element | null)?.closest?.('a[href]');
    if (!(a instanceof HTMLAnchorElement) || !prefetchAllowed()) return;
    const url = linkTarget(a);
    if (url) prefetchPage(url);
  };
  document.addEventListener('pointerover', fromEvent, { passive: true, signal });
  document.addEventListener('focusin', fromEvent, { signal });

  let io: IntersectionObserver | null = null;
  signal.addEventListener('abort', () => io?.disconnect());
  const observe = (root: ParentNode) => {
    io?.disconnect();
    if (!prefetchAllowed() || !('IntersectionObserver' in window)) return;
    let budget = VISIBLE_LIMIT;
    io = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        io!.unobserve(entry.target);
        const url = linkTarget(entry.target as HTMLAnchorElement);
        if (!url || budget <= 0) continue;
        budget--;
        const run = () => prefetchPage(url);
        if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 3000 });
        else setTimeout(run, 300);
      }
    });
    root.querySelectorAll<HTMLAnchorElement>('main a[href]').forEach((a) => io!.observe(a));
  };
  return { observe };
}
