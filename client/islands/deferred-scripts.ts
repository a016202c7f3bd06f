/**
 * Scripts from elsewhere (spec §7 "Also"): the main site's header script and the analytics
 * loader, when configured. They load after the page has loaded and the browser is idle, so
 * they never hold up rendering or the page's own islands, and a consent prompt an analytics
 * loader shows appears on a page that already works. Each loads once per document: this
 * island mounts again after every client navigation, the scripts do not run again (a script
 * that needs to know listens for the `gsite:navigated` event). A script that fails to load
 * changes nothing else.
 */
const loaded = new Set<string>();

export function mount(_el: HTMLElement, props: { urls?: unknown }): () => void {
  const urls = Array.isArray(props.urls) ? props.urls.map(String) : [];
  const stop = new AbortController();
  let cancel = () => {};
  const inject = () => {
    for (const src of urls) {
      if (loaded.has(src)) continue;
      loaded.add(src);
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('error', () => console.warn(`${src} did not load; the page works without it.`));
      document.head.append(script);
    }
  };
  const later = () => {
    // Safari before 18 has no requestIdleCallback.
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(inject, { timeout: 3000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(inject, 200);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true, signal: stop.signal });
  return () => {
    stop.abort();
    cancel();
  };
}
