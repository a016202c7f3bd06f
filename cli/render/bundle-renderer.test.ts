import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pruneRenderers } from './bundle-renderer.ts';

test('renderer bundles: the current one, the newest four and those used within the hour stay; older ones go', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-renderers-'));
  const now = Date.now();
  const hour = 60 * 60 * 1000;
  const make = (name: string, ageMs: number) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, '');
    const t = new Date(now - ageMs);
    fs.utimesSync(file, t, t);
    return file;
  };
  const current = make('renderer-00000000aa.mjs', 10 * hour); // reused by this build but its time not yet touched
  const recent = make('renderer-00000000bb.mjs', hour / 2);
  const old = Array.from({ length: 8 }, (_, i) => make(`renderer-1000000${i}cc.mjs`, (2 + i) * hour));
  const other = make('bundles-keep.json', 100 * hour);
  pruneRenderers(dir, current, now);
  const left = new Set(fs.readdirSync(dir).map((f) => path.join(dir, f)));
  assert.ok(left.has(current) && left.has(recent) && left.has(other));
  // Newest four by time: recent and the three youngest old ones.
  assert.deepEqual(old.filter((f) => left.has(f)), old.slice(0, 3));
  fs.rmSync(dir, { recursive: true, force: true });
});
