import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { createMarkdownCompiler, type CompileInput } from '../markdown/processor.ts';
import { cacheSalt, compileKey, diskCompileCache } from './content-cache.ts';
import { build } from '../build/build.ts';
import { silentLogger } from '../build/logger.ts';
import { fixtureCopy } from '../../test/helpers/fixture.ts';

const compile = createMarkdownCompiler({ directives: {} });
const input = (body: string): CompileInput => ({ body, source: '/site/content/docs/a.md', bodyLine: 4, fileUrls: {}, tocMin: 2, tocMax: 3 });

test('a stored result comes back as compiled (without source positions, with its warnings); a corrupt or foreign entry is a miss', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-cache-'));
  const cache = diskCompileCache(dir);
  const page = input('## Usage\n\n| Property | Type |\n|---|---|\n| `x` | `number` |\n\n```js\ngsap.to(".box", { x: 1 });\n```\n');
  const key = compileKey(cacheSalt(['a']), page);
  assert.equal(cache.get(key), undefined);
  const fresh = compile(page);
  cache.set(key, fresh);
  const hit = cache.get(key)!;
  assert.equal(toHtml(hit.hast), toHtml(fresh.hast));
  assert.deepEqual(hit.toc, fresh.toc);
  // Warnings come back too, so a warm build still reports a broken link with its line.
  const broken = input('See [x](./gone.md).');
  const brokenKey = compileKey(cacheSalt(['a']), broken);
  cache.set(brokenKey, compile(broken));
  assert.deepEqual(cache.get(brokenKey)!.warnings.map((w) => [w.href, w.error.code, w.error.location?.line]), [['./gone.md', 'BrokenLink', 4]]);
  // Another salt (a plugin changed, a page moved) or another body: another key.
  assert.notEqual(compileKey(cacheSalt(['b']), page), key);
  assert.notEqual(compileKey(cacheSalt(['a']), input('## Other')), key);
  // A torn write, and an entry filed under the wrong key, are ignored.
  const file = path.join(dir, key.slice(0, 2), `${key}.json`);
  fs.writeFileSync(file, '{"key":"' + key + '","value":{"hast":');
  assert.equal(cache.get(key), undefined);
  fs.writeFileSync(file, JSON.stringify({ key: 'other', value: fresh }));
  assert.equal(cache.get(key), undefined);
});

test('a warm build reads the cache, gives the same pages as a cold one; --no-cache neither reads nor writes it', async () => {
  const root = fixtureCopy('basic');
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-cache-'));
  const pages = async (cache: boolean) => {
    const result = await build({ root, logger: silentLogger, workers: 0, write: false, cache, cacheDir });
    return new Map(result.pages.map((p) => [p.url, String(result.files.get(p.outFile))]));
  };
  // The compile entries; whole pages are kept apart (pages/, page-cache.test.ts) and dropped
  // before each warm build here, so that pages are rendered again from the compile cache.
  const pagesDir = path.join(cacheDir, 'pages');
  const entries = () =>
    fs
      .readdirSync(cacheDir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.json') && !f.startsWith(`pages${path.sep}`))
      .map((f) => path.join(cacheDir, f));
  const cold = await pages(true);
  const stored = entries();
  assert.ok(stored.length >= 3, `one entry per Markdown page (${stored.length})`);
  fs.rmSync(pagesDir, { recursive: true, force: true });
  assert.deepEqual(await pages(true), cold, 'warm equals cold');
  // Proof that the warm build reads the entries rather than compiling again: mark them.
  for (const file of stored) fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/"value":"([A-Z][a-z]+)/, '"value":"CACHED $1'));
  fs.rmSync(pagesDir, { recursive: true, force: true });
  const warm = await pages(true);
  assert.ok([...warm.values()].some((html) => html.includes('CACHED ')), 'the warm build used the cache');
  const uncached = await pages(false);
  assert.deepEqual(uncached, cold, '--no-cache compiles afresh');
  assert.equal(entries().length, stored.length, '--no-cache writes nothing');
});
