import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from './static-server.ts';
import { assertHostileRequestsRefused } from '../../test/helpers/hostile-requests.ts';

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
      const res = await fetch(base + p);
      assert.equal(res.status, 404, p);
      assert.doesNotMatch(await res.text(), /X-Test/, p);
    }
    assert.equal((await fetch(`${base}/%E0%A4%A`)).status, 400, 'a malformed escape is a bad request');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('symbolic links that lead out of the folder are not followed; links inside it are', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-serve-'));
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-outside-'));
  fs.writeFileSync(path.join(outside, 'secret.txt'), 'SECRET');
  fs.writeFileSync(path.join(outside, 'secret.html'), '<p>SECRET</p>');
  fs.writeFileSync(path.join(dir, 'index.html'), '<!DOCTYPE html><title>home</title>');
  fs.writeFileSync(path.join(dir, '404.html'), '<!DOCTYPE html><title>not found</title>');
  fs.mkdirSync(path.join(dir, 'sub'));
  fs.writeFileSync(path.join(dir, 'sub', 'page.html'), '<p>inside</p>');
  fs.symlinkSync(outside, path.join(dir, 'etclink'));
  fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(dir, 'leak.txt'));
  fs.symlinkSync(path.join(dir, 'sub'), path.join(dir, 'inner'));
  fs.symlinkSync('sub/page.html', path.join(dir, 'alias.html'));
  const server = createStaticServer({ dir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    for (const p of ['/etclink/secret.txt', '/etclink/secret', '/etclink/secret.html', '/etclink/', '/etclink', '/leak.txt']) {
      const res = await fetch(base + p);
      const body = await res.text();
      assert.equal(res.status, 404, p);
      assert.doesNotMatch(body, /SECRET/, p);
      assert.match(body, /<title>not found<\/title>/, `${p}: the site's 404 page`);
    }
    for (const p of ['/inner/page', '/alias']) {
      const res = await fetch(base + p);
      assert.equal(res.status, 200, p);
      assert.equal(await res.text(), '<p>inside</p>', p);
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('hostile requests are answered plainly (400, 405, 414), redirects stay on the site, nothing is logged', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-serve-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!DOCTYPE html><title>home</title>');
  fs.writeFileSync(path.join(dir, '404.html'), '<!DOCTYPE html><title>not found</title>');
  const server = createStaticServer({ dir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const logged: unknown[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => logged.push(args);
  try {
    await assertHostileRequestsRefused(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    console.error = consoleError;
    await new Promise((resolve) => server.close(resolve));
  }
  assert.deepEqual(logged, [], 'no error (or stack trace) in the server log');
});

test('a file that vanishes between the look and the read (a rebuild swapping the folder) is a 404, and the server carries on', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-serve-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!DOCTYPE html><title>home</title>');
  fs.writeFileSync(path.join(dir, '404.html'), '<!DOCTYPE html><title>not found</title>');
  fs.writeFileSync(path.join(dir, 'gone.html'), `<!DOCTYPE html><title>gone</title>${'<p>soon gone</p>'.repeat(200)}`);
  // The file is there when serve-handler looks (lstat) and gone when it is opened.
  const openFile = (file: string, options?: { start?: number; end?: number }) => {
    if (file.endsWith('gone.html')) fs.rmSync(file, { force: true });
    return fs.createReadStream(file, options);
  };
  const server = createStaticServer({ dir, openFile });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    for (const encoding of ['gzip', 'identity']) {
      fs.writeFileSync(path.join(dir, 'gone.html'), `<!DOCTYPE html><title>gone</title>${'<p>soon gone</p>'.repeat(200)}`);
      const res = await fetch(`${base}/gone`, { headers: { 'accept-encoding': encoding } });
      assert.equal(res.status, 404, encoding);
      assert.doesNotMatch(await res.text(), /soon gone/);
    }
    const home = await fetch(`${base}/`);
    assert.equal(home.status, 200, 'the server still answers');
    assert.match(await home.text(), /home/);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
