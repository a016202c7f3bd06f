import { createRequire } from 'node:module';
import type { Browser, LaunchOptions } from 'playwright-core';

/**
 * Required, not imported: under tsx, an ESM import of this CommonJS package lexes its
 * multi-megabyte bundle for named exports once more, ~0.45 CPU-s in each of the ~35 test
 * processes that drive the browser (1.27 against 1.72 CPU-s to load it).
 */
const { chromium } = createRequire(import.meta.url)('playwright-core') as typeof import('playwright-core');

/** Debian's Chromium, headless, with no background traffic (this machine has no network). */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
};

/**
 * The browser for a test file. Under the test runner (test/run.ts) every file connects to the
 * one Chromium the run started (GSITE_TEST_BROWSER_WS), so a run pays for one browser start,
 * not one per file; a file run on its own starts its own. Either way `close()` ends this file's
 * use of it: its contexts go, the shared browser stays for the next file.
 */
export function launchChromium(): Promise<Browser> {
  const shared = process.env.GSITE_TEST_BROWSER_WS;
  return shared ? chromium.connect(shared) : chromium.launch(CHROMIUM_LAUNCH);
}
