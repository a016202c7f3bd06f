import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RECENT_LIMIT, storedSearches, type StoredHit } from '../client/search/stored-searches.ts';

const store = new Map<string, string>();
(globalThis as { window?: unknown }).window = {
  localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) },
};
const hit = (n: number): StoredHit => ({ hierarchy: { lvl0: 'Docs', lvl1: `Page ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null }, content: null, type: 'lvl1', url: `/p/${n}` });

// The limits themselves (7 recent, 4 once there are favourites, 10 favourites) are checked as a
// visitor meets them, in the search dialog: test/e2e/search.test.ts.

test('recent searches keep the newest first, once each, up to the limit, and survive a reload', () => {
  store.clear();
  const recents = storedSearches('recent', RECENT_LIMIT, 'recent searches');
  for (let n = 1; n <= 9; n++) recents.add(hit(n));
  recents.add(hit(5));
  assert.deepEqual(recents.all().map((h) => h.url), ['/p/5', '/p/9', '/p/8', '/p/7', '/p/6', '/p/4', '/p/3']);
  const reloaded = storedSearches('recent', RECENT_LIMIT, 'recent searches');
  assert.deepEqual(reloaded.all(), recents.all());
  reloaded.remove(hit(9));
  assert.equal(storedSearches('recent', RECENT_LIMIT, 'recent searches').all().length, 6);
});

test('stored data that is not a list of hits is ignored', () => {
  store.set('broken', '{"not":"a list"');
  assert.deepEqual(storedSearches('broken', 7, 'x').all(), []);
  store.set('odd', JSON.stringify([{ url: 1 }, hit(1)]));
  assert.deepEqual(storedSearches('odd', 7, 'x').all().map((h) => h.url), ['/p/1']);
});
