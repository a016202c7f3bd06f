import http from 'node:http';
import assert from 'node:assert/strict';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request with the path sent exactly as given (fetch would normalise `\` and `//`). */
export function rawRequest(base: string, method: string, path: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, method, path, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * What both servers (`gsite serve`, `gsite dev`) answer to hostile or malformed requests
 * (cli/serve/request-rules.ts): 405 with `Allow: GET, HEAD` for other methods; 400 for a NUL
 * byte or a malformed escape; 414 for a very long path or segment; and redirects that never
 * leave the origin, however the path's leading slashes are spelt.
 */
export async function assertHostileRequestsRefused(base: string): Promise<void> {
  for (const method of ['POST', 'PUT', 'DELETE', 'TRACE', 'PATCH', 'OPTIONS']) {
    const answer = await rawRequest(base, method, '/');
    assert.equal(answer.status, 405, method);
    assert.equal(answer.headers.allow, 'GET, HEAD', method);
  }
  assert.equal((await rawRequest(base, 'HEAD', '/')).status, 200, 'HEAD is answered');
  for (const path of ['/a%00b', '/%00', '/x/%00/index.html', '/%E0%A4%A']) {
    const answer = await rawRequest(base, 'GET', path);
    assert.equal(answer.status, 400, path);
    assert.match(answer.body, /^400 /, `${path}: a plain answer`);
  }
  for (const path of ['/' + 'a'.repeat(3000), '/' + 'b'.repeat(256), `/x/${'%C3%A9'.repeat(128)}`]) {
    const answer = await rawRequest(base, 'GET', path);
    assert.equal(answer.status, 414, path.slice(0, 40));
    assert.match(answer.body, /^414 /);
  }
  assert.equal((await rawRequest(base, 'GET', '/' + 'c'.repeat(255))).status, 404, 'a 255-byte name is only missing');
  for (const start of ['//evil.com/index.html', '///evil.com/x.html', '/\\evil.com/index.html', '/%2F%2Fevil.com/index.html', '/%5Cevil.com/x.html', '/%2f/evil.com/index', '//evil.com/']) {
    let path = start;
    for (let hop = 0; hop < 5; hop++) {
      const answer = await rawRequest(base, 'GET', path);
      if (answer.status !== 301) break;
      const location = String(answer.headers.location);
      assert.match(location, /^\/(?![/\\])/, `${start}: ${path} redirects to ${location}`);
      assert.equal(new URL(location, base).origin, new URL(base).origin, `${start}: same origin`);
      path = location;
    }
  }
}
