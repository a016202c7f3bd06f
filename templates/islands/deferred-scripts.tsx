/** Props of the deferred-scripts island (client/islands/deferred-scripts.ts). */
export interface DeferredScriptsProps {
  /** Script URLs from config (`headerScript`, `analytics.src`), loaded once the page is idle. */
  urls: string[];
}

/** Nothing to draw: the island only loads scripts from elsewhere, late. */
export function DeferredScriptsMarker(_props: DeferredScriptsProps) {
  return null;
}
