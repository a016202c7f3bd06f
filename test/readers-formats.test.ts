import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
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
  // The full files: every docs page's twin in reading order, all together and per collection.
  const full = file(r, 'llms-full.txt')!;
  const docsFull = file(r, 'docs/llms-full.txt')!;
  assert.match(llms, /https:\/\/fixture\.example\/llms-full\.txt/);
  for (const twin of ['docs.md', 'docs/guide/intro.md', 'docs/guide/method().md']) {
    assert.ok(docsFull.includes(file(r, twin)!), `docs/llms-full.txt holds ${twin}`);
    assert.ok(full.includes(file(r, twin)!), `llms-full.txt holds ${twin}`);
  }
  assert.ok(docsFull.indexOf(file(r, 'docs.md')!) < docsFull.indexOf(file(r, 'docs/guide/intro.md')!), 'in sidebar order');
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
