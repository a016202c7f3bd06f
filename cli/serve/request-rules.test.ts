import { test } from 'node:test';
import assert from 'node:assert/strict';
import { judgeRequest } from './request-rules.ts';

test('the request rules: method, length, NUL byte, escapes, and leading slashes', () => {
  assert.deepEqual(judgeRequest('GET', '/docs/x?q=1'), { kind: 'serve', rawPath: '/docs/x', path: '/docs/x', query: '?q=1' });
  assert.equal(judgeRequest('HEAD', '/').kind, 'serve');
  for (const method of ['POST', 'PUT', 'DELETE', 'TRACE', 'OPTIONS', 'CONNECT', undefined]) {
    assert.deepEqual(judgeRequest(method, '/'), { kind: 'refuse', status: 405, reason: `${method ?? 'This'} method is not allowed; this server only reads files.` });
  }
  const status = (url: string) => {
    const v = judgeRequest('GET', url);
    return v.kind === 'refuse' ? v.status : v.kind;
  };
  assert.equal(status('/a%00'), 400);
  assert.equal(status('/%zz'), 400);
  assert.equal(status('*'), 400);
  assert.equal(status('http://evil.com/x'), 400);
  const path2048 = ('/' + 'a'.repeat(127)).repeat(16);
  assert.equal(status(path2048), 'serve');
  assert.equal(status(path2048 + 'b'), 414);
  assert.equal(status(`/${'a'.repeat(255)}/${'b'.repeat(255)}`), 'serve');
  assert.equal(status(`/x/${'a'.repeat(256)}`), 414);
  assert.equal(status('/x?' + 'q'.repeat(5000)), 'serve', 'the query is not the path');
  const cases: [string, string][] = [
    ['//evil.com/index.html', '/evil.com/index.html'],
    ['///evil.com', '/evil.com'],
    ['/\\evil.com/x?a=1', '/evil.com/x?a=1'],
    ['/%2F%2fevil.com', '/evil.com'],
    ['/%5C%5cevil.com', '/evil.com'],
    ['//', '/'],
  ];
  for (const [url, location] of cases) assert.deepEqual(judgeRequest('GET', url), { kind: 'redirect', location }, url);
});
