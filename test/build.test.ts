import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { build, type BuildResult } from '../cli/build/build.ts';
import { silentLogger } from '../cli/build/logger.ts';
import { GsiteAggregateError, GsiteError } from '../cli/errors/gsite-error.ts';
import { fixtureCopy, FIXTURES } from './helpers/fixture.ts';
import { decodeRecords, SEARCH_RECORDS_FILE } from '../cli/output/search-files.ts';

const fixedClock = () => new Date('2026-03-04T05:06:07Z');
const inMemory = (root: string, extra: Partial<Parameters<typeof build>[0]> = {}) =>
  build({ root, write: false, logger: silentLogger, clock: fixedClock, workers: 0, ...extra });

let basic: BuildResult | undefined;
const basicBuild = async () => (basic ??= await inMemory(path.join(FIXTURES, 'basic')));
const html = (r: BuildResult, file: string) => r.files.get(file) as string;

test('the fixture site builds every route kind, in memory', async () => {
  const r = await basicBuild();
  assert.deepEqual(r.routes.map((x) => `${x.kind} ${x.url}`).sort(), [
    'blog-archive /blog/archive',
    'blog-list /blog',
    'blog-list /blog/page/2',
    'blog-post /blog/post-1',
    'blog-post /blog/post-2',
    'blog-post /blog/post-3',
    'blog-tag /blog/tags/news',
    'blog-tag /blog/tags/news/page/2',
    'blog-tag /blog/tags/release',
    'blog-tags /blog/tags',
    'doc /docs/',
    'doc /docs/guide/',
    'doc /docs/guide/intro',
    'doc /docs/guide/method()',
    'markdown-page /about',
    'not-found /404',
    'page /',
    'page /search',
  ]);
  assert.deepEqual(r.warnings, []);
  assert.ok(r.files.has('404.html'));
  assert.ok(r.files.has('docs/guide/method()/index.html'));
});

test('drafts are left out of production builds and kept when asked for', async () => {
  const r = await basicBuild();
  assert.ok(!r.routes.some((x) => x.url === '/docs/draft'));
  const withDrafts = await inMemory(path.join(FIXTURES, 'basic'), { includeDrafts: true });
  assert.ok(withDrafts.routes.some((x) => x.url === '/docs/draft'));
  assert.deepEqual(withDrafts.site.docs.docs!.version!.draftIds, []);
  assert.deepEqual(r.site.docs.docs!.version!.draftIds, ['draft']);
});

test('a doc page has its sidebar, breadcrumbs, table of contents (h2–h3 only) and previous/next', async () => {
  const page = html(await basicBuild(), 'docs/guide/intro/index.html');
  assert.match(page, /<aside class="sidebar" aria-label="Docs">/);
  assert.match(page, /<a href="\/docs\/guide\/intro" aria-current="page">Introduction<\/a>/);
  const toc = page.match(/<nav class="toc"[\s\S]*?<\/nav>/)![0];
  assert.match(toc, /href="#first-steps"/);
  assert.match(toc, /href="#deeper"/);
  assert.doesNotMatch(toc, /not-in-the-toc/);
  assert.match(page, /<nav class="breadcrumbs"[\s\S]*?>Guide<\/a>/);
  assert.match(page, /rel="prev"[\s\S]*?Guide/);
  assert.match(page, /rel="next"[\s\S]*?\.method\(\)/);
  assert.match(page, /<title>Introduction \| Fixture<\/title>/);
});

test('relative .md links are rewritten to page URLs', async () => {
  const page = html(await basicBuild(), 'docs/index.html');
  assert.match(page, /href="\/docs\/guide\/intro"/);
  assert.match(page, /href="\/docs\/guide\/method\(\)#usage"/);
});

test('islands: only pages with interactive parts load JavaScript, and the loader knows each entry', async () => {
  const r = await basicBuild();
  const intro = html(r, 'docs/guide/intro/index.html');
  assert.match(intro, /<gsite-island data-island="copy-button"[^>]*data-src="\/assets\/copy-button-[A-Z0-9]+\.js"/);
  assert.match(intro, /<script type="module" src="\/assets\/island-loader-[A-Z0-9]+\.js">/);
  for (const src of intro.matchAll(/(?:data-src|src|href)="(\/assets\/[^"]+)"/g)) assert.ok(r.files.has(src[1]!.slice(1)), `${src[1]} is emitted`);
});

