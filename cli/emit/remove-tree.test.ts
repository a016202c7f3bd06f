import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeTree } from './remove-tree.ts';

test('removeTree removes a build-like folder: nested page folders, read-only linked files, dot files', () => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-rmtree-'));
  const cached = path.join(base, 'cache.html');
  fs.writeFileSync(cached, '<p>kept</p>', { mode: 0o444 });
  const tree = path.join(base, 'build');
  for (const page of ['docs/a', 'docs/a/b', 'docs/.c', 'blog']) {
    fs.mkdirSync(path.join(tree, page), { recursive: true });
    fs.linkSync(cached, path.join(tree, page, 'index.html'));
  }
  fs.writeFileSync(path.join(tree, '.gsite-build'), '{}');
  fs.symlinkSync(base, path.join(tree, 'outside'));
  removeTree(tree);
  assert.equal(fs.existsSync(tree), false);
  // A link to a file or folder outside goes, not what it points at.
  assert.equal(fs.readFileSync(cached, 'utf8'), '<p>kept</p>');
  assert.ok(fs.existsSync(base));
  fs.rmSync(base, { recursive: true, force: true });
});

test('removeTree of a folder that is not there does nothing', () => {
  assert.doesNotThrow(() => removeTree(path.join(os.tmpdir(), `gsite-no-such-${process.pid}`)));
});
