import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GSITE_ROOT } from '../cli/paths.ts';

/**
 * `npm test` (test/run.ts) never stalls on one file: a file whose process does not exit is
 * stopped at the per-file limit and fails the run with its output, and what a file started and
 * left running does not hold the run open after the file has exited.
 */
test('a file that never exits is stopped and fails the run; a file that leaves a process behind passes and the process is stopped', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-runner-'));
  const pidFile = path.join(dir, 'orphan.pid');
  fs.writeFileSync(path.join(dir, 'hangs.test.ts'), `import { test } from 'node:test';\ntest('passes', () => {});\nsetInterval(() => {}, 1000);\n`);
  fs.writeFileSync(
    path.join(dir, 'leaves-a-process.test.ts'),
    `import { test } from 'node:test';\nimport { spawn } from 'node:child_process';\nimport fs from 'node:fs';\n` +
      `test('passes', () => {\n  const child = spawn('sleep', ['600'], { stdio: 'inherit' });\n  child.unref();\n  fs.writeFileSync(${JSON.stringify(pidFile)}, String(child.pid));\n});\n`,
  );
  const runner = spawn(process.execPath, ['--import', 'tsx', 'test/run.ts', path.join(dir, 'hangs.test.ts'), path.join(dir, 'leaves-a-process.test.ts')], {
    cwd: GSITE_ROOT,
    env: { ...process.env, GSITE_TEST_FILE_LIMIT: '5' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  runner.stdout.on('data', (d: Buffer) => (output += d));
  runner.stderr.on('data', (d: Buffer) => (output += d));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      // SIGTERM: the runner stops its files' processes before it exits.
      runner.kill('SIGTERM');
      resolve(null);
    }, 120_000);
    runner.on('close', (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  try {
    assert.equal(code, 1, `the runner should fail the run (null: it had not ended after 120 s); it printed:\n${output}`);
    assert.match(output, /✖ \S*hangs\.test\.ts/, output);
    assert.match(output, /stopped by the test runner: still running after 5 s/, output);
    assert.match(output, /✔ \S*leaves-a-process\.test\.ts \(1 tests/, output);
    assert.match(output, /2 files, \d+ tests, 1 failed/, output);
    const orphan = Number(fs.readFileSync(pidFile, 'utf8'));
    assert.throws(() => process.kill(orphan, 0), /ESRCH/, 'the process the file left behind is still running');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
