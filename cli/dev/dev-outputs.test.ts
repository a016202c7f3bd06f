import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startDevServer, type DevServer } from './dev-server.ts';
import { DEV_CLIENT_SCRIPT } from './dev-client-script.ts';
import { build, type BuildResult } from '../build/build.ts';
import { silentLogger } from '../build/logger.ts';
import { parseHeadersFile } from '../output/security-headers.ts';
import { isPageOutput } from '../output/site-outputs.ts';
import { fixtureCopy } from '../../test/helpers/fixture.ts';

/**
 * `gsite dev` serves what `gsite build` makes, from the same output stage
 * (cli/output/site-outputs.ts): the same feeds, page list, sitemap and llms.txt, and pages with
 * the security headers of the build's `_headers`. Dev shows drafts, so the build compared
 * with includes them too.
 */
let dev: DevServer;
let built: BuildResult;

before(async () => {
  const root = fixtureCopy('basic');
  built = await build({ root, write: false, includeDrafts: true, cache: false, logger: silentLogger });
  dev = await startDevServer({ root, port: 0, log: () => {} });
});
after(() => dev?.close());

const text = (file: string) => {
  const contents = built.files.get(file);
  return typeof contents === 'string' ? contents : undefined;
};

test('the blog feeds, the page list (with page titles), the sitemap, robots.txt, llms.txt and the demos\' code are the build\'s, byte for byte', async () => {
  const files = ['blog/rss.xml', 'blog/atom.xml', 'blog/feed.json', 'pages.json', 'sitemap.xml', 'robots.txt', 'llms.txt', 'demo-code.json'];
  // Whatever else the outputs stage makes from the rendered pages is served too.
  for (const file of built.files.keys()) if (isPageOutput(file) && !files.includes(file)) files.push(file);
  for (const file of files) {
    assert.ok(text(file), `the build makes ${file}`);
    const res = await fetch(`${dev.url}/${file}`);
    assert.equal(res.status, 200, file);
    assert.equal(await res.text(), text(file), file);
  }
  // A page template's own title (its `meta`; the route alone has none) is in the list dev serves.
  const list = (await (await fetch(`${dev.url}/pages.json`)).json()) as { path: string; title: string }[];
  assert.equal(list.find((p) => p.path === '/')?.title, 'Fixture home', JSON.stringify(list));
  assert.ok(list.length > 3 && list.every((p) => p.title), JSON.stringify(list));
});

test('pages carry the build\'s security headers; the policy allows the page\'s own inline scripts and the live-reload script', async () => {
  const policy = parseHeadersFile(text('_headers')!).find((b) => b.pattern === '/*')!.headers;
  const res = await fetch(`${dev.url}/docs/guide/intro`);
  assert.equal(res.status, 200);
  const csp = res.headers.get('content-security-policy') ?? '';
  const directives = (value: string) => new Map(value.split('; ').map((d) => [d.split(' ')[0]!, d]));
  const builtCsp = directives(policy['Content-Security-Policy']!);
  for (const [name, value] of directives(csp)) {
    if (name === 'script-src') continue;
    assert.equal(value, builtCsp.get(name), name);
  }
  const devScript = `'sha256-${createHash('sha256').update(DEV_CLIENT_SCRIPT).digest('base64')}'`;
  const scriptSrc = directives(csp).get('script-src')!.split(' ').slice(1);
  assert.ok(scriptSrc.includes(devScript), scriptSrc.join(' '));
  assert.ok(scriptSrc.filter((s) => s !== devScript).every((s) => builtCsp.get('script-src')!.includes(s)), `${scriptSrc.join(' ')} not in the build's ${builtCsp.get('script-src')}`);
  for (const name of ['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'X-Frame-Options', 'Cross-Origin-Opener-Policy']) {
    assert.equal(res.headers.get(name), policy[name]!, name);
  }
  // The build's own files stay unserved, as `gsite serve` keeps them.
  assert.equal((await fetch(`${dev.url}/_headers`)).status, 404);
});

test('after an edit of a post, the feeds carry its new text', async () => {
  const source = path.join(dev.site.paths.contentDir, 'blog', '2024-01-01-post-1.md');
  assert.match(await (await fetch(`${dev.url}/blog/feed.json`)).text(), /Words of post 1\./);
  fs.appendFileSync(source, '\nA sentence added in dev.\n');
  await dev.site.update(new Set(['content']), [source]);
  assert.match(await (await fetch(`${dev.url}/blog/feed.json`)).text(), /A sentence added in dev\./);
});
