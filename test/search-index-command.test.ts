import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { indexCommand } from '../cli/commands/index.ts';
import { GsiteError } from '../cli/errors/gsite-error.ts';
import { fixtureCopy } from './helpers/fixture.ts';
import { encodeRecords, SEARCH_RECORDS_FILE } from '../cli/output/search-files.ts';
import type { SearchRecord } from '../cli/search/records.ts';
import { startAlgoliaStandIn, type AlgoliaStandIn } from './helpers/algolia-stand-in.ts';

/** `gsite index` against a local stand-in for the hosted service's write API. */
let standIn: AlgoliaStandIn;
let root: string;
const ADMIN_KEY = 'admin-key-for-tests-0123456789';
const records: SearchRecord[] = [
  { objectID: '/docs/a#0', hierarchy: { lvl0: 'Docs', lvl1: 'A', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null }, content: null, anchor: null, url: '/docs/a', url_without_anchor: '/docs/a', type: 'lvl1', language: 'en', docusaurus_tag: 'docs-default-current', page_rank: 3, position: 0 },
  { objectID: '/docs/a#1', hierarchy: { lvl0: 'Docs', lvl1: 'A', lvl2: 'Usage', lvl3: null, lvl4: null, lvl5: null, lvl6: null }, content: 'Use it.', anchor: 'usage', url: '/docs/a#usage', url_without_anchor: '/docs/a', type: 'content', language: 'en', docusaurus_tag: 'docs-default-current', page_rank: 3, position: 1 },
];

before(async () => {
  standIn = await startAlgoliaStandIn();
  const config = fs
    .readFileSync(path.join(import.meta.dirname, 'fixtures/basic/site.config.ts'), 'utf8')
    .replace(
      "title: 'Fixture',",
      `title: 'Fixture',\n  algolia: { appId: 'TESTAPP', apiKey: 'search-only', indexName: 'gsap-test', hosts: ['${standIn.url}'] },\n  search: { synonyms: [{ phrases: ['back and forth', 'ping pong'], terms: ['yoyo'] }] },`,
    );
  root = fixtureCopy('basic', { 'site.config.ts': config, [`build/${SEARCH_RECORDS_FILE}`]: encodeRecords(records) });
});
after(() => standIn?.close());

test('gsite index sends the settings and synonyms, then the records to a temporary index that is moved over the real one', async () => {
  const lines: string[] = [];
  await indexCommand({ root, dir: 'build', env: { ALGOLIA_ADMIN_KEY: ADMIN_KEY }, log: (l) => lines.push(l) });
  const calls = standIn.requests.map((r) => `${r.method} ${r.path.replace(/_tmp_\d+/, '_tmp')}`);
  assert.equal(calls[0], 'PUT /1/indexes/gsap-test/settings');
  const settings = standIn.requests[0]!.body as Record<string, unknown>;
  assert.equal(settings.minWordSizefor1Typo, 3);
  assert.equal(settings.minWordSizefor2Typos, 7);
  assert.equal(settings.allowTyposOnNumericTokens, false);
  assert.equal(settings.ignorePlurals, true);
  assert.equal(settings.distinct, true);
  assert.deepEqual(settings.customRanking, ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)']);
  // The site's synonyms, each phrase one-way to the group's terms, replacing the index's own.
  const synonymCall = standIn.requests.find((r) => r.path === '/1/indexes/gsap-test/synonyms/batch')!;
  assert.ok(synonymCall, calls.join('\n'));
  assert.equal(synonymCall.query.get('replaceExistingSynonyms'), 'true');
  assert.deepEqual(synonymCall.body, [
    { objectID: 'gsite-0-0', type: 'onewaysynonym', input: 'back and forth', synonyms: ['yoyo'] },
    { objectID: 'gsite-0-1', type: 'onewaysynonym', input: 'ping pong', synonyms: ['yoyo'] },
  ]);
  assert.ok(calls.indexOf('POST /1/indexes/gsap-test/synonyms/batch') < calls.indexOf('POST /1/indexes/gsap-test_tmp/batch'), 'synonyms before the records');
  assert.ok(calls.includes('POST /1/indexes/gsap-test_tmp/batch'), calls.join('\n'));
  const batch = standIn.requests.find((r) => r.path.endsWith('/batch') && !r.path.includes('/synonyms/'))!.body as { requests: { action: string; body: Record<string, unknown> }[] };
  assert.equal(batch.requests.length, 2);
  assert.deepEqual(batch.requests[1]!.body.weight, { pageRank: 3, level: 0, position: 1 });
  const move = standIn.requests.find((r) => (r.body as { operation?: string } | null)?.operation === 'move')!;
  assert.match(move.path, /^\/1\/indexes\/gsap-test_tmp_\d+\/operation$/);
  assert.equal((move.body as { destination: string }).destination, 'gsap-test');
  // The admin key travels in the request headers, and is printed nowhere.
  assert.equal(standIn.requests[0]!.headers['x-algolia-api-key'], ADMIN_KEY);
  assert.deepEqual(lines, ['Pushed 2 records, the index settings and 1 synonym groups to "gsap-test" (application TESTAPP).']);
  assert.ok(!lines.join('').includes(ADMIN_KEY));
});

test('gsite index without ALGOLIA_ADMIN_KEY fails with a clear error and sends nothing', async () => {
  const before = standIn.requests.length;
  await assert.rejects(indexCommand({ root, dir: 'build', env: {}, log: () => {} }), (e: unknown) => e instanceof GsiteError && /ALGOLIA_ADMIN_KEY/.test(e.message));
  assert.equal(standIn.requests.length, before);
});

test('gsite index without records names the file to build first', async () => {
  await assert.rejects(indexCommand({ root, dir: 'nothing-here', env: { ALGOLIA_ADMIN_KEY: ADMIN_KEY }, log: () => {} }), (e: unknown) => e instanceof GsiteError && e.code === 'IndexRecordsMissing' && /nothing-here/.test(String(e.location?.file)));
});
