import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../../cli/serve/static-server.ts';

/**
 * The real site (built from the current sources: see fresh-build.ts), served exactly as
 * `gsite serve` serves it.
 */
export async function serveBuiltSite(): Promise<{ url: string; close: () => Promise<void> }> {
  // The test runner (test/run.ts) serves the build once for every file of a run.
  const shared = process.env.GSITE_TEST_SITE_URL;
  if (shared) return { url: shared, close: async () => {} };
  // Imported here, not at the top: importing it makes the real build fresh, which fixture
  // tests (they use serveDir only) must not pay for.
  const { BUILD_DIR } = await import('./built-pages.ts');
  return serveDir(BUILD_DIR);
}

/** Any built folder (a fixture's build), served like `gsite serve`. */
export async function serveDir(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createStaticServer({ dir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
