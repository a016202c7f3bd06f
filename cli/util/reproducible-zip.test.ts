import { test } from 'node:test';
import assert from 'node:assert/strict';
import { unzipSync } from 'fflate';
import { reproducibleZip } from './reproducible-zip.ts';

const enc = new TextEncoder();
const entries = [
  { path: 'kit/b.txt', contents: enc.encode('bee') },
  { path: 'kit/a.png', contents: enc.encode('png bytes'), store: true },
];

test('a reproducible zip has the same bytes in any time zone and any entry order, and holds every entry', () => {
  const saved = process.env.TZ;
  try {
    process.env.TZ = 'UTC';
    const utc = reproducibleZip(entries);
    process.env.TZ = 'Asia/Tokyo';
    const tokyo = reproducibleZip([...entries].reverse());
    assert.deepEqual(tokyo, utc);
    const files = unzipSync(utc);
    assert.deepEqual(Object.keys(files), ['kit/a.png', 'kit/b.txt']);
    assert.equal(new TextDecoder().decode(files['kit/b.txt']), 'bee');
  } finally {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  }
});