test("a site's own client/islands (without client/runtime) are bundled next to gsite's; the site's win on a name clash", async () => {
  const root = fixtureCopy('basic', {
    'client/islands/site-extra.ts': "export function mount(el: HTMLElement) { el.dataset.marker = 'SITE_EXTRA_MARKER'; }\n",
    // Outside this repository, so `react` resolves from gsite's packages.
    'client/islands/site-react.tsx': "import { useState } from 'react';\nexport default function Counter() { const [n] = useState(0); return <b>SITE_REACT_MARKER {n}</b>; }\n",
    'client/islands/copy-button.ts': "export function mount(el: HTMLElement) { el.dataset.marker = 'SITE_COPY_MARKER'; }\n",
  });
  const r = await inMemory(root);
  const gsiteOnly = (await basicBuild()).site.assets.islands;
  const islands = r.site.assets.islands;
  const js = (name: string) => Buffer.from(r.files.get(islands[name]!.slice(1)) as Uint8Array).toString('utf8');
  assert.deepEqual(Object.keys(islands).sort(), [...Object.keys(gsiteOnly), 'site-extra', 'site-react'].sort());
  assert.match(js('site-extra'), /SITE_EXTRA_MARKER/);
  assert.match(js('site-react'), /SITE_REACT_MARKER/);
  assert.match(js('copy-button'), /SITE_COPY_MARKER/, "the site's copy-button replaces gsite's");
  assert.doesNotMatch(js('copy-button'), /clipboard/);
  assert.doesNotMatch(js('navbar'), /SITE_/, "gsite's other islands stay as they are");
  // The loader is still gsite's, and the island chunks it imports are all emitted.
  assert.ok(r.files.has(r.site.assets.loader.slice(1)));
  for (const url of Object.values(islands)) assert.ok(r.files.has(url.slice(1)), url);
  // And nothing of a site's own islands ships anywhere else: the test islands stay in their fixture.
  for (const name of ['site-extra', 'site-react', 'crash', 'crash-dom', 'lazy-demo', 'browser-flag', 'naive-flag']) assert.equal(gsiteOnly[name], undefined, name);
});

test('the blog: pagination, tags with counts, archive, JSON for lists and tags', async () => {
  const r = await basicBuild();
  const page1 = JSON.parse(html(r, 'blog/index.json'));
  assert.deepEqual(page1.posts.map((p: { id: string }) => p.id), ['post-3', 'post-2']);
  assert.equal(page1.olderUrl, '/blog/page/2');
  const page2 = JSON.parse(html(r, 'blog/page/2/index.json'));
  assert.deepEqual(page2.posts.map((p: { id: string }) => p.id), ['post-1']);
  const tags = JSON.parse(html(r, 'blog/tags/index.json')).tags;
  assert.deepEqual(tags.map((t: { slug: string; count: number }) => [t.slug, t.count]), [['news', 3], ['release', 2]]);
  assert.match(html(r, 'blog/tags/news/index.html'), /<h1>3 posts tagged with &quot;News&quot;<\/h1>/);
  assert.match(html(r, 'blog/tags/release/index.html'), /<h1>2 posts tagged with &quot;Release&quot;<\/h1>/);
  assert.match(html(r, 'blog/post-2/index.html'), /<time dateTime="2024-02-01">February 1, 2024<\/time>/);
  assert.match(html(r, 'blog/post-2/index.html'), /1 min read/);
  assert.match(html(r, 'blog/archive/index.html'), /<h2 id="year-2024">2024<\/h2>/);
});

test('sitemap and robots come from the route table; the 404 page is not in the sitemap', async () => {
  const r = await basicBuild();
  const sitemap = html(r, 'sitemap.xml');
  assert.match(sitemap, /<loc>https:\/\/fixture.example\/docs\/guide\/method\(\)<\/loc>/);
  assert.doesNotMatch(sitemap, /404/);
  assert.match(html(r, 'robots.txt'), /Sitemap: https:\/\/fixture.example\/sitemap.xml/);
});

test('every navbar item type renders', async () => {
  const home = html(await basicBuild(), 'index.html');
  assert.match(home, /href="\/docs\/guide\/intro"[^>]*>Intro</);
  assert.match(home, /href="\/docs\/"[^>]*>Guide</);
  assert.match(home, /<summary class="navbar__link" aria-haspopup="true">v1.0<\/summary>/);
  assert.match(home, /href="https:\/\/old.example\/"/);
  // One locale still gets its own URL: the default locale's is the page itself.
  assert.match(home, /<summary class="navbar__link" aria-haspopup="true">English<\/summary><ul class="navbar__menu"><li><a href="\/" class="navbar__menu-link">English<\/a>/);
  assert.match(home, /<b>hi<\/b>/);
  assert.match(home, /class="navbar__search"[^>]*>/);
  assert.match(home, /<summary class="navbar__link" aria-haspopup="true">More<\/summary><ul class="navbar__menu"><li><a href="\/about" class="navbar__menu-link">About us<\/a>/);
  assert.match(home, /href="\/docs\/"[^>]*>Current docs</);
  assert.match(home, /© <span data-current-year="true">2026<\/span> Fixture Co - A Parent Co Product. All rights reserved./);
});

