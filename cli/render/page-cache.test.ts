import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from '../build/build.ts';
import { silentLogger } from '../build/logger.ts';
import { fixtureCopy } from '../../test/helpers/fixture.ts';
import { PAGE_INDEX_FILE, prunePageCache } from './page-cache.ts';
import { SEARCH_RECORDS_FILE } from '../output/search-files.ts';

/** Every HTML page of a build folder: path below it → text. */
function htmlFiles(dir: string): Map<string, string> {
  const files = fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.html'));
  return new Map(files.sort().map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]));
}

/** The cached HTML of every page, marked in place without changing its length ("Fixture" → "FIXTURE"). */
function markCachedPages(cacheDir: string): number {
  let marked = 0;
  for (const f of fs.readdirSync(path.join(cacheDir, 'pages'), { recursive: true }).map(String)) {
    if (!f.endsWith('.html')) continue;
    const file = path.join(cacheDir, 'pages', f);
    const html = fs.readFileSync(file, 'utf8');
    if (!html.includes('Fixture')) continue;
    // Written as a new file: the old one may be linked from the build folder, as the cache's are.
    fs.rmSync(file);
    fs.writeFileSync(file, html.replaceAll('Fixture', 'FIXTURE'));
    marked++;
  }
  return marked;
}

test('a warm build takes unchanged pages from the page cache, renders only what changed, and gives the same site as a cold build', async () => {
  const root = fixtureCopy('basic');
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-page-cache-'));
  const out = path.join(root, 'build');
  const run = () => build({ root, logger: silentLogger, workers: 0, cacheDir });

  const coldPages = (await run()).pages;
  const cold = htmlFiles(out);
  // A cold build writes each page once, into the cache, and links it into the build folder.
  const cacheInodes = new Set(fs.readdirSync(path.join(cacheDir, 'pages'), { recursive: true }).map(String).filter((f) => f.endsWith('.html')).map((f) => fs.statSync(path.join(cacheDir, 'pages', f)).ino));
  const copies = coldPages.filter((p) => !cacheInodes.has(fs.statSync(path.join(out, p.outFile)).ino)).map((p) => p.outFile);
  assert.deepEqual(copies, [], 'pages of the cold build that are copies, not the cached files');
  const coldSearch = fs.readFileSync(path.join(out, SEARCH_RECORDS_FILE));
  await run();
  assert.deepEqual(htmlFiles(out), cold, 'warm equals cold');
  assert.deepEqual(fs.readFileSync(path.join(out, SEARCH_RECORDS_FILE)), coldSearch, 'the kept search records are the cold build’s');

  // Proof that the warm build takes pages from the cache: marked entries show up in the output.
  assert.ok(markCachedPages(cacheDir) >= 3);
  await run();
  const warm = htmlFiles(out);
  const intro = 'docs/guide/intro/index.html';
  assert.match(warm.get(intro)!, /FIXTURE/, 'a cached page is reused');

  // An edited page is rendered again (its new text shows); the others still come from the cache.
  const introFile = path.join(root, 'content', 'docs', 'guide', 'intro.md');
  fs.writeFileSync(introFile, fs.readFileSync(introFile, 'utf8') + '\n\nA sentence added while the cache held the page.\n');
  await run();
  const edited = htmlFiles(out);
  assert.match(edited.get(intro)!, /A sentence added while the cache held the page/);
  assert.doesNotMatch(edited.get(intro)!, /FIXTURE/, 'the edited page was rendered afresh');
  assert.match(edited.get('docs/index.html')!, /FIXTURE/, 'an untouched page still came from the cache');

  // A new page changes every page's sidebar: nothing is taken from the cache.
  fs.writeFileSync(path.join(root, 'content', 'docs', 'guide', 'added.md'), '---\ntitle: Added page\n---\n\nNew.\n');
  const result = await run();
  const grown = htmlFiles(out);
  assert.ok([...grown.values()].every((html) => !html.includes('FIXTURE')), 'a site-wide change re-rendered every page');
  assert.match(grown.get(intro)!, /Added page/, 'the guide’s sidebar lists the new page');
  // The pages of the site's earlier versions were pruned: one entry per page of this build.
  const cached = fs.readdirSync(path.join(cacheDir, 'pages'), { recursive: true }).map(String);
  assert.equal(cached.filter((f) => f.endsWith('.html')).length, result.pages.length);
  assert.equal(cached.filter((f) => /search-[0-9a-f]+$/.test(f)).length, 1, 'one kept search index');
});

