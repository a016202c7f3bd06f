import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cachedByInputs } from './input-cache.ts';

/** Writes a file as edited a minute ago: well before any build the test starts. */
function writeEarlier(file: string, text: string): void {
  fs.writeFileSync(file, text);
  const then = new Date(Date.now() - 60_000);
  fs.utimesSync(file, then, then);
}

/** A "bundle" of one input file that counts how often it was really made. */
function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-input-cache-'));
  const input = path.join(dir, 'a.ts');
  writeEarlier(input, 'one');
  let made = 0;
  const run = (key: unknown = 'k', during?: () => void) =>
    cachedByInputs({
      dir: path.join(dir, 'cache'),
      key,
      make: async () => {
        made++;
        const value = fs.readFileSync(input, 'utf8').toUpperCase();
        during?.();
        return { value, inputs: [input] };
      },
      save: (v) => v,
      load: (s) => (typeof s === 'string' ? s : undefined),
    });
  return { dir, input, run, made: () => made };
}

test('a result is reused while its inputs are unchanged, and made again when one changes or the key differs', async () => {
  const c = setup();
  assert.equal(await c.run(), 'ONE');
  assert.equal(await c.run(), 'ONE');
  assert.equal(c.made(), 1, 'the second run reused the first result');
  writeEarlier(c.input, 'two');
  assert.equal(await c.run(), 'TWO', 'an edited input is never served from the cache');
  assert.equal(await c.run('other key'), 'TWO');
  assert.equal(c.made(), 3);
});

test('a damaged entry is made again, not served; a result whose input changed while it was made is not kept', async () => {
  const c = setup();
  await c.run();
  const [entry] = fs.readdirSync(path.join(c.dir, 'cache'));
  fs.writeFileSync(path.join(c.dir, 'cache', entry!), '{"inputs": {');
  assert.equal(await c.run(), 'ONE');
  assert.equal(c.made(), 2);
  writeEarlier(c.input, 'three');
  // The input is edited after make() read it: its result (THREE) must not be stored under the new text.
  assert.equal(await c.run('k', () => fs.writeFileSync(c.input, 'four')), 'THREE');
  assert.equal(await c.run(), 'FOUR');
  assert.equal(c.made(), 4);
});
