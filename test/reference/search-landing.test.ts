import { test } from 'node:test';
import assert from 'node:assert/strict';
import { search } from '../../client/search/engine.ts';
import { BUILD_DIR } from '../helpers/built-pages.ts';
import { loadBuiltIndex } from '../helpers/built-search.ts';

/**
 * The site search of the real build, as the search box runs it: a plugin's name leads to the
 * plugin's own page, and a member's name to the member's page (before pages that merely share
 * the name, such as Tween's scrollTrigger property).
 */

const { index } = loadBuiltIndex(BUILD_DIR);
const firstPage = (q: string) => search(index, q)[0]?.url.split('#')[0];

test('a plugin\'s name leads to its own page, a member\'s name to the member\'s page', () => {
  const expected: [string, string][] = [
    ['ScrollTrigger', '/docs/v3/Plugins/ScrollTrigger/'],
    ['scrolltrigger', '/docs/v3/Plugins/ScrollTrigger/'],
    ['ScrollSmoother', '/docs/v3/Plugins/ScrollSmoother/'],
    ['Observer', '/docs/v3/Plugins/Observer/'],
    ['ScrollTo', '/docs/v3/Plugins/ScrollToPlugin/'],
    ['ScrollTrigger.batch', '/docs/v3/Plugins/ScrollTrigger/static.batch()'],
    ['ScrollTrigger.create()', '/docs/v3/Plugins/ScrollTrigger/static.create()'],
    ['ScrollTrigger.refresh', '/docs/v3/Plugins/ScrollTrigger/static.refresh()'],
    ['normalizeScroll', '/docs/v3/Plugins/ScrollTrigger/static.normalizeScroll()'],
    ['scrollerProxy', '/docs/v3/Plugins/ScrollTrigger/static.scrollerProxy()'],
  ];
  const wrong = expected.filter(([q, url]) => firstPage(q) !== url).map(([q, url]) => `${q}: first hit ${firstPage(q)}, want ${url}`);
  assert.deepEqual(wrong, []);
});
