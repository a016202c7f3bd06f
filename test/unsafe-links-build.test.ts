import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { GSITE_ROOT } from '../cli/paths.ts';
import { fixtureCopy } from './helpers/fixture.ts';

/**
 * Unsafe link schemes in content, as an author meets them: `gsite build` warns with file:line
 * and publishes "#" instead; `gsite build --strict` fails naming them and keeps build/.
 */
const gsite = (root: string, ...args: string[]) =>
  spawnSync(process.execPath, [path.join(GSITE_ROOT, 'cli', 'bin', 'gsite.mjs'), '--root', root, 'build', '--workers', '0', '--no-cache', ...args], { encoding: 'utf8' });

test('javascript:, vbscript: and data: links warn with file:line and are published as "#"; --strict fails and keeps build/', () => {
  const page = '---\ntitle: Introduction\n---\n\nSafe [home](/).\n\n[run](javascript:alert(1))\n\n- [old](vbscript:msgbox(1))\n- [doc](data:text/html,<script>alert(1)</script>)\n';
  const root = fixtureCopy('basic', { 'content/docs/guide/intro.md': page });
  const file = path.join(root, 'content/docs/guide/intro.md');

  const lenient = gsite(root);
  assert.equal(lenient.status, 0, lenient.stderr);
  const warnings = lenient.stderr.split('\n').filter((l) => l.includes('[UnsafeLink]'));
  assert.deepEqual(
    warnings.map((w) => /\[UnsafeLink\] (\S+) Link to "(\w+):/.exec(w)?.slice(1)),
    [
      [`${file}:7:1`, 'javascript'],
      [`${file}:9:3`, 'vbscript'],
      [`${file}:10:3`, 'data'],
    ],
  );
  const html = fs.readFileSync(path.join(root, 'build/docs/guide/intro/index.html'), 'utf8');
  assert.doesNotMatch(html, /href="(javascript|vbscript|data):/i);
  assert.match(html, /<a href="#">run<\/a>/);

  const before = fs.readFileSync(path.join(root, 'build/docs/guide/intro/index.html'));
  const strict = gsite(root, '--strict');
  assert.equal(strict.status, 1);
  assert.match(strict.stderr, /3 problems \(broken links and anchors, duplicate routes, undeclared blog tags, unsafe links\); --strict makes them errors/);
  assert.ok(strict.stderr.includes(`[UnsafeLink] ${file}:7:1 Link to "javascript:alert(1)" was replaced by "#"`), strict.stderr);
  assert.doesNotMatch(strict.stderr, /\n\s+at /, 'no stack trace');
  assert.deepEqual(fs.readFileSync(path.join(root, 'build/docs/guide/intro/index.html')), before, 'build/ unchanged');
});
