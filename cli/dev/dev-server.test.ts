import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDevServer, type DevServer } from './dev-server.ts';
import { fixtureCopy } from '../../test/helpers/fixture.ts';
import { assertHostileRequestsRefused } from '../../test/helpers/hostile-requests.ts';

/** `gsite dev` under hostile requests and symbolic links that lead out of the site. */
let dev: DevServer;
let root: string;
let outside: string;
const logs: string[] = [];

before(async () => {
  outside = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-outside-'));
  fs.writeFileSync(path.join(outside, 'secret.txt'), 'SECRET');
  root = fixtureCopy('basic', { 'shared/logo.svg': '<svg>logo</svg>', 'public/inside.txt': 'one' });
  fs.symlinkSync(outside, path.join(root, 'public', 'etclink'));
  fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'public', 'leak.txt'));
  fs.symlinkSync('../shared/logo.svg', path.join(root, 'public', 'logo.svg'));
  dev = await startDevServer({ root, port: 0, log: (m) => logs.push(m) });
});
after(() => dev?.close());

test('public/ links that lead out of the site answer 404; links inside it serve their file', async () => {
  for (const p of ['/etclink/secret.txt', '/leak.txt', '/etclink']) {
    const res = await fetch(dev.url + p);
    assert.equal(res.status, 404, p);
    assert.doesNotMatch(await res.text(), /SECRET/, p);
  }
  const logo = await fetch(`${dev.url}/logo.svg`);
  assert.equal(logo.status, 200);
  assert.equal(await logo.text(), '<svg>logo</svg>');
});

test('the watcher does not follow links out of the site', async () => {
  fs.writeFileSync(path.join(outside, 'secret.txt'), 'SECRET, edited');
  // An edit inside the site afterwards: once it is reported, the one outside would have been too.
  await new Promise((resolve) => setTimeout(resolve, 300));
  fs.writeFileSync(path.join(root, 'public', 'inside.txt'), 'two');
  const deadline = Date.now() + 15_000;
  while (!logs.some((l) => l.includes('inside.txt')) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  assert.ok(logs.some((l) => /^updated in \d+ ms: public\/inside\.txt$/.test(l)), logs.join('\n'));
  assert.ok(!logs.some((l) => l.includes('secret')), logs.join('\n'));
});

test('hostile requests are answered plainly (400, 405, 414), redirects stay on the site, nothing is logged', async () => {
  const before = logs.length;
  await assertHostileRequestsRefused(dev.url);
  assert.deepEqual(logs.slice(before), []);
});

test('closed while an update is running, the server lets its process exit (nothing stays watched)', async () => {
  // In a process of its own, whose exit is what a user sees: `gsite dev` stopped mid-update
  // must not linger. The update is held until close() has begun.
  const copy = fixtureCopy('basic');
  const script = `
    import fs from 'node:fs';
    import { startDevServer } from ${JSON.stringify(path.resolve('cli/dev/dev-server.ts'))};
    const dev = await startDevServer({ root: ${JSON.stringify(copy)}, port: 0, log: () => {} });
    let release, entered;
    const gate = new Promise((r) => (release = r));
    const updating = new Promise((r) => (entered = r));
    const update = dev.site.update.bind(dev.site);
    dev.site.update = async (...args) => { entered(); await gate; return update(...args); };
    fs.appendFileSync(${JSON.stringify(path.join(copy, 'content', 'docs', 'guide', 'intro.md'))}, '\\nEdited.\\n');
    await updating;
    const closing = dev.close();
    release();
    await closing;
    console.log('closed');
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d));
  child.stderr.on('data', (d: Buffer) => (output += d));
  const exited = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
  if (exited === null) child.kill('SIGKILL');
  assert.equal(exited, 0, `60 s after it started, the process had not exited${output ? `; it printed:\n${output}` : ''}`);
  assert.match(output, /^closed$/m);
});