test('rendering in worker threads gives the same pages as the main thread', async () => {
  const root = path.join(FIXTURES, 'basic');
  const threaded = await inMemory(root, { workers: 2 });
  const single = await basicBuild();
  assert.deepEqual([...threaded.files.keys()].sort(), [...single.files.keys()].sort());
  const pages = [...single.files].filter(([file]) => file.endsWith('.html'));
  assert.ok(pages.length > 0, 'the build has pages to compare');
  for (const [file, contents] of pages) assert.equal(threaded.files.get(file), contents, file);
});

const buildError = async (root: string, extra: Partial<Parameters<typeof build>[0]> = {}) => {
  try {
    await inMemory(root, extra);
  } catch (e) {
    return e as GsiteError | GsiteAggregateError;
  }
  assert.fail('expected the build to fail');
};

test('a bad frontmatter line fails the build with file and line', async () => {
  const root = fixtureCopy('basic', { 'content/docs/guide/intro.md': '---\ntitle: Intro\nsidebar_position: [oops\n---\nbody\n' });
  const e = await buildError(root);
  assert.ok(e instanceof GsiteError);
  assert.equal(e.location?.file, path.join(root, 'content/docs/guide/intro.md'));
  assert.ok(e.location?.line && e.location.line >= 3);
});

test('a blog post naming an unknown author fails with the file and the line of the author', async () => {
  const post = '---\ntitle: Post 2\ndate: 2024-02-01\nauthors:\n  - ann\n  - bob\ntags: [news]\n---\n\nText.\n';
  const root = fixtureCopy('basic', { 'content/blog/2024-02-01-post-2.md': post });
  const e = await buildError(root);
  assert.ok(e instanceof GsiteError && e.key === 'authors' && /unknown author "bob"/.test(e.message));
  assert.equal(e.location?.file, path.join(root, 'content/blog/2024-02-01-post-2.md'));
  assert.equal(e.location?.line, 6);
});

test('a blog post with a malformed date fails with the file and the line of the date', async () => {
  const root = fixtureCopy('basic', { 'content/blog/2024-02-01-post-2.md': '---\ntitle: Post 2\nauthors: [ann]\ndate: 2024-02-31x\n---\n\nText.\n' });
  const e = await buildError(root);
  assert.ok(e instanceof GsiteError && e.key === 'date');
  assert.equal(e.location?.file, path.join(root, 'content/blog/2024-02-01-post-2.md'));
  assert.equal(e.location?.line, 4);
});

test('an unknown navbar item type fails the build naming the key', async () => {
  const root = fixtureCopy('basic');
  const file = path.join(root, 'site.config.ts');
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace("{ type: 'html', value: '<b>hi</b>', position: 'right' }", "{ type: 'sparkle', position: 'right' } as never"));
  const e = await buildError(root);
  assert.ok(e instanceof GsiteError && e.code === 'UnknownNavbarItemType' && e.key === 'navbar.items[5].type');
});

test('a navbar item naming an unknown doc or sidebar fails the build', async () => {
  const root = fixtureCopy('basic');
  const file = path.join(root, 'site.config.ts');
  const source = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, source.replace("docId: 'guide/intro'", "docId: 'guide/intro2'"));
  const e1 = await buildError(root);
  assert.ok(e1 instanceof GsiteError && e1.code === 'UnknownDocId' && /guide\/intro/.test(e1.hint ?? ''));
  fs.writeFileSync(file, source.replace("sidebarId: 'main'", "sidebarId: 'mian'"));
  const e2 = await buildError(root);
  assert.ok(e2 instanceof GsiteError && e2.code === 'UnknownSidebarId' && e2.key === 'navbar.items[2].sidebarId');
});

