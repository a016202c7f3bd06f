import type { Page, Request } from 'playwright-core';

/** `promise`, or a failure saying that `what` did not happen within `ms` (a page-side wait has no timeout of its own). */
export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: not within ${ms / 1000} s`)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Follows the page's requests from now on; `idle()` resolves once none is in flight (after
 * two frames, so one just started has been seen), or fails naming the ones still pending
 * after 10 s.
 */
export function trackRequests(page: Page): { idle: () => Promise<void> } {
  const inFlight = new Set<Request>();
  const waiting: (() => void)[] = [];
  page.on('request', (r) => inFlight.add(r));
  const finished = (r: Request) => {
    inFlight.delete(r);
    if (inFlight.size === 0) for (const resolve of waiting.splice(0)) resolve();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return {
    idle: async () => {
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const pending = [...inFlight].map((r) => r.url());
      if (pending.length) await within(new Promise<void>((resolve) => waiting.push(resolve)), 10_000, `requests finishing (${pending.join(', ')})`);
    },
  };
}

/**
 * Resolves once every island that wakes by itself (`data-load` "load" or "idle") is awake: the
 * page as a visitor has it before scrolling or touching anything. Playwright's default timeout
 * unless `timeout` is given.
 */
export function islandsAwake(page: Page, options: { timeout?: number } = {}): Promise<unknown> {
  return page.waitForFunction(() => document.querySelectorAll('gsite-island:is([data-load="load"], [data-load="idle"]):not([data-hydrated])').length === 0, undefined, { polling: 50, ...options });
}

/**
 * Resolves after the page has drawn `count` frames: "nothing moved meanwhile" without a fixed
 * sleep. Sent as text, not a function: under tsx a named inner function gets a __name() call
 * that the page does not have.
 */
export function waitFrames(page: Page, count: number): Promise<void> {
  return page.evaluate(`new Promise((resolve) => {
    let left = ${Number(count)};
    const step = () => (--left <= 0 ? resolve() : requestAnimationFrame(step));
    requestAnimationFrame(step);
  })`);
}
