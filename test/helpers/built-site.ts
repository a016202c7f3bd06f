import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../../cli/serve/static-server.ts';
import { BUILD_DIR } from './built-pages.ts';

/**
 * The real site, built once per test run by `npm test` (gsite build --strict) before the
 * tests start, served here exactly as `gsite serve` serves it.
 */
export async function serveBuiltSite(): Promise<{ url: string; close: () => Promise<void> }> {
  const dir = BUILD_DIR;
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error('No build/ folder: run `node cli/bin/gsite.mjs build --strict` first (npm test does).');
  }
  return serveDir(dir);
}

/** Any built folder (a fixture's build), served like `gsite serve`. */
export async function serveDir(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createStaticServer({ dir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
