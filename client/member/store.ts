/**
 * The member data of this document (spec §4 "Member data loading"), held at module level: the
 * header is part of the page body the router swaps, so its island is torn down and mounted
 * again on every client navigation, while this module (one shared chunk, imported once) stays.
 * The data therefore survives navigations and is asked for at most once per document.
 */
import type { MemberData } from './map-member.ts';

export interface MemberState {
  /** True until the lookup has answered, failed, or been found unnecessary. */
  loading: boolean;
  /** null: a guest (also after a failed lookup). */
  data: MemberData | null;
}

type Listener = (state: MemberState) => void;

let state: MemberState = { loading: true, data: null };
let asked = false;
const listeners = new Set<Listener>();

function set(next: MemberState): void {
  state = next;
  for (const listener of listeners) listener(state);
}

/** Calls `listener` now and on every change; returns what stops it. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  listener(state);
  return () => listeners.delete(listener);
}

/**
 * A part of the header signals it is mounted. The first signal of a document starts the
 * lookup (`load`; null when there is nothing to ask); later ones, after a client navigation
 * or from a second part, find it done or under way. A failed lookup is not retried on the
 * next navigation: the community would most likely fail again, and the visitor is a guest.
 */
export function signalMounted(load: (() => Promise<MemberData>) | null): void {
  if (asked || state.data) return;
  asked = true;
  if (!load) return set({ loading: false, data: null });
  load().then(
    (data) => set({ loading: false, data }),
    (error: unknown) => {
      console.error('Member lookup failed, showing the guest header:', error instanceof Error ? error.message : error);
      set({ loading: false, data: null });
    },
  );
}
