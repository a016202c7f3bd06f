import { afterEach, beforeEach } from 'node:test';
import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page, Route } from 'playwright-core';

/**
 * Context options a pooled tab is made with. Options that a context keeps for life
 * (JavaScript, touch, permissions) choose the context; the others are put back after each test.
 */
export type TabOptions = Pick<BrowserContextOptions, 'viewport' | 'reducedMotion' | 'colorScheme' | 'javaScriptEnabled' | 'isMobile' | 'hasTouch' | 'permissions'> & {
  /** Scripts each document of the tab runs before its own (a string is run as written); removed after the test. */
  init?: (string | (() => void))[];
};

interface PooledTab {
  key: string;
  options: TabOptions;
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** Listeners the pool itself keeps on the page; any other is the last test's and goes. */
  own: Map<string | symbol, Function[]>;
  disposals: (() => Promise<void>)[];
  /** Origins the tab's top document has been on during the lease. */
  origins: Set<string>;
  /** Set when the test changed something that cannot be undone (a fake clock): the tab is closed. */
  spoilt: boolean;
  /** Context settings the test changed, to put back. */
  changed: Set<ContextSetting>;
}

type ContextSetting = 'offline' | 'headers' | 'permissions' | 'geolocation';

/** The address a tab waits at between tests, on the site's origin; the pool answers it (RESTING_PAGE). */
const RESTING_PATH = '/__between-tests__';

/** Events a test may listen to on a page; what it added is removed when the tab is given back. */
const PAGE_EVENTS = ['console', 'pageerror', 'request', 'requestfinished', 'requestfailed', 'response', 'dialog', 'popup', 'framenavigated', 'frameattached', 'framedetached', 'load', 'domcontentloaded', 'download', 'filechooser', 'websocket', 'worker', 'crash', 'close'];

/**
 * Tabs that the tests of one file share, one after another. A fresh context and tab cost
 * Chromium ~1.5 CPU-s up to a loaded page (four renderer processes start, one because the site's
 * Cross-Origin-Opener-Policy moves the page out of the tab's first); a kept tab going to the
 * next page of the same site ~0.4, which over the suite's ~300 tests is minutes of CPU.
 *
 * Each test gets a tab as a first visit sees it: when the test ends (node:test's afterEach of a
 * top-level test; a test that visits many pages in turn gives each tab back as it is done with
 * it, release()), the pool closes the tabs it opened besides, removes the listeners, routes and
 * init scripts the test added, moves the tab to a blank page of the site (which stops the page:
 * its timers, animations and requests), clears the site's storage (local and session storage,
 * IndexedDB, cookies) and the HTTP cache, and puts the viewport and emulated media back to the
 * tab's options. A tab whose page went to another origin is closed instead (its storage there is
 * not cleared), and so is one whose clock a test faked (a fake clock cannot be taken out). What
 * stays is the tab's history (Back from a test's first page leads to the last blank page, not
 * nowhere; a test that counts history entries opens its own context), and the clipboard, which
 * is the browser's (a fresh context does not clear it either).
 */
export class TabPool {
  private idle: PooledTab[] = [];
  /** Tabs handed out and not given back yet. */
  private leased: PooledTab[] = [];
  /** Tests running now: the top-level one and its subtests. */
  private running = 0;

  constructor(
    private readonly browser: () => Browser,
    /** The served site's origin (read when a tab is needed: servers start in before()). */
    private readonly origin: () => string,
  ) {
    // A file's top-level tests run one after another, but subtests may run side by side, and a
    // hook cannot tell which of them took a tab: tabs go back when the top-level test ends (or
    // earlier, by release()).
    beforeEach(() => {
      this.running++;
    });
    afterEach(async () => {
      if (--this.running > 0) return;
      for (const tab of this.leased.splice(0)) await this.giveBack(tab);
    });
  }

  /** A tab for the running test, on the resting page; the test navigates it. */
  async tab(options: TabOptions = {}): Promise<Page> {
    const key = keyOf(options);
    const at = this.idle.findIndex((t) => t.key === key);
    const tab = at >= 0 ? this.idle.splice(at, 1)[0]! : await this.open(key, options);
    for (const script of options.init ?? []) await tab.page.addInitScript(typeof script === 'string' ? { content: script } : script);
    tab.origins.clear();
    this.leased.push(tab);
    return tab.page;
  }

  /**
   * Gives a tab back before the test ends, for a test that visits many pages in turn (or a few
   * at once): the next `tab()` of the same test can then have it.
   */
  async release(page: Page): Promise<void> {
    const at = this.leased.findIndex((t) => t.page === page);
    if (at < 0) throw new Error('release(): not a tab of this pool, or given back already');
    await this.giveBack(this.leased.splice(at, 1)[0]!);
  }

  async close(): Promise<void> {
    await Promise.all([...this.idle, ...this.leased].map((t) => t.context.close().catch(() => {})));
    this.idle = [];
    this.leased = [];
  }

