/**
 * Recent and favourite searches (spec §3, §9): the hits a visitor opened, newest first, kept in
 * localStorage. Recents hold 7, or 4 once there are favourites; favourites hold 10. Without
 * storage they live for the page view only (client/runtime/storage.ts warns once).
 */
import { readStorage, writeStorage } from '../runtime/storage.ts';
import type { SearchHit } from './schema.ts';

export const RECENT_LIMIT = 7;
export const RECENT_LIMIT_WITH_FAVOURITES = 4;
export const FAVOURITE_LIMIT = 10;

/** A saved hit: what the start screen shows and links to, no snippet. */
export type StoredHit = Pick<SearchHit, 'hierarchy' | 'content' | 'type' | 'url'>;

export interface StoredSearches {
  all(): StoredHit[];
  add(hit: StoredHit): void;
  remove(hit: StoredHit): void;
}

export function storedSearches(key: string, limit: number, what: string): StoredSearches {
  let items = parse(readStorage(key, what));
  const save = () => writeStorage(key, JSON.stringify(items), what);
  return {
    all: () => items,
    add(hit) {
      const { hierarchy, content, type, url } = hit;
      items = [{ hierarchy, content, type, url }, ...items.filter((i) => i.url !== url)].slice(0, limit);
      save();
    },
    remove(hit) {
      items = items.filter((i) => i.url !== hit.url);
      save();
    },
  };
}

function parse(text: string | null): StoredHit[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is StoredHit => typeof v?.url === 'string' && typeof v?.hierarchy === 'object') : [];
  } catch {
    return [];
  }
}
