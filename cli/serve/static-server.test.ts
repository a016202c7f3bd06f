import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from './static-server.ts';

test('the build\'s own files are not served, however the path is spelt', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-serve-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!DOCTYPE html><title>home</title>');
  fs.writeFileSync(path.join(dir, '404.html'), '<!DOCTYPE html><title>not found</title>');
  fs.writeFileSync(path.join(dir, '_headers'), '/*\n  X-Test: 1\n');
  fs.writeFileSync(path.join(dir, '.gsite-build'), '');
  const server = createStaticServer({ dir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    assert.equal((await fetch(`${base}/`)).status, 200);
    for (const p of ['/_headers', '/%5Fheaders', '/%5fheaders', '//_headers', '/.gsite-build', '/%2Egsite-build']) {
      const res = await fetch(base + p, { redirect: 'manual' });
      assert.equal(res.status, 404, p);
      assert.doesNotMatch(await res.text(), /X-Test/, p);
    }
    assert.equal((await fetch(`${base}/%E0%A4%A`)).status, 400, 'a malformed escape is a bad request');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
