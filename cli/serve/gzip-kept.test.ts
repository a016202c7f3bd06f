import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from './static-server.ts';
import { acceptsGzip, compressibleType } from './gzip-kept.ts';

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request as a browser sends it, the body as it came over the wire (not decoded). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

test('the preview server gzips text bodies for clients that accept it, and only those, and never answers an edited file with its old body', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-gzip-'));
  const script = `export const x = ${JSON.stringify('gsap.to(".box", { x: 100 }); '.repeat(200))};\n`;
  fs.writeFileSync(path.join(dir, 'index.html'), `<!DOCTYPE html><title>home</title>${'<p>Tweens move things.</p>'.repeat(100)}`);
  fs.writeFileSync(path.join(dir, '404.html'), `<!DOCTYPE html><title>not found</title>${'<p>Nothing here.</p>'.repeat(100)}`);
  fs.writeFileSync(path.join(dir, 'app.js'), script);
  fs.writeFileSync(path.join(dir, 'tiny.css'), 'body{margin:0}');
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4096, 7)]);
  fs.writeFileSync(path.join(dir, 'art.png'), png);
  const server = createStaticServer({ dir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const gz = { 'accept-encoding': 'gzip, deflate, br' };
  try {
    for (let i = 0; i < 2; i++) {
      // The second fetch is answered from the kept gzip: the same bytes.
      const js = await get(`${base}/app.js`, gz);
      assert.equal(js.status, 200);
      assert.equal(js.headers['content-encoding'], 'gzip');
      assert.match(String(js.headers.vary), /Accept-Encoding/);
      assert.equal(Number(js.headers['content-length']), js.body.length);
      assert.ok(js.body.length < script.length / 5, `${js.body.length} bytes of gzip for ${script.length}`);
      assert.equal(zlib.gunzipSync(js.body).toString(), script);
    }
    const plain = await get(`${base}/app.js`);
    assert.equal(plain.headers['content-encoding'], undefined, 'no Accept-Encoding: the bytes as they are');
    assert.equal(plain.body.toString(), script);
    assert.equal(Number(plain.headers['content-length']), Buffer.byteLength(script));
    assert.equal((await get(`${base}/app.js`, { 'accept-encoding': 'gzip;q=0, br' })).headers['content-encoding'], undefined, 'gzip;q=0 refuses gzip');

    const page = await get(`${base}/`, gz);
    assert.equal(page.headers['content-encoding'], 'gzip');
    assert.match(zlib.gunzipSync(page.body).toString(), /Tweens move things/);
    const missing = await get(`${base}/nowhere`, gz);
    assert.equal(missing.status, 404);
    assert.match(zlib.gunzipSync(missing.body).toString(), /Nothing here/, 'the 404 page is compressed too');

    const tiny = await get(`${base}/tiny.css`, gz);
    assert.equal(tiny.headers['content-encoding'], undefined, 'a body under 1 KB is sent as it is');
    assert.equal(tiny.body.toString(), 'body{margin:0}');
    const image = await get(`${base}/art.png`, gz);
    assert.equal(image.headers['content-encoding'], undefined, 'an image is not gzipped');
    assert.deepEqual(image.body, png);

    // Edited in place (a rebuild): the new bytes, never the kept gzip of the old ones.
    const edited = script.replace('x: 100', 'x: 200');
    fs.writeFileSync(path.join(dir, 'app.js'), edited);
    assert.equal(zlib.gunzipSync((await get(`${base}/app.js`, gz)).body).toString(), edited);

    // Conditional, ranged and HEAD requests keep their meaning.
    const etag = String((await get(`${base}/app.js`, gz)).headers.etag);
    const notModified = await get(`${base}/app.js`, { ...gz, 'if-none-match': etag });
    assert.equal(notModified.status, 304);
    assert.equal(notModified.body.length, 0);
    const ranged = await get(`${base}/app.js`, { ...gz, range: 'bytes=0-9' });
    assert.equal(ranged.status, 206);
    assert.equal(ranged.headers['content-encoding'], undefined);
    assert.equal(ranged.body.toString(), edited.slice(0, 10));
    const head = await get(`${base}/app.js`, gz, 'HEAD');
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
    assert.equal(Number(head.headers['content-length']), Buffer.byteLength(edited));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('Accept-Encoding and content types are read as hosts read them', () => {
  assert.equal(acceptsGzip('gzip, deflate, br'), true);
  assert.equal(acceptsGzip('br;q=1.0, gzip;q=0.8'), true);
  assert.equal(acceptsGzip('gzip;q=0'), false);
  assert.equal(acceptsGzip('*'), true);
  assert.equal(acceptsGzip('*;q=0, gzip'), true);
  assert.equal(acceptsGzip('identity'), false);
  assert.equal(acceptsGzip(undefined), false);
  for (const type of ['text/html; charset=utf-8', 'text/css', 'application/javascript', 'application/json', 'image/svg+xml', 'application/manifest+json', 'application/rss+xml', 'text/markdown']) assert.equal(compressibleType(type), true, type);
  for (const type of ['image/png', 'image/webp', 'application/zip', 'application/gzip', 'font/woff2', undefined]) assert.equal(compressibleType(type), false, String(type));
});