test('search: the records file and the hashed MiniSearch index it names, in the spec shapes', async () => {
  const r = await basicBuild();
  const records = decodeRecords(r.files.get(SEARCH_RECORDS_FILE) as Uint8Array) as unknown as Record<string, unknown>[];
  const manifest = JSON.parse(html(r, 'search/index.json')) as { index: string; body: string; records: number };
  assert.match(manifest.index, /^\/assets\/search-index-[A-Z0-9]{10}\.json$/);
  assert.match(manifest.body, /^\/assets\/search-body-[A-Z0-9]{10}\.json$/);
  assert.equal(manifest.records, records.length);
  const intro = records.filter((x) => x.url_without_anchor === '/docs/guide/intro');
  assert.deepEqual(intro.map((x) => [x.type, x.url, x.position]).slice(0, 4), [
    ['lvl1', '/docs/guide/intro', 0],
    ['lvl2', '/docs/guide/intro#first-steps', 1],
    ['content', '/docs/guide/intro#first-steps', 2],
    ['lvl3', '/docs/guide/intro#deeper', 3],
  ]);
  assert.deepEqual(Object.keys(intro[2]!).sort(), ['anchor', 'content', 'docusaurus_tag', 'hierarchy', 'language', 'objectID', 'page_rank', 'position', 'type', 'url', 'url_without_anchor']);
  assert.equal(intro[2]!.content, 'Some text with code.');
  assert.equal(intro[2]!.docusaurus_tag, 'docs-default-current');
  assert.ok(!records.some((x) => String(x.url).startsWith('/blog/tags') || x.url === '/404'), 'listings and the 404 are not indexed');
  assert.ok(records.some((x) => x.url === '/blog/post-1' && x.docusaurus_tag === 'default'));
  const { loadIndex, search } = await import('../client/search/engine.ts');
  // Headings alone find a page by its title; body text ("code") needs the second part.
  const head = loadIndex(html(r, manifest.index.slice(1)));
  assert.equal(search(head, 'introduction')[0]?.url, '/docs/guide/intro');
  assert.ok(!search(head, 'code').some((hit) => hit.url === '/docs/guide/intro#first-steps'), 'the first part holds no body text');
  const whole = loadIndex(html(r, manifest.index.slice(1)), html(r, manifest.body.slice(1)));
  assert.ok(search(whole, 'code').some((hit) => hit.url.startsWith('/docs/guide/intro')), 'with the body part, body text is found');
});

test('a page template without a default export: impossible to render anything', async () => {
  const root = fixtureCopy('basic', { 'templates/pages/broken.tsx': 'export const meta = { title: "Broken" };\n' });
  const e = await buildError(root);
  assert.ok(e instanceof GsiteError);
  assert.equal(e.code, 'PageWithoutDefaultExport');
  assert.match(e.message, /impossible to render anything/);
  assert.equal(e.location?.file, path.join(root, 'templates/pages/broken.tsx'));
});

test('broken links, anchors and duplicate routes warn by default and fail with --strict, all together', async () => {
  const root = fixtureCopy('basic', {
    'content/docs/guide/intro.md': '---\ntitle: Introduction\n---\n\n[gone](/docs/nowhere) and [bad anchor](/docs/guide/method()#nope)\n',
    'content/pages/docs.md': '---\ntitle: Clash\nslug: /docs/guide/intro\n---\n\nSame URL as a doc.\n',
  });
  const lenient = await inMemory(root);
  assert.deepEqual(lenient.warnings.map((w) => w.code).sort(), ['BrokenAnchor', 'BrokenLink', 'DuplicateRoute']);
  const e = await buildError(root, { strict: true });
  assert.ok(e instanceof GsiteAggregateError);
  assert.equal(e.errors.length, 3);
});

test('a failed build leaves the previous build folder exactly as it was', async () => {
  const root = fixtureCopy('basic');
  const out = path.join(root, 'build');
  await build({ root, logger: silentLogger, workers: 0 });
  const before = fs.readFileSync(path.join(out, 'docs/guide/intro/index.html'), 'utf8');
  const listing = fs.readdirSync(out, { recursive: true }).sort();
  fs.writeFileSync(path.join(root, 'content/docs/guide/intro.md'), '---\ntitle: [\n---\n');
  await assert.rejects(build({ root, logger: silentLogger, workers: 0 }));
  assert.equal(fs.readFileSync(path.join(out, 'docs/guide/intro/index.html'), 'utf8'), before);
  assert.deepEqual(fs.readdirSync(out, { recursive: true }).sort(), listing);
  assert.deepEqual(fs.readdirSync(root).filter((f) => f.startsWith('build.')), [], 'no temporary folders left');
});

test('a Markdown file named with a leading dot is a page (the library has such URLs); hidden folders and other dotfiles are not', async () => {
  const root = fixtureCopy('basic', {
    'content/docs/guide/.member().md': '---\ntitle: member\n---\n\nA member page.\n',
    'content/docs/guide/.DS_Store': 'binary junk',
    'content/docs/.drafts/secret.md': '---\ntitle: secret\n---\n\nNot a page.\n',
  });
  const r = await inMemory(root);
  const urls = r.routes.map((x) => x.url);
  assert.ok(urls.includes('/docs/guide/.member()'), urls.join(' '));
  assert.ok(!urls.some((u) => u.includes('secret') || u.includes('DS_Store')), urls.join(' '));
});
