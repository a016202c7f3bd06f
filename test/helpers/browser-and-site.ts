import { after, before } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { serveBuiltSite } from './built-site.ts';
import { TabPool, type TabOptions } from './tab-pool.ts';

export interface BrowserAndSite {
  /** Headless Chromium, started before the file's tests. */
  readonly browser: Browser;
  /** Origin of the built site served like `gsite serve`, e.g. http://127.0.0.1:40123. */
  readonly url: string;
  /**
   * A tab for the running test, as a first visit finds it, given back when the test ends
   * (tab-pool.ts): far cheaper than a new context. The test navigates it; it does not close it.
   */
  tab(options?: TabOptions): Promise<Page>;
  /** Gives a tab back before the test ends (a test that visits many pages in turn). */
  release(page: Page): Promise<void>;
}

/**
 * For a test file that drives Chromium against the built site: starts both before the
 * file's tests and stops them after. Read the fields inside tests, not at import time.
 */
export function useBrowserAndSite(): BrowserAndSite {
  let browser: Browser | undefined;
  let site: Awaited<ReturnType<typeof serveBuiltSite>> | undefined;
  const env: BrowserAndSite = {
    get browser() {
      if (!browser) throw new Error('the browser starts in before()');
      return browser;
    },
    get url() {
      if (!site) throw new Error('the site is served from before()');
      return site.url;
    },
    tab: (options) => tabs.tab(options),
    release: (page) => tabs.release(page),
  };
  const tabs = new TabPool(() => env.browser, () => env.url);
  before(async () => {
    site = await serveBuiltSite();
    browser = await launchChromium();
  });
  after(async () => {
    await tabs.close();
    await browser?.close();
    await site?.close();
  });
  return env;
}