test('a damaged page cache entry is rendered again, and --no-cache neither reads nor writes the page cache', async () => {
  const root = fixtureCopy('basic');
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-page-cache-'));
  const out = path.join(root, 'build');
  await build({ root, logger: silentLogger, workers: 0, cacheDir });
  const cold = htmlFiles(out);
  // Cut every cached page short (as a crash mid-write would, were writes not atomic).
  const pagesDir = path.join(cacheDir, 'pages');
  for (const f of fs.readdirSync(pagesDir, { recursive: true }).map(String).filter((f) => f.endsWith('.html'))) {
    const file = path.join(pagesDir, f);
    const html = fs.readFileSync(file, 'utf8');
    fs.rmSync(file);
    fs.writeFileSync(file, html.slice(0, 100));
  }
  await build({ root, logger: silentLogger, workers: 0, cacheDir });
  assert.deepEqual(htmlFiles(out), cold, 'damaged entries were not served');
  // The pages' summaries, kept in one index file: cut short, every page is rendered again.
  const [index] = fs.readdirSync(pagesDir, { recursive: true }).map(String).filter((f) => f.endsWith(PAGE_INDEX_FILE));
  assert.ok(index, 'the build kept an index of its pages');
  fs.writeFileSync(path.join(pagesDir, index), fs.readFileSync(path.join(pagesDir, index), 'utf8').slice(0, 500));
  assert.ok(markCachedPages(cacheDir) >= 3);
  await build({ root, logger: silentLogger, workers: 0, cacheDir });
  assert.deepEqual(htmlFiles(out), cold, 'with a broken index, no cached page was served');

  fs.rmSync(cacheDir, { recursive: true, force: true });
  fs.mkdirSync(cacheDir);
  await build({ root, logger: silentLogger, workers: 0, cacheDir, cache: false });
  assert.deepEqual(htmlFiles(out), cold);
  assert.deepEqual(fs.readdirSync(cacheDir), [], '--no-cache wrote nothing');
});

test('pruning keeps this build’s entries and other sites’ recent folders; a site folder unused for a week goes', () => {
  const pages = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-page-cache-'));
  const mine = path.join(pages, 'aaaa');
  const entry = (dir: string, key: string) => {
    fs.mkdirSync(path.join(dir, key.slice(0, 2)), { recursive: true });
    fs.writeFileSync(path.join(dir, key.slice(0, 2), `${key}.html`), 'x');
    fs.writeFileSync(path.join(dir, key.slice(0, 2), `${key}.json`), '{}');
  };
  entry(mine, 'ab12');
  entry(mine, 'ab34');
  fs.mkdirSync(path.join(mine, 'search-old'));
  fs.mkdirSync(path.join(mine, 'search-new'));
  const recent = path.join(pages, 'bbbb');
  const stale = path.join(pages, 'cccc');
  entry(recent, 'cd56');
  entry(stale, 'ef78');
  const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
  fs.utimesSync(stale, eightDaysAgo, eightDaysAgo);
  prunePageCache(mine, new Set(['ab12', 'search-new']));
  assert.deepEqual(fs.readdirSync(path.join(mine, 'ab')).sort(), ['ab12.html', 'ab12.json']);
  assert.ok(fs.existsSync(path.join(mine, 'search-new')) && !fs.existsSync(path.join(mine, 'search-old')));
  assert.ok(fs.existsSync(recent), 'another site’s recent cache stays');
  assert.ok(!fs.existsSync(stale), 'a week-old site folder is removed');
});
