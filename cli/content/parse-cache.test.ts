import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseSource } from './frontmatter.ts';
import { storedParseCache } from './parse-cache.ts';
import { GsiteError } from '../errors/gsite-error.ts';

const page = (title: string, body: string) => `---\ntitle: ${title}\ntags: [a, b]\ndate: 2024-02-28\n---\n${body}`;

test('a stored parse is what parsing the same text gives, in a later process (a warm build)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-parse-cache-'));
  const sources = [page('One', '# Heading\n\nText.\n'), page('Two', 'No heading\n'), '# Only a heading\n\nand text\n', '---\r\ntitle: CRLF\r\n---\r\nbody\r\n'];
  const first = storedParseCache(dir, 'salt-1');
  for (const s of sources) {
    assert.equal(first.get('x.md', s), undefined, 'nothing stored yet');
    first.set('x.md', s, parseSource('x.md', s));
  }
  first.save();
  const second = storedParseCache(dir, 'salt-1');
  for (const s of sources) assert.deepStrictEqual(second.get('y.md', s), parseSource('y.md', s));
  // Another salt (gsite's parsing code or a package changed): nothing is re-used.
  assert.equal(storedParseCache(dir, 'salt-2').get('x.md', sources[0]!), undefined);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('an edited text is parsed again, so its problem is reported; a damaged cache file is ignored', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-parse-cache-'));
  const good = page('Good', 'text\n');
  const cache = storedParseCache(dir, 's');
  cache.set('a.md', good, parseSource('a.md', good));
  cache.save();
  const edited = good.replace('tags: [a, b]', 'tagz: [a, b]');
  assert.equal(storedParseCache(dir, 's').get('a.md', edited), undefined);
  assert.throws(() => parseSource('a.md', edited), (e: unknown) => e instanceof GsiteError && /tagz/.test(e.message));
  fs.writeFileSync(cache.file, '{"salt":"s","entries":{');
  assert.equal(storedParseCache(dir, 's').get('a.md', good), undefined);
  fs.writeFileSync(cache.file, JSON.stringify({ salt: 's', entries: { whatever: [1, 2] } }));
  assert.equal(storedParseCache(dir, 's').get('a.md', good), undefined);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('the stored file keeps only the texts the last build used', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-parse-cache-'));
  const a = page('A', 'a\n');
  const b = page('B', 'b\n');
  const one = storedParseCache(dir, 's');
  for (const s of [a, b]) one.set('f.md', s, parseSource('f.md', s));
  one.save();
  const two = storedParseCache(dir, 's');
  assert.ok(two.get('f.md', a));
  two.save(); // b was not used
  const three = storedParseCache(dir, 's');
  assert.ok(three.get('f.md', a));
  assert.equal(three.get('f.md', b), undefined);
  fs.rmSync(dir, { recursive: true, force: true });
});
