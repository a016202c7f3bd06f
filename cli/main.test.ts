import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import os from 'node:os';
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GSITE_ROOT } from './paths.ts';

const gsite = (...args: string[]) => spawnSync(process.execPath, [path.join(GSITE_ROOT, 'cli', 'bin', 'gsite.mjs'), ...args], { encoding: 'utf8', cwd: GSITE_ROOT, timeout: 120_000 });

test('--workers takes a whole number of 0 or more; anything else is refused before building', () => {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-workers-')), 'out');
  for (const bad of ['abc', '-3', '2.5', '']) {
    const r = gsite('build', `--workers=${bad}`, '--out', out);
    assert.equal(r.status, 1, bad);
    assert.match(r.stderr, /--workers <n>' argument .* is invalid\. expected a whole number of 0 or more/, bad);
    assert.equal(fs.existsSync(out), false, 'nothing was built');
  }
});

test('gsite dev on a busy port exits 1 with a PortInUse error that suggests --port (it printed EADDRINUSE and hung)', async () => {
  const busy = http.createServer();
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  const port = (busy.address() as AddressInfo).port;
  try {
    const r = gsite('--root', path.join(GSITE_ROOT, 'test', 'fixtures', 'basic'), 'dev', '--port', String(port));
    assert.equal(r.signal, null, 'it ends on its own');
    assert.equal(r.status, 1);
    assert.match(r.stderr, new RegExp(`\\[PortInUse\\] Port ${port} on 127\\.0\\.0\\.1 is already in use`));
    assert.match(r.stderr, new RegExp(`hint: .*--port ${port + 1}`));
    assert.doesNotMatch(r.stderr, /EADDRINUSE|UnexpectedError/);
  } finally {
    busy.close();
  }
});

test('--port takes a port number from 0 to 65535', () => {
  for (const bad of ['abc', '70000', '-1']) {
    const r = gsite('dev', `--port=${bad}`);
    assert.equal(r.status, 1, bad);
    assert.match(r.stderr, /'--port <port>' argument .* is invalid\. expected (a whole number|a port)/, bad);
  }
});
