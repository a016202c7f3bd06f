import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { configuredSources, formActionOrigins, inlineScriptHashes, mergeSources, securityHeaders } from './security-headers.ts';
import { build } from '../build/build.ts';
import { silentLogger } from '../build/logger.ts';
import { FIXTURES, fixtureCopy } from '../../test/helpers/fixture.ts';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
const cspOf = (pages: { html: string }[], extraSources?: Record<string, string[]>) =>
  securityHeaders({ pages: pages.map((p) => ({ scriptHashes: inlineScriptHashes([p]), formOrigins: formActionOrigins([p]) })), extraSources })['Content-Security-Policy']!;

const NEWSLETTER = '<footer><form class="newsletter" action="https://news.example.com/subscribe/?list=a&amp;b=1" method="post"></form></footer>';

test('without an off-site form, forms and fetch stay on the site', () => {
  const csp = cspOf([{ html: '<body><form action="/search" method="get"></form></body>' }]);
  assert.equal(directive(csp, 'form-action'), "form-action 'self'");
  assert.equal(directive(csp, 'connect-src'), "connect-src 'self'");
});

test('a configured newsletter endpoint may be posted to and fetched, by origin only', () => {
  const csp = cspOf([{ html: NEWSLETTER }, { html: NEWSLETTER }]);
  assert.equal(directive(csp, 'form-action'), "form-action 'self' https://news.example.com");
  assert.equal(directive(csp, 'connect-src'), "connect-src 'self' https://news.example.com");
  assert.equal(directive(csp, 'default-src'), "default-src 'self'", 'nothing else opens up');
});

test('form origins merge with the sources config adds', () => {
  const csp = cspOf([{ html: NEWSLETTER }], { 'connect-src': ['https://search.example.net', 'https://news.example.com'] });
  assert.equal(directive(csp, 'connect-src'), "connect-src 'self' https://news.example.com https://search.example.net");
});

test('only absolute http(s) actions count as off-site', () => {
  assert.deepEqual(formActionOrigins([{ html: '<form action="/x"></form><form action="mailto:a@b.c"></form><form method="post"></form>' }]), []);
  assert.deepEqual(formActionOrigins([{ html: '<form class="a" action="HTTPS://News.Example.com:8443/s"></form>' }]), ['https://news.example.com:8443']);
});

test('an inline script in the body (the footer year) is hashed like the head one', () => {
  const hashes = inlineScriptHashes([{ html: '<head><script>a()</script></head><body><footer><script>b()</script></footer></body>' }]);
  assert.equal(hashes.length, 2);
});

test('the fixture site has no newsletter in config: no form in its footer; only the community (login form, member lookup) joins the CSP', async () => {
  const { files, pages } = await build({ root: path.join(FIXTURES, 'basic'), write: false, logger: silentLogger, workers: 0 });
  assert.ok(pages.length > 0);
  assert.ok(pages.every((p) => !/<form[^>]*class="newsletter"/.test(String(files.get(p.outFile)))), 'no newsletter form is rendered');
  const headers = String(files.get('_headers'));
  assert.match(headers, /form-action 'self' https:\/\/fixture\.example;/);
  assert.match(headers, /connect-src 'self' https:\/\/fixture\.example;/);
  assert.match(headers, /script-src 'self'( 'sha256-[^']+')*;/, 'no script host');
});

test('with `newsletter.action` in config, its form is rendered and its origin joins the CSP', async () => {
  const config = fs.readFileSync(path.join(FIXTURES, 'basic', 'site.config.ts'), 'utf8');
  const withNewsletter = config.replace('  footer: {', "  newsletter: { action: 'https://news.example.com/join/' },\n  footer: {");
  assert.notEqual(withNewsletter, config);
  const root = fixtureCopy('basic', { 'site.config.ts': withNewsletter });
  const { files, pages } = await build({ root, write: false, logger: silentLogger, workers: 0 });
  assert.ok(pages.every((p) => String(files.get(p.outFile)).includes('action="https://news.example.com/join/" method="post"')), 'every page has the form');
  const headers = String(files.get('_headers'));
  assert.match(headers, /form-action 'self' https:\/\/fixture\.example https:\/\/news\.example\.com;/);
  assert.match(headers, /connect-src 'self' https:\/\/fixture\.example https:\/\/news\.example\.com;/);
  fs.rmSync(root, { recursive: true, force: true });
});

const customFields = (environment: 'live' | 'local') => ({ version: '1', communityBaseUrl: 'https://gsap.com/community', environment, mainHost: 'https://gsap.com' });

test('configured features add their origins, and only when configured', () => {
  assert.deepEqual(configuredSources({ customFields: customFields('live') }), { 'script-src': [], 'connect-src': ['https://gsap.com'] }, 'the member lookup');
  assert.deepEqual(configuredSources({ customFields: customFields('local') }), { 'script-src': [], 'connect-src': [] }, 'local: sample data, no lookup');
  assert.deepEqual(
    configuredSources({ customFields: customFields('local'), headerScript: 'https://gsap.com/js/header.js', analytics: { src: 'https://cdn.example.net/a.js?id=1' } }),
    { 'script-src': ['https://gsap.com', 'https://cdn.example.net'], 'connect-src': ['https://cdn.example.net'] },
  );
});

test('source records merge per directive, each source once', () => {
  assert.deepEqual(mergeSources({ 'connect-src': ['a', 'b'] }, { 'connect-src': ['b', 'c'], 'img-src': ['d'] }), { 'connect-src': ['a', 'b', 'c'], 'img-src': ['d'] });
});
