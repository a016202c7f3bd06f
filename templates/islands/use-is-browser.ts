import { useSyncExternalStore } from 'react';

/** Nothing to subscribe to: being in a browser never changes. */
const subscribe = () => () => {};

/**
 * Whether the component runs in the browser (spec §4 "A flag for browser rendering"):
 * false on the server and during hydration, true from the render right after. A component
 * that shows something different in the browser (a date in the visitor's zone, a feature
 * check) thus hydrates exactly the server's markup and then updates, with no mismatch.
 * Rendered fresh in the browser (no server markup to match, e.g. after Try again) it is
 * true at once. useSyncExternalStore rather than an effect: React itself re-renders with
 * the browser value right after hydration, and skips that extra pass when not hydrating.
 */
export function useIsBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
