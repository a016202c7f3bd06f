import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import os from 'node:os';
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { GSITE_ROOT } from './paths.ts';

const gsite = (...args: string[]) => spawnSync(process.execPath, [path.join(GSITE_ROOT, 'cli', 'bin', 'gsite.mjs'), ...args], { encoding: 'utf8', cwd: GSITE_ROOT });

test('--workers takes a whole number of 0 or more; anything else is refused before building', () => {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-workers-')), 'out');
  for (const bad of ['abc', '-3', '2.5', '']) {
    const r = gsite('build', `--workers=${bad}`, '--out', out);
    assert.equal(r.status, 1, bad);
    assert.match(r.stderr, /--workers <n>' argument .* is invalid\. expected a whole number of 0 or more/, bad);
    assert.equal(fs.existsSync(out), false, 'nothing was built');
  }
});
