import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { serveBuiltSite } from './built-site.ts';

export interface BrowserAndSite {
  /** Headless Chromium, started before the file's tests. */
  readonly browser: Browser;
  /** Origin of the built site served like `gsite serve`, e.g. http://127.0.0.1:40123. */
  readonly url: string;
}

/**
 * For a test file that drives Chromium against the built site: starts both before the
 * file's tests and stops them after. Read the fields inside tests, not at import time.
 */
export function useBrowserAndSite(): BrowserAndSite {
  let browser: Browser | undefined;
  let site: Awaited<ReturnType<typeof serveBuiltSite>> | undefined;
  before(async () => {
    site = await serveBuiltSite();
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });
  return {
    get browser() {
      if (!browser) throw new Error('the browser starts in before()');
      return browser;
    },
    get url() {
      if (!site) throw new Error('the site is served from before()');
      return site.url;
    },
  };
}
