/**
 * A page opened at an anchor that moved to another page (`/docs/v3/HelperFunctions#loop`) goes
 * on to that page, replacing the history entry so Back doesn't bounce the reader here again.
 * The markup (templates/islands/moved-anchors.tsx) links every moved anchor for readers
 * without JavaScript. Browsers never send the #hash to a server, so this can't be a 301.
 */
export function mount(_el: HTMLElement, props: { anchors?: unknown }): () => void {
  const map = new Map<string, string>();
  if (Array.isArray(props.anchors)) {
    for (const a of props.anchors as { hash?: unknown; to?: unknown }[]) {
      // Only paths of this site: a prop can't send the reader to another origin.
      if (typeof a.hash === 'string' && typeof a.to === 'string' && a.to.startsWith('/') && !a.to.startsWith('//')) map.set(a.hash, a.to);
    }
  }
  const follow = () => {
    let hash = location.hash.slice(1);
    try {
      hash = decodeURIComponent(hash);
    } catch {
      return;
    }
    const to = map.get(hash);
    if (to) location.replace(to);
  };
  follow();
  window.addEventListener('hashchange', follow);
  return () => window.removeEventListener('hashchange', follow);
}
