import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateConfig } from './validate-config.ts';
import { GsiteAggregateError, GsiteError } from '../errors/gsite-error.ts';

const base = () => ({
  title: 'T',
  url: 'https://example.com',
  customFields: { version: '3.12.7', communityBaseUrl: 'https://example.com/community' },
  navbar: { items: [] as unknown[] },
  footer: { company: 'C', parentCompany: 'P' },
});

test('a minimal config validates and gets defaults', () => {
  const config = validateConfig(base(), { file: 'site.config.ts' });
  assert.equal(config.baseUrl, '/');
  assert.equal(config.customFields.environment, 'live');
  assert.deepEqual(config.i18n.locales, ['en']);
  assert.equal(config.colorMode.respectPrefersColorScheme, true);
});

test('an unknown navbar item type is named with its key path', () => {
  const raw = base();
  raw.navbar.items = [{ label: 'ok', to: '/' }, { type: 'dropdown', label: 'x', items: [{ type: 'fancy', label: 'y' }] }];
  assert.throws(
    () => validateConfig(raw, { file: 'site.config.ts' }),
    (e: unknown) => e instanceof GsiteError && e.code === 'UnknownNavbarItemType' && e.key === 'navbar.items[1].items[0].type' && /fancy/.test(e.message),
  );
});

test('every wrong key is reported at once, each by its path', () => {
  const raw = { ...base(), url: 'not a url', baseUrl: 'docs', extra: true };
  try {
    validateConfig(raw, { file: 'site.config.ts' });
    assert.fail('expected errors');
  } catch (e) {
    assert.ok(e instanceof GsiteAggregateError);
    const keys = e.errors.map((x) => x.key).sort();
    assert.deepEqual(keys, ['(root)', 'baseUrl', 'url']);
    assert.match(e.errors.find((x) => x.key === '(root)')!.message, /"extra"/);
  }
});

test('a line is given when the key is unambiguous in the source', () => {
  const source = "export default defineConfig({\n  title: 'T',\n  baseUrl: 'docs',\n});\n";
  assert.throws(
    () => validateConfig({ ...base(), baseUrl: 'docs' }, { file: 'site.config.ts', source }),
    (e: unknown) => e instanceof GsiteError && e.location?.line === 3,
  );
});

test('navbar items may only name docs collections that exist', () => {
  const raw = base();
  raw.navbar.items = [{ type: 'doc', docId: 'x', docsPluginId: 'nope' }];
  assert.throws(() => validateConfig(raw, { file: 'site.config.ts' }), (e: unknown) => e instanceof GsiteError && e.key === 'navbar.items[0].docsPluginId');
});

test('the community, header script and analytics addresses must be https (http only for a loopback stand-in)', () => {
  const keysOf = (raw: object) => {
    try {
      validateConfig(raw, { file: 'site.config.ts' });
      return [];
    } catch (e) {
      return e instanceof GsiteAggregateError ? e.errors.map((x) => x.key).sort() : [(e as GsiteError).key];
    }
  };
  const withFields = (communityBaseUrl: string, extra: object = {}) => ({ ...base(), customFields: { version: '1', communityBaseUrl }, ...extra });
  assert.deepEqual(keysOf(withFields('http://gsap.com/community')), ['customFields.communityBaseUrl']);
  assert.deepEqual(keysOf(withFields('http://127.0.0.1:4000/community')), []);
  assert.deepEqual(keysOf(withFields('http://localhost:4000/community')), []);
  assert.deepEqual(keysOf(withFields('https://gsap.com/community', { headerScript: 'http://gsap.com/js/header.js', analytics: { src: 'http://cdn.example.net/a.js' } })), ['analytics.src', 'headerScript']);
  assert.deepEqual(keysOf(withFields('https://gsap.com/community', { headerScript: 'https://gsap.com/js/header.js', analytics: { src: 'https://cdn.example.net/a.js' } })), []);
  const config = validateConfig(base(), { file: 'site.config.ts' });
  assert.equal(config.headerScript, undefined, 'off by default');
  assert.equal(config.analytics, undefined, 'off by default');
});

test('the site url must be http or https: the key and its line are named', () => {
  for (const url of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://example.com', 'file:///etc']) {
    const source = `export default defineConfig({\n  title: 'T',\n  url: '${url}',\n});\n`;
    assert.throws(
      () => validateConfig({ ...base(), url }, { file: 'site.config.ts', source }),
      (e: unknown) => e instanceof GsiteError && e.code === 'ConfigInvalid' && e.key === 'url' && e.location?.line === 3 && /must be an http or https URL/.test(e.message),
      url,
    );
  }
  for (const url of ['http://localhost:3000', 'https://gsap.com']) assert.equal(validateConfig({ ...base(), url }, { file: 'site.config.ts' }).url, url);
});
