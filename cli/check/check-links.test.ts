import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkLinks, collectHrefs, collectIds } from './check-links.ts';

const page = (url: string, body: string) => {
  const html = `<html><body>${body}</body></html>`;
  return { url, ids: collectIds(html), hrefs: collectHrefs(html), source: `/c${url}.md` };
};

test('internal links and anchors must resolve; external links and emitted files pass', () => {
  const problems = checkLinks({
    pages: [
      page('/docs/a', '<h2 id="usage">U</h2><a href="/docs/b()#setup">b</a><a href="/docs/b()#nope">x</a><a href="https://x.example/nowhere">e</a><a href="/assets/app.js">f</a>'),
      page('/docs/b()', '<h2 id="setup">S</h2><a href="a#usage">rel</a><a href="/docs/c">c</a><a href="#missing">m</a>'),
    ],
    files: new Set(['/assets/app.js']),
    baseUrl: '/',
  });
  assert.deepEqual(problems.map((p) => [p.code, p.message]).sort(), [
    ['BrokenAnchor', 'Broken anchor on /docs/a: /docs/b()#nope (the page exists, the #anchor does not)'],
    ['BrokenAnchor', 'Broken anchor on /docs/b(): /docs/b()#missing (the page exists, the #anchor does not)'],
    ['BrokenLink', 'Broken link on /docs/b(): /docs/c'],
  ]);
});

test('one broken target linked from many pages is one problem listing them', () => {
  const pages = ['/a', '/b', '/c', '/d'].map((u) => page(u, '<a href="/gone/">g</a>'));
  const problems = checkLinks({ pages, files: new Set(), baseUrl: '/' });
  assert.equal(problems.length, 1);
  assert.match(problems[0]!.message, /4 pages \(\/a, \/b, \/c, …\)/);
});

test('trailing slashes and encoded characters do not matter; the base URL is stripped', () => {
  const problems = checkLinks({
    pages: [page('/x/', '<a href="/docs/y/">a</a><a href="/docs/gsap.to%28%29">b</a>'), page('/docs/y', ''), page('/docs/gsap.to()', '')],
    files: new Set(),
    baseUrl: '/',
  });
  assert.deepEqual(problems, []);
});
