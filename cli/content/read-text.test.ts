import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decodeText } from './read-text.ts';
import { GsiteError } from '../errors/gsite-error.ts';

const failure = (bytes: number[] | Buffer) => {
  try {
    decodeText('/x/a.md', Uint8Array.from(bytes));
  } catch (e) {
    assert.ok(e instanceof GsiteError && e.code === 'ContentNotText');
    return e;
  }
  assert.fail('expected ContentNotText');
};

test('UTF-8 text decodes as is, without a leading BOM, U+FFFD written as such included', () => {
  assert.equal(decodeText('/x/a.md', Buffer.from('\uFEFFtitle: café \uFFFD 🎉\n')), 'title: café \uFFFD 🎉\n');
});

test('the first byte that is not UTF-8 is named with its line, after any real U+FFFD', () => {
  const e = failure(Buffer.concat([Buffer.from('a \uFFFD\nb\n'), Buffer.from([0xe2, 0x41]), Buffer.from('\n')]));
  assert.equal(e.location?.line, 3);
  assert.match(e.message, /byte 0xE2/);
  assert.equal(failure(Buffer.concat([Buffer.from('ok\n'), Buffer.from([0xe2, 0x82])])).location?.line, 2, 'a character cut off at the end');
});

test('a NUL byte marks a binary file', () => {
  const e = failure([0x61, 0x0a, 0x62, 0x00]);
  assert.equal(e.location?.line, 2);
  assert.match(e.message, /NUL byte/);
});
