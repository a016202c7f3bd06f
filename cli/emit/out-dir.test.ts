import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from '../build/build.ts';
import { buildStampOptions, sourceStamp } from '../build/source-stamp.ts';
import { listFiles } from '../build/list-files.ts';
import { silentLogger } from '../build/logger.ts';
import { GsiteError } from '../errors/gsite-error.ts';
import { fixtureCopy } from '../../test/helpers/fixture.ts';
import { BUILD_MARKER, readBuildStamp } from './out-dir.ts';

const listing = (dir: string) => fs.readdirSync(dir, { recursive: true }).map(String).sort();

test('an --out that would destroy sources or foreign files is refused, and nothing is touched', async () => {
  const root = fixtureCopy('basic');
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-foreign-'));
  fs.writeFileSync(path.join(outside, 'notes.txt'), 'mine');
  const aFile = path.join(outside, 'file.txt');
  fs.writeFileSync(aFile, 'x');
  const cases: [string, RegExp][] = [
    ['content', /site's content\/ folder/],
    ['content/docs', /site's content\/ folder or inside it/],
    ['public', /public\//],
    ['node_modules', /node_modules\//],
    ['.', /site root/],
    ['..', /site root or contains it/],
    [outside, /files that no gsite build made/],
    [aFile, /a file, not a folder/],
  ];
  const before = listing(root);
  for (const [out, why] of cases) {
    await assert.rejects(
      build({ root, outDir: out, logger: silentLogger, workers: 0 }),
      (error: unknown) => error instanceof GsiteError && error.code === 'OutDirUnsafe' && why.test(error.message),
      out,
    );
  }
  assert.deepEqual(listing(root), before, 'the site is untouched');
  assert.equal(fs.readFileSync(path.join(outside, 'notes.txt'), 'utf8'), 'mine');
  assert.equal(fs.readFileSync(aFile, 'utf8'), 'x');
});

test('a build marks its folder and may replace it; stale folders of killed builds go', async () => {
  const root = fixtureCopy('basic');
  const out = path.join(root, 'site-build');
  await build({ root, outDir: out, logger: silentLogger, workers: 0 });
  assert.ok(fs.existsSync(path.join(out, BUILD_MARKER)));
  // Leftovers of a build whose process is gone (pid 2^22 + 1 is beyond Linux's pid range).
  const stale = [`${out}.tmp-4194305-abc`, `${out}.old-4194305-abc`];
  for (const dir of stale) fs.mkdirSync(dir);
  await build({ root, outDir: out, logger: silentLogger, workers: 0 });
  assert.ok(fs.existsSync(path.join(out, 'index.html')));
  for (const dir of stale) assert.equal(fs.existsSync(dir), false, dir);
});

test('a build records what it was made from: the stamp changes with a source edit and with drafts, not with a test file', async () => {
  const root = fixtureCopy('basic');
  const out = path.join(root, 'build');
  await build({ root, logger: silentLogger, workers: 0 });
  const first = readBuildStamp(out);
  assert.match(first ?? '', /^[0-9a-f]{32}$/);
  assert.equal(sourceStamp(root, buildStampOptions({})), first, 'recomputed from unchanged sources');
  fs.writeFileSync(path.join(root, 'content/docs/notes.test.ts'), '// not a source of the site');
  assert.equal(sourceStamp(root, buildStampOptions({})), first, 'a test file is not a source');
  assert.notEqual(sourceStamp(root, buildStampOptions({ includeDrafts: true })), first);
  const page = listFiles(path.join(root, 'content')).find((f) => f.endsWith('.md'))!;
  fs.appendFileSync(path.join(root, 'content', page), '\nOne more line.\n');
  assert.notEqual(sourceStamp(root, buildStampOptions({})), first, `${page} was edited`);
  fs.writeFileSync(path.join(out, BUILD_MARKER), '');
  assert.equal(readBuildStamp(out), undefined, 'a marker without a stamp is an unknown (stale) build');
});

test('a later build updates the folder in place: unchanged pages stay the same files, everything else ends as a fresh build would make it', async () => {
  const root = fixtureCopy('basic');
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-update-'));
  const out = path.join(root, 'build');
  const fresh = path.join(root, 'fresh-build');
  const run = (opts: { outDir?: string; strict?: boolean } = {}) => build({ root, logger: silentLogger, workers: 0, cacheDir, ...opts });
  const contents = (dir: string) => new Map(listing(dir).filter((f) => fs.statSync(path.join(dir, f)).isFile()).map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]));
  await run();
  const intro = path.join(out, 'docs/guide/intro/index.html');
  const inode = fs.statSync(intro).ino;
  // Damage by hand: a stray file, a page folder replaced by a file, a page's text changed in place.
  fs.writeFileSync(path.join(out, 'stray.txt'), 'not made by gsite');
  fs.rmSync(path.join(out, 'docs/guide/method()'), { recursive: true });
  fs.writeFileSync(path.join(out, 'docs/guide/method()'), 'a file where a folder was');
  fs.rmSync(path.join(out, '404.html'));
  fs.writeFileSync(path.join(out, '404.html'), 'replaced');
  await run();
  assert.equal(fs.statSync(intro).ino, inode, 'an unchanged page is the same file as before');
  await run({ outDir: fresh });
  assert.deepEqual(contents(out), contents(fresh), 'the updated folder holds what a fresh build makes, nothing else');
  assert.equal(readBuildStamp(out), readBuildStamp(fresh));

  // A page removed from the content: its folder goes. A build that fails late (a broken link
  // under --strict, found after every page was rendered) leaves the folder as it was.
  fs.rmSync(path.join(root, 'content/docs/guide/method().md'));
  await run();
  assert.equal(fs.existsSync(path.join(out, 'docs/guide/method()')), false);
  const before = contents(out);
  fs.appendFileSync(path.join(root, 'content/docs/guide/intro.md'), '\n\n[gone](/docs/no-such-page)\n');
  await assert.rejects(run({ strict: true }));
  assert.deepEqual(contents(out), before, 'a failed build changed nothing');
  assert.deepEqual(fs.readdirSync(root).filter((f) => f.startsWith('build.')), [], 'no temporary folder left');
  fs.rmSync(cacheDir, { recursive: true, force: true });
});
