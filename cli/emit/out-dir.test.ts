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