  private async open(key: string, options: TabOptions): Promise<PooledTab> {
    const { init: _init, ...contextOptions } = options;
    const context = await this.browser().newContext(contextOptions);
    const page = await context.newPage();
    const tab: PooledTab = { key, options, context, page, cdp: await context.newCDPSession(page), own: new Map(), disposals: [], origins: new Set(), spoilt: false, changed: new Set() };
    watchChanges(tab);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && /^https?:/.test(frame.url())) tab.origins.add(new URL(frame.url()).origin);
    });
    for (const name of PAGE_EVENTS) tab.own.set(name, listenersOf(page, name));
    // Every tab starts where a kept one waits, so a test finds the same document either way.
    await this.rest(page);
    return tab;
  }

  /** The origin as a URL states it (no path, no trailing slash), to compare with pages'. */
  private home(): string {
    return new URL(this.origin()).origin;
  }

  private async rest(page: Page): Promise<void> {
    const url = this.home() + RESTING_PATH;
    const answer = (route: Route) => route.fulfill(RESTING_PAGE);
    await page.route(url, answer);
    await page.goto(url);
    await page.unroute(url, answer);
  }

  private async giveBack(tab: PooledTab): Promise<void> {
    const { page, context } = tab;
    const home = this.home();
    if (page.isClosed() || tab.spoilt || [...tab.origins].some((o) => o !== home)) {
      await context.close().catch(() => {});
      return;
    }
    try {
      for (const other of context.pages()) if (other !== page) await other.close();
      for (const name of PAGE_EVENTS) {
        const keep = tab.own.get(name) ?? [];
        for (const listener of listenersOf(page, name)) if (!keep.includes(listener)) page.off(name as 'close', listener as () => void);
      }
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      for (const dispose of tab.disposals.splice(0)) await dispose();
      if (tab.changed.has('offline')) await context.setOffline(false);
      if (tab.changed.has('headers')) await context.setExtraHTTPHeaders({});
      if (tab.changed.has('geolocation')) await context.setGeolocation(null);
      if (tab.changed.has('permissions')) {
        await context.clearPermissions();
        if (tab.options.permissions) await context.grantPermissions(tab.options.permissions);
      }
      tab.changed.clear();
      await this.rest(page);
      // local_storage takes the tab's session storage with it (tab-pool.test.ts checks both);
      // cookies go for every origin (a test may set them for another, as member.test does).
      await tab.cdp.send('Storage.clearDataForOrigin', { origin: home, storageTypes: 'local_storage,indexeddb,cache_storage,service_workers,file_systems' });
      await tab.cdp.send('Network.clearBrowserCache');
      await context.clearCookies();
      const { colorScheme, reducedMotion, viewport } = { ...DEFAULTS, ...tab.options } as Required<TabOptions>;
      await page.emulateMedia({ media: null, colorScheme, reducedMotion, forcedColors: 'none' });
      await page.setViewportSize(viewport!);
      await page.mouse.move(0, 0);
      this.idle.push(tab);
    } catch (error) {
      // A tab that cannot be put back is not reused; said, as it costs the next test a new tab.
      process.stderr.write(`tab pool: a tab could not be put back, the next test gets a new one: ${error instanceof Error ? error.message.split('\n')[0] : error}\n`);
      await context.close().catch(() => {});
    }
  }
}

/**
 * The document a tab waits on between tests, at RESTING_PATH of the site's origin, answered by
 * the pool itself: a plain document asks for /favicon.ico (a 404 the next test would hear as
 * a console error), this one names an empty icon; and it carries the site's
 * Cross-Origin-Opener-Policy, so the test's first page opens in the same renderer process
 * instead of a new one.
 */
const RESTING_PAGE = { contentType: 'text/html', headers: { 'cross-origin-opener-policy': 'same-origin' }, body: '<!doctype html><html lang="en"><title>between tests</title><link rel="icon" href="data:,">' };

/**
 * Tests use the page and context as they are; what they add through them is recorded here to be
 * undone when the tab is given back: init scripts and bindings (Playwright hands back a
 * disposable for each), context settings; a fake clock cannot be taken out, so its tab is closed.
 */
function watchChanges(tab: PooledTab): void {
  const undoable = <T extends object>(target: T, methods: string[]) => {
    for (const name of methods) {
      const original = (target as Record<string, Function>)[name]!.bind(target);
      (target as Record<string, Function>)[name] = async (...args: unknown[]) => {
        const added = (await original(...args)) as { dispose(): Promise<void> };
        tab.disposals.push(() => added.dispose());
        return added;
      };
    }
  };
  undoable(tab.page, ['addInitScript', 'exposeBinding', 'exposeFunction']);
  undoable(tab.context, ['addInitScript', 'exposeBinding', 'exposeFunction']);
  const noted = (name: string, what: ContextSetting) => {
    const original = (tab.context as unknown as Record<string, Function>)[name]!.bind(tab.context);
    (tab.context as unknown as Record<string, Function>)[name] = (...args: unknown[]) => {
      tab.changed.add(what);
      return original(...args);
    };
  };
  noted('setOffline', 'offline');
  noted('setExtraHTTPHeaders', 'headers');
  noted('grantPermissions', 'permissions');
  noted('setGeolocation', 'geolocation');
  const clock = tab.context.clock as unknown as Record<string, Function>;
  for (const name of ['install', 'setFixedTime', 'pauseAt', 'setSystemTime']) {
    const original = clock[name]!.bind(clock);
    clock[name] = (...args: unknown[]) => {
      tab.spoilt = true;
      return original(...args);
    };
  }
}

/** Playwright's Page is an event emitter; its types leave out the reading side. */
const listenersOf = (page: Page, event: string): Function[] => (page as unknown as { listeners(e: string): Function[] }).listeners(event);

/** What Playwright gives a context that does not say: a tab asked for with these is the same tab. */
const DEFAULTS: Record<string, unknown> = { viewport: { width: 1280, height: 720 }, javaScriptEnabled: true, reducedMotion: 'no-preference', colorScheme: 'light', isMobile: false, hasTouch: false, permissions: [] };

/** Tabs made with the same options (defaults written out or not) are interchangeable. */
function keyOf({ init: _init, ...options }: TabOptions): string {
  const given = Object.entries(options).filter(([k, v]) => v !== undefined && JSON.stringify(v) !== JSON.stringify(DEFAULTS[k]));
  return JSON.stringify(given.sort(([a], [b]) => a.localeCompare(b)));
}
