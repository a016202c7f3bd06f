import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { DevSite, devPaths } from './dev-site.ts';
import { fixtureCopy } from '../../test/helpers/fixture.ts';

/** What `gsite dev` does with each kind of edit: the cheap path for body text, the full one otherwise. */
test('a body edit re-renders only its page; a title, frontmatter or new file goes through the full update', async () => {
  const root = fixtureCopy('basic');
  const site = new DevSite(devPaths(root));
  await site.start();
  const intro = path.join(root, 'content', 'docs', 'guide', 'intro.md');
  const introRoute = site.route('/docs/guide/intro')!;
  const docsRoute = site.route('/docs/')!;
  site.renderRoute(introRoute);
  site.renderRoute(docsRoute);
  assert.equal(site.cachedPages, 2);

  // Body text only: the page shows it, the other page stays cached.
  const original = fs.readFileSync(intro, 'utf8');
  fs.writeFileSync(intro, `${original}\n\nBody text added in dev.\n`);
  assert.equal(await site.update(new Set(['content']), [intro]), 'text');
  assert.equal(site.cachedPages, 1, 'only the edited page was dropped');
  assert.match(site.renderRoute(introRoute), /Body text added in dev\./);

  // A new title shows in every page's sidebar: the full update drops every page.
  fs.writeFileSync(intro, original.replace(/^title: .*$/m, 'title: Renamed intro'));
  assert.ok(/Renamed intro/.test(fs.readFileSync(intro, 'utf8')), 'the fixture page has a frontmatter title');
  site.renderRoute(docsRoute);
  await site.update(new Set(['content']), [intro]);
  assert.equal(site.cachedPages, 0);
  assert.match(site.renderRoute(site.route('/docs/guide/intro')!), /Renamed intro/);

  // A file the last update did not know: a new route appears.
  const added = path.join(root, 'content', 'docs', 'guide', 'added.md');
  fs.writeFileSync(added, '---\ntitle: Added in dev\n---\n\nNew page.\n');
  await site.update(new Set(['content']), [added]);
  assert.ok(site.route('/docs/guide/added'), 'the new page has a route');

  // A broken edit still fails the update as before, with the file named (not skipped by the cheap path).
  fs.writeFileSync(intro, '---\ntitle: [unclosed\n---\n\nText.\n');
  await assert.rejects(site.update(new Set(['content']), [intro]), (e: Error) => e.message.includes('intro.md') || String((e as { location?: { file?: string } }).location?.file).includes('intro.md'));
});
