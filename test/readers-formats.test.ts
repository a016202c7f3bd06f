import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import { build, type BuildResult } from '../cli/build/build.ts';
import { silentLogger } from '../cli/build/logger.ts';
import { fixtureCopy, FIXTURES } from './helpers/fixture.ts';
import { serveDir } from './helpers/built-site.ts';
import { startDevServer } from '../cli/dev/dev-server.ts';

/** Issue 25, readers beyond the browser tab: each Markdown page's twin, and /llms.txt. */
let basic: BuildResult | undefined;
const basicBuild = async () => (basic ??= await build({ root: path.join(FIXTURES, 'basic'), write: false, logger: silentLogger, workers: 0, cache: false }));
const file = (r: BuildResult, rel: string) => r.files.get(rel) as string | undefined;

test('a Markdown page has a twin at its URL + .md: frontmatter cut to title, description and URL, links absolute, directives plain, our fence flags gone', async () => {
  const r = await basicBuild();
  const intro = file(r, 'docs/guide/intro.md')!;
  assert.ok(intro, 'docs/guide/intro.md was written');
  assert.match(intro, /^---\ntitle: "Introduction"\nurl: "https:\/\/fixture\.example\/docs\/guide\/intro"\n---\n\n# Introduction\n/);
  assert.doesNotMatch(intro, /sidebar_position/);
  assert.match(intro, /^```js$/m, 'the fence keeps its language, not title="…" or line marks');
  assert.match(intro, /^> \*\*Good to know:\*\*\n> Tips work\.$/m, 'an admonition becomes a quote with its title');
  assert.doesNotMatch(intro, /^:::/m);
  // Relative .md links become the pages' absolute URLs; a folder page's twin drops the slash.
  const home = file(r, 'docs.md')!;
  assert.match(home, /\[intro\]\(https:\/\/fixture\.example\/docs\/guide\/intro\)/);
  assert.match(home, /\[the method page\]\(https:\/\/fixture\.example\/docs\/guide\/method\(\)#usage\)/);
  // The HTML page names its twin.
  assert.match(file(r, 'docs/guide/intro/index.html')!, /<link rel="alternate" type="text\/markdown" title="This page as Markdown" href="\/docs\/guide\/intro\.md"\/>/);
  // Pages not made from Markdown have none.
  assert.equal(file(r, '404.md'), undefined);
});

test('/llms.txt lists every Markdown page once, by collection and sidebar group, linking twins that exist', async () => {
  const r = await basicBuild();
  const llms = file(r, 'llms.txt')!;
  assert.match(llms, /^# Fixture\n\n> /);
  const links = [...llms.matchAll(/^- \[([^\]]+)\]\((https:\/\/fixture\.example)(\/(?:[^()\s]|\([^()\s]*\))+\.md)\)/gm)].map((m) => m[3]!);
  assert.equal(new Set(links).size, links.length, 'each page once');
  for (const link of links) assert.ok(file(r, decodeURI(link).slice(1)) !== undefined, `${link} is a twin of the build`);
  const markdownPages = r.routes.filter((x) => ['doc', 'blog-post', 'markdown-page'].includes(x.kind) && !x.noindex).length;
  assert.equal(links.length, markdownPages);
  assert.match(llms, /^## Blog$/m);
  // The full file: every docs page's twin in reading order (one collection: no second copy per collection).
  const full = file(r, 'llms-full.txt')!;
  assert.match(llms, /https:\/\/fixture\.example\/llms-full\.txt/);
  assert.equal(file(r, 'docs/llms-full.txt'), undefined);
  for (const twin of ['docs.md', 'docs/guide/intro.md', 'docs/guide/method().md']) assert.ok(full.includes(file(r, twin)!), `llms-full.txt holds ${twin}`);
  assert.ok(full.indexOf(file(r, 'docs.md')!) < full.indexOf(file(r, 'docs/guide/intro.md')!), 'in sidebar order');
  assert.ok(!full.includes('Post number 1'), 'the blog is not part of the docs');
});

test('gsite serve and gsite dev answer a twin as text/markdown in UTF-8', async () => {
  const root = fixtureCopy('basic');
  await build({ root, logger: silentLogger, workers: 0 });
  const served = await serveDir(path.join(root, 'build'));
  const dev = await startDevServer({ root, port: 0, log: () => {} });
  try {
    for (const origin of [served.url, dev.url]) {
      const res = await fetch(`${origin}/docs/guide/intro.md`);
      assert.equal(res.status, 200, origin);
      assert.equal(res.headers.get('content-type'), 'text/markdown; charset=utf-8', origin);
      assert.match(await res.text(), /^---\ntitle: "Introduction"/, origin);
    }
    assert.equal((await fetch(`${dev.url}/docs/guide/nothing.md`)).status, 404);
  } finally {
    await served.close();
    await dev.close();
  }
});

test('last updated: from git history (one log per build), else frontmatter last_update; in the page (built or from gsite dev), the sitemap and a post’s JSON-LD', async () => {
  const root = fixtureCopy('basic');
  // No repository yet: the frontmatter date is all there is.
  const intro = path.join(root, 'content/docs/guide/intro.md');
  fs.writeFileSync(intro, fs.readFileSync(intro, 'utf8').replace('sidebar_position: 1', 'sidebar_position: 1\nlast_update:\n  date: 2024-05-06'));
  let r = await build({ root, write: false, logger: silentLogger, workers: 0, cache: false });
  assert.match(file(r, 'docs/guide/intro/index.html')!, /Last updated on <time dateTime="2024-05-06">May 6, 2024<\/time>/);
  assert.match(file(r, 'sitemap.xml')!, /<loc>https:\/\/fixture\.example\/docs\/guide\/intro<\/loc><lastmod>2024-05-06<\/lastmod>/);
  assert.doesNotMatch(file(r, 'docs/guide/index.html') ?? '', /Last updated/, 'a page with no date shows none');

  // A repository: two commits on fixed days; the later one touches the intro and a post.
  const git = (args: string[], day?: string) =>
    execFileSync('git', args, { cwd: root, stdio: 'ignore', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@x', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@x', ...(day ? { GIT_AUTHOR_DATE: `${day}T12:00:00Z`, GIT_COMMITTER_DATE: `${day}T12:00:00Z` } : {}) } });
  git(['init', '-q', '-b', 'main']);
  git(['add', '-A']);
  git(['commit', '-q', '-m', 'first'], '2025-01-02');
  fs.appendFileSync(intro, '\nMore.\n');
  const post = path.join(root, 'content/blog', fs.readdirSync(path.join(root, 'content/blog')).find((f) => f.endsWith('.md'))!);
  fs.appendFileSync(post, '\nA correction.\n');
  git(['add', '-A']);
  git(['commit', '-q', '-m', 'second'], '2030-03-04');
  r = await build({ root, write: false, logger: silentLogger, workers: 0, cache: false });
  assert.match(file(r, 'docs/guide/intro/index.html')!, /Last updated on <time dateTime="2030-03-04">March 4, 2030<\/time>/, 'git wins over the frontmatter');
  assert.match(file(r, 'docs/index.html')!, /Last updated on <time dateTime="2025-01-02">/);
  const postRoute = r.routes.find((x) => x.source === post)!;
  const postHtml = file(r, postRoute.outFile)!;
  assert.match(postHtml, /"dateModified":"2030-03-04"/);
  assert.match(postHtml, /Updated on <time dateTime="2030-03-04">/);
  // gsite dev dates its pages as the build does.
  const dev = await startDevServer({ root, port: 0, log: () => {} });
  try {
    assert.match(await (await fetch(`${dev.url}/docs/guide/intro`)).text(), /Last updated on <time dateTime="2030-03-04">March 4, 2030<\/time>/);
  } finally {
    await dev.close();
  }
});

test('Edit this page and Report an issue follow the repository patterns, and are absent without a repository', async () => {
  const plain = await basicBuild();
  assert.doesNotMatch(file(plain, 'docs/guide/intro/index.html')!, /Edit this page/);
  const config = fs.readFileSync(path.join(FIXTURES, 'basic/site.config.ts'), 'utf8').replace("title: 'Fixture',", "title: 'Fixture',\n  repository: { url: 'https://git.example/org/site', branch: 'trunk' },");
  const root = fixtureCopy('basic', { 'site.config.ts': config });
  const r = await build({ root, write: false, logger: silentLogger, workers: 0, cache: false });
  const page = file(r, 'docs/guide/method()/index.html')!;
  assert.match(page, /<a href="https:\/\/git\.example\/org\/site\/edit\/trunk\/content\/docs\/guide\/method\(\)\.md" rel="noopener noreferrer">Edit this page<\/a>/);
  assert.match(page, /<a href="https:\/\/git\.example\/org\/site\/issues\/new\?title=method\(\)&amp;body=https%3A%2F%2Ffixture\.example%2Fdocs%2Fguide%2Fmethod\(\)" rel="noopener noreferrer">Report an issue<\/a>/);
});

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Uint8Array) => {
  const view = Buffer.from(png);
  assert.equal(view.subarray(1, 4).toString('latin1'), 'PNG', 'a PNG file');
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
};

test('social cards: docs pages and posts name a 1200×630 PNG card in og:image and twitter:image; cards are kept between builds and redrawn only when their text changes', async () => {
  const config = fs.readFileSync(path.join(FIXTURES, 'basic/site.config.ts'), 'utf8');
  const root = fixtureCopy('basic', { 'site.config.ts': config.replace("title: 'Fixture',", "title: 'Fixture',\n  socialCards: true,") });
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-cards-cache-'));
  const outDir = path.join(root, 'build');
  const run = () => build({ root, outDir, logger: silentLogger, workers: 0, cacheDir });
  /** Each kept card with the inode of its file: a card drawn again is stored anew (a new inode). */
  const cardEntries = () =>
    fs
      .readdirSync(cacheDir, { recursive: true })
      .map(String)
      .filter((f) => /(^|\/)card-[0-9a-f]+$/.test(f))
      .map((f) => `${path.basename(f)} ${fs.statSync(path.join(cacheDir, f, '0.png')).ino}`)
      .sort();
  await run();
  const page = fs.readFileSync(path.join(outDir, 'docs/guide/intro/index.html'), 'utf8');
  assert.match(page, /<meta property="og:image" content="https:\/\/fixture\.example\/og\/docs\/guide\/intro\.png"\/>/);
  assert.match(page, /<meta property="og:image:width" content="1200"\/>/);
  assert.match(page, /<meta name="twitter:card" content="summary_large_image"\/>/);
  assert.deepEqual(pngSize(fs.readFileSync(path.join(outDir, 'og/docs/guide/intro.png'))), { width: 1200, height: 630 });
  const post = fs.readFileSync(path.join(outDir, 'blog/post-1/index.html'), 'utf8');
  const postCard = /<meta property="og:image" content="https:\/\/fixture\.example\/([^"]+)"/.exec(post)?.[1];
  assert.ok(postCard && fs.existsSync(path.join(outDir, postCard)), 'a blog post has its card in the build');
  // Pages people rarely share (the home page, blog lists) keep the small summary card.
  assert.doesNotMatch(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8'), /og:image/);
  assert.match(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8'), /<meta name="twitter:card" content="summary"\/>/);
  // Off by default: a site without `socialCards: true` names and draws none.
  const plain = await basicBuild();
  assert.doesNotMatch(file(plain, 'docs/guide/intro/index.html')!, /og:image/);
  assert.equal([...plain.files.keys()].filter((f) => f.startsWith('og/')).length, 0);

  const first = cardEntries();
  assert.ok(first.length >= 4, `cards kept in the cache (${first.length})`);
  const introBefore = fs.readFileSync(path.join(outDir, 'og/docs/guide/intro.png'));
  await run();
  assert.deepEqual(cardEntries(), first, 'an unchanged site draws no card again');
  // A new title: that card alone is drawn again (and the old one leaves the cache).
  const intro = path.join(root, 'content/docs/guide/intro.md');
  fs.writeFileSync(intro, fs.readFileSync(intro, 'utf8').replace('title: Introduction', 'title: Getting going'));
  await run();
  const now = cardEntries();
  assert.equal(now.length, first.length);
  assert.equal(now.filter((e) => !first.includes(e)).length, 1, 'one card redrawn');
  assert.notDeepEqual(fs.readFileSync(path.join(outDir, 'og/docs/guide/intro.png')), introBefore);
  // A warm build finds the cards through one index, which lists this build's cards only.
  const indexFile = fs.readdirSync(cacheDir, { recursive: true }).map(String).find((f) => path.basename(f) === 'card-index.json');
  assert.ok(indexFile, 'the cards are listed in one index');
  const listed = () => Object.keys(JSON.parse(fs.readFileSync(path.join(cacheDir, indexFile), 'utf8'))).sort();
  assert.deepEqual(listed(), now.map((e) => e.split(' ')[0]));
  // A kept card cut short by hand, though the index still lists it, is drawn again, never linked.
  const [damagedName] = now[0]!.split(' ');
  const damaged = fs.readdirSync(cacheDir, { recursive: true }).map(String).find((f) => path.basename(f) === damagedName)!;
  fs.chmodSync(path.join(cacheDir, damaged, '0.png'), 0o644);
  fs.truncateSync(path.join(cacheDir, damaged, '0.png'), 100);
  await run();
  const afterDamage = cardEntries();
  assert.deepEqual(afterDamage.filter((e) => !now.includes(e)).map((e) => e.split(' ')[0]), [damagedName], 'the damaged card alone is drawn again');
  for (const f of fs.readdirSync(path.join(outDir, 'og'), { recursive: true }).map(String).filter((f) => f.endsWith('.png'))) {
    assert.deepEqual(pngSize(fs.readFileSync(path.join(outDir, 'og', f))), { width: 1200, height: 630 }, `og/${f} is whole`);
  }
});

test('the site itself: every docs page and post names its card, and each card is a 1200×630 PNG of the build', async () => {
  const { builtPages, BUILD_DIR } = await import('./helpers/built-pages.ts');
  const pages = builtPages();
  const carded = pages.filter((p) => /<body class="kind-(doc|blog-post)\b/.test(p.html));
  assert.ok(carded.length > 300, `docs pages and posts found (${carded.length})`);
  const origin = 'https://gsap.com/';
  for (const page of carded) {
    const card = /<meta property="og:image" content="([^"]+)"/.exec(page.html)?.[1];
    assert.ok(card?.startsWith(origin), `${page.url}: names its card`);
    const file = path.join(BUILD_DIR, decodeURI(card!.slice(origin.length)));
    assert.deepEqual(pngSize(fs.readFileSync(file)), { width: 1200, height: 630 }, `${page.url}: ${file}`);
  }
});
