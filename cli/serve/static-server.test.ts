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
  // A page whose URL segment starts with a dot (the library's VelocityTracker members), and a
  // hidden folder that is not a page.
  fs.mkdirSync(path.join(dir, 'VelocityTracker', '.addProp()'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'VelocityTracker', '.addProp()', 'index.html'), '<!DOCTYPE html><title>addProp</title>');
  fs.mkdirSync(path.join(dir, '.git'));
  fs.writeFileSync(path.join(dir, '.git', 'config'), 'secret');
  const server = createStaticServer({ dir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    assert.equal((await fetch(`${base}/`)).status, 200);
    const page = await fetch(`${base}/VelocityTracker/.addProp()`);
    assert.equal(page.status, 200, 'a dot-named page folder is a page');
    assert.match(await page.text(), /addProp/);
    for (const p of ['/_headers', '/%5Fheaders', '/%5fheaders', '//_headers', '/.gsite-build', '/%2Egsite-build', '/.git/config', '/.git/', '/VelocityTracker/.addProp()/../../_headers']) {
      const res = await fetch(base + p, { redirect: 'manual' });
      assert.equal(res.status, 404, p);
      assert.doesNotMatch(await res.text(), /X-Test/, p);
    }
    assert.equal((await fetch(`${base}/%E0%A4%A`)).status, 400, 'a malformed escape is a bad request');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
