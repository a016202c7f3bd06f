import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseRedirectsFile, redirectFor, redirectPages, redirectsFile, redirectTable } from './redirect-table.ts';

const routeUrls = ['/', '/docs/v3/GSAP/gsap.to()', '/docs/v3/GSAP/gsap.ticker', '/docs/v3/GSAP/gsap.ticker()', '/blog/3-1', '/docs/v3/Plugins/ScrollTrigger/'];

test('a method page answers without its (), unless a page of that name exists', () => {
  const { table, problems } = redirectTable({ rules: [], routeUrls, configFile: 'site.config.ts' });
  assert.deepEqual(problems, []);
  assert.equal(redirectFor(table, '/docs/v3/GSAP/gsap.to'), '/docs/v3/GSAP/gsap.to()');
  assert.equal(redirectFor(table, '/docs/v3/GSAP/gsap.to/'), '/docs/v3/GSAP/gsap.to()', 'a trailing slash is the same path');
  assert.equal(redirectFor(table, '/docs/v3/GSAP/gsap.ticker'), undefined, 'gsap.ticker is a page of its own');
});

test('hand-made rules keep the query, put the #anchor last, and may not hide a page', () => {
  const rules = [
    { from: '/3-1', to: '/blog/3-1' },
    { from: '/docs/v3/Plugins/ScrollTrigger/endAnimation()', to: '/docs/v3/Plugins/ScrollTrigger/#.endAnimation' },
    { from: '/blog/3-1/', to: '/' },
  ];
  const { table, problems } = redirectTable({ rules, routeUrls, configFile: 'site.config.ts' });
  assert.equal(redirectFor(table, '/3-1/', '?ref=x'), '/blog/3-1?ref=x');
  assert.equal(redirectFor(table, '/docs/v3/Plugins/ScrollTrigger/endAnimation()', '?a=1'), '/docs/v3/Plugins/ScrollTrigger/?a=1#.endAnimation');
  assert.equal(problems.length, 1);
  assert.match(problems[0]!.message, /redirects\[2\]\.from|\/blog\/3-1\/ is a page/);
  assert.equal(redirectFor(table, '/blog/3-1'), undefined, 'the page stays reachable');
});

test('_redirects reads back into the same table, and each old path gets a page that sends the reader on', () => {
  const { table } = redirectTable({ rules: [{ from: '/old path', to: '/docs/v3/GSAP/gsap.to()' }], routeUrls, configFile: 'site.config.ts' });
  const file = redirectsFile(table);
  assert.match(file, /^\/old%20path \/docs\/v3\/GSAP\/gsap\.to\(\) 301$/m, 'no raw space splits a line');
  assert.deepEqual(parseRedirectsFile(file), table);
  const pages = redirectPages(table, 'https://gsap.com/');
  const html = pages.get('old path/index.html')!;
  assert.match(html, /<meta http-equiv="refresh" content="0; url=\/docs\/v3\/GSAP\/gsap\.to\(\)">/);
  assert.match(html, /<link rel="canonical" href="https:\/\/gsap\.com\/docs\/v3\/GSAP\/gsap\.to\(\)">/);
  assert.match(html, /<a href="\/docs\/v3\/GSAP\/gsap\.to\(\)">/);
  assert.doesNotMatch(html, /<script/, 'no script: the site CSP forbids inline ones');
});
