import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pruneStaleEntries, touchEntry } from './cache-prune.ts';

const day = 24 * 60 * 60 * 1000;

test('cache pruning: entries unused for a week go, used ones and skipped folders stay, at most once a day', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-prune-'));
  const now = Date.now();
  const make = (rel: string, ageMs: number) => {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '{}');
    const t = new Date(now - ageMs);
    fs.utimesSync(file, t, t);
    return file;
  };
  const stale = make('ab/stale.json', 8 * day);
  const fresh = make('ab/fresh.json', 1 * day);
  const hit = make('cd/hit.json', 30 * day);
  touchEntry(hit, new Date(now)); // read by this build
  const own = make('pages/site/old.html', 30 * day);
  assert.equal(pruneStaleEntries(dir, { skip: ['pages'], now }), 1);
  assert.ok(!fs.existsSync(stale) && fs.existsSync(fresh) && fs.existsSync(hit) && fs.existsSync(own));
  // A second build the same day does not walk again.
  const later = make('ab/later.json', 9 * day);
  assert.equal(pruneStaleEntries(dir, { skip: ['pages'], now: now + 1000 }), 0);
  assert.ok(fs.existsSync(later));
  fs.rmSync(dir, { recursive: true, force: true });
});
