import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderThreadExecArgv } from './thread-exec-argv.ts';

test('render threads keep the process options but none that loads modules', () => {
  assert.deepEqual(
    renderThreadExecArgv(['--import', 'tsx', '--max-old-space-size=4096', '--require=./x.cjs', '-r', 'y', '--cpu-prof', '--loader', 'ts-node/esm', '--experimental-loader=z', '--enable-source-maps', '--import=tsx']),
    ['--max-old-space-size=4096', '--cpu-prof', '--enable-source-maps'],
  );
  assert.deepEqual(renderThreadExecArgv([]), []);
});
