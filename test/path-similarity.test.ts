import { test } from 'node:test';
import assert from 'node:assert/strict';
import { editDistance, pathSegments, rankPages, segmentSimilarity, type PageEntry } from '../client/lib/path-similarity.ts';

/**
 * The site's pages as the build lists them, plus neighbours that make the choice harder
 * (other gsap.* methods, a GSAP folder page, Tween): a fixed list, so these tests do not
 * move with the content.
 */
const PATHS = [
  '/', '/about/', '/blog', '/blog/3-1', '/blog/3-10', '/blog/3-11', '/blog/3-12', '/blog/3-2', '/blog/3-4', '/blog/3-6', '/blog/3-7',
  '/blog/3-8', '/blog/3-9', '/blog/3-release-notes', '/blog/archive', '/blog/page/2', '/blog/tags', '/blog/tags/announcement',
  '/blog/tags/gsap', '/blog/tags/gsap-3', '/blog/tags/release', '/blog/tags/release/page/2', '/blog/tags/scroll-trigger',
  '/blog/tags/scrolltrigger', '/blog/tags/staggers', '/blog/webflow-GSAP', '/blog/why-gsap', '/blog/why-license', '/brand',
  '/cheatsheet', '/core/', '/demos', '/docs/v3/', '/docs/v3/GSAP/', '/docs/v3/GSAP/Tween/', '/docs/v3/GSAP/Timeline/add()',
  '/docs/v3/GSAP/gsap.from()', '/docs/v3/GSAP/gsap.fromTo()', '/docs/v3/GSAP/gsap.set()', '/docs/v3/GSAP/gsap.to()',
  '/docs/v3/Installation', '/docs/v3/Plugins/', '/docs/v3/Plugins/ScrollTrigger/', '/docs/v3/Plugins/ScrollTrigger/static.batch()',
  '/licensing', '/playtime', '/resources/', '/resources/React', '/resources/getting-started/Staggers', '/scroll/', '/search',
  '/showcase', '/svg/', '/text/', '/ui/',
];
const PAGES: PageEntry[] = PATHS.map((path) => ({ path, title: `Title of ${path}` }));
const paths = (asked: string, opts?: Parameters<typeof rankPages>[2]) => rankPages(asked, PAGES, opts).map((s) => s.path);

test('editDistance counts single-character edits', () => {
  assert.equal(editDistance('', ''), 0);
  assert.equal(editDistance('abc', ''), 3);
  assert.equal(editDistance('', 'ab'), 2);
  assert.equal(editDistance('kitten', 'sitting'), 3);
  assert.equal(editDistance('3-13', '3-12'), 1);
});

test('pathSegments lower-cases and drops the base URL, empty segments, index.html and .html', () => {
  assert.deepEqual(pathSegments('/docs/v3/GSAP/gsap.to()'), ['docs', 'v3', 'gsap', 'gsap.to()']);
  assert.deepEqual(pathSegments('/docs-site/Blog//3-12/', '/docs-site/'), ['blog', '3-12']);
  assert.deepEqual(pathSegments('/Docs-Site/blog', '/docs-site/'), ['blog'], 'the base matches whatever its case');
  assert.deepEqual(pathSegments('/docs-sitemap/x', '/docs-site/'), ['docs-sitemap', 'x'], 'a longer first segment is not the base');
  assert.deepEqual(pathSegments('/blog/index.html'), ['blog']);
  assert.deepEqual(pathSegments('/blog/3-12.html'), ['blog', '3-12']);
  assert.deepEqual(pathSegments('/'), []);
});

test('segmentSimilarity ignores case and punctuation, and counts a segment holding the other\'s words as near', () => {
  assert.equal(segmentSimilarity('GSAP', 'gsap'), 1);
  assert.equal(segmentSimilarity('gsap.to', 'gsap.to()'), 1);
  assert.ok(segmentSimilarity('to', 'gsap.to()') >= 0.75);
  assert.ok(segmentSimilarity('to', 'gsap.from()') < 0.3);
  assert.ok(segmentSimilarity('3-13', '3-12') > segmentSimilarity('3-13', 'archive'));
  assert.equal(segmentSimilarity('xyz', 'blog'), 0);
});

test('a lower-case path finds the page whose last segment holds its last word: /docs/v3/gsap/to → gsap.to()', () => {
  const found = paths('/docs/v3/gsap/to');
  assert.equal(found[0], '/docs/v3/GSAP/gsap.to()');
  assert.ok(found.length <= 5);
});

test('a path that differs only in case finds its page first, with the best possible score', () => {
  const [first] = rankPages('/DOCS/V3/gsap/GSAP.TO()', PAGES);
  assert.equal(first?.path, '/docs/v3/GSAP/gsap.to()');
  assert.equal(first?.score, 1.5);
});

test('an unknown release post suggests release posts: /blog/3-13 → /blog/3-12 and its neighbours', () => {
  const found = paths('/blog/3-13');
  assert.equal(found.length, 5);
  assert.ok(found.includes('/blog/3-12'), found.join(', '));
  for (const p of found) assert.match(p, /^\/blog\/3-\d+$/);
});

test('the last segment counts most: a misspelt method under the right folder finds it', () => {
  assert.equal(paths('/docs/v3/plugins/scrolltrigger/batch')[0], '/docs/v3/Plugins/ScrollTrigger/static.batch()');
  assert.equal(paths('/docs/v3/instalation')[0], '/docs/v3/Installation');
  assert.equal(paths('/resources/staggers')[0], '/resources/getting-started/Staggers');
  // Without the bonus /search (one short segment, half the letters alike) would come first.
  assert.deepEqual(paths('/staggers').slice(0, 2).sort(), ['/blog/tags/staggers', '/resources/getting-started/Staggers']);
});

test('the base URL the site is served under is not part of the comparison', () => {
  assert.equal(paths('/docs-site/docs/v3/gsap/to', { baseUrl: '/docs-site/' })[0], '/docs/v3/GSAP/gsap.to()');
});

test('at most `limit` suggestions, best first, ties in list order', () => {
  const ranked = rankPages('/blog/3-13', PAGES, { limit: 3 });
  assert.equal(ranked.length, 3);
  for (let i = 1; i < ranked.length; i++) assert.ok(ranked[i - 1]!.score >= ranked[i]!.score);
  // 3-1, 3-10, 3-11 and 3-12 are all one edit away: the list's order decides.
  assert.deepEqual(ranked.map((s) => s.path), ['/blog/3-1', '/blog/3-10', '/blog/3-11']);
  assert.equal(ranked[0]!.title, 'Title of /blog/3-1');
});

test('an address like nothing on the site, or the bare root, gets no suggestions', () => {
  assert.deepEqual(paths('/qqqqqq'), []);
  assert.deepEqual(paths('/'), []);
  assert.deepEqual(rankPages('/docs/v3/gsap/to', []), []);
});
