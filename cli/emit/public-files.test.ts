import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { build } from '../build/build.ts';
import { silentLogger } from '../build/logger.ts';
import { GSITE_ROOT } from '../paths.ts';
import { fixtureCopy } from '../../test/helpers/fixture.ts';
import { listPublicFiles } from './public-files.ts';

const gsiteBuild = (root: string) =>
  spawnSync(process.execPath, [path.join(GSITE_ROOT, 'cli', 'bin', 'gsite.mjs'), '--root', root, 'build', '--workers', '0'], { encoding: 'utf8' });

const listing = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .sort()
    .map((f) => [f, fs.statSync(path.join(dir, f)).isFile() ? fs.readFileSync(path.join(dir, f), 'utf8') : '']);

test('links in public/ to files and folders inside the site are copied as their contents', async () => {
  const root = fixtureCopy('basic', { 'shared/logo.svg': '<svg>logo</svg>', 'shared/fonts/a.woff2': 'font-a' });
  fs.mkdirSync(path.join(root, 'public'), { recursive: true });
  fs.symlinkSync('../shared/logo.svg', path.join(root, 'public', 'logo.svg'));
  fs.symlinkSync(path.join(root, 'shared', 'fonts'), path.join(root, 'public', 'fonts'));
  await build({ root, logger: silentLogger, workers: 0 });
  for (const [rel, text] of [['logo.svg', '<svg>logo</svg>'], ['fonts/a.woff2', 'font-a']] as const) {
    const built = path.join(root, 'build', rel);
    assert.equal(fs.lstatSync(built).isSymbolicLink(), false, `${rel} is a copy, not a link`);
    assert.equal(fs.lstatSync(path.dirname(built)).isSymbolicLink(), false, `${rel}'s folder is a copy`);
    assert.equal(fs.readFileSync(built, 'utf8'), text);
  }
});

test('a link in public/ that leads outside the site fails the build, naming the link, and build/ stays as it was', async () => {
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-outside-'));
  fs.writeFileSync(path.join(outside, 'secret.txt'), 'not for publishing');
  const root = fixtureCopy('basic');
  await build({ root, logger: silentLogger, workers: 0 });
  const before = listing(path.join(root, 'build'));
  fs.mkdirSync(path.join(root, 'public', 'deep'), { recursive: true });
  for (const [link, target] of [
    ['public/secret.txt', path.join(outside, 'secret.txt')],
    ['public/deep/etc', outside],
  ] as const) {
    fs.symlinkSync(target, path.join(root, link));
    const r = gsiteBuild(root);
    assert.equal(r.status, 1, link);
    assert.ok(r.stderr.includes(`[PublicLinkOutside] ${path.join(root, link)} This symbolic link in public/ leads to ${fs.realpathSync(target)}, outside the site`), r.stderr);
    assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
    assert.deepEqual(listing(path.join(root, 'build')), before, 'build/ unchanged');
    fs.rmSync(path.join(root, link));
  }
});

test('a dangling link, or one to a folder holding it, is refused by name', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-links-'));
  const publicDir = path.join(root, 'public');
  fs.mkdirSync(path.join(publicDir, 'a'), { recursive: true });
  fs.writeFileSync(path.join(publicDir, 'a', 'x.txt'), 'x');
  fs.symlinkSync('..', path.join(publicDir, 'a', 'up'));
  assert.throws(() => listPublicFiles(publicDir, root), { code: 'PublicLinkBroken', location: { file: path.join(publicDir, 'a', 'up') }, message: /a folder that contains the link itself/ });
  fs.rmSync(path.join(publicDir, 'a', 'up'));
  fs.symlinkSync('gone.txt', path.join(publicDir, 'a', 'missing.txt'));
  assert.throws(() => listPublicFiles(publicDir, root), { code: 'PublicLinkBroken', location: { file: path.join(publicDir, 'a', 'missing.txt') }, message: /points to gone\.txt, which does not exist/ });
  fs.rmSync(path.join(publicDir, 'a', 'missing.txt'));
  assert.deepEqual(listPublicFiles(publicDir, root), [{ rel: 'a/x.txt', source: path.join(fs.realpathSync(publicDir), 'a', 'x.txt') }]);
});
