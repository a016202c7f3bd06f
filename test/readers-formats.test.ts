import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
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

test('last updated: from git history (one log per build), else frontmatter last_update; in the page, the sitemap and a post’s JSON-LD', async () => {
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
