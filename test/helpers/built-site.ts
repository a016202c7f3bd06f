import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { GSITE_ROOT } from '../../cli/paths.ts';
import { createStaticServer } from '../../cli/serve/static-server.ts';

/**
 * The real site, built once per test run by `npm test` (gsite build --strict) before the
 * tests start, served here exactly as `gsite serve` serves it.
 */
export async function serveBuiltSite(): Promise<{ url: string; close: () => Promise<void> }> {
  const dir = path.join(GSITE_ROOT, 'build');
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error('No build/ folder: run `node cli/bin/gsite.mjs build --strict` first (npm test does).');
  }
  const server = createStaticServer({ dir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
