import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useBrowserAndSite } from '../helpers/browser-and-site.ts';
import type { TabOptions } from '../helpers/tab-pool.ts';
import { within } from '../helpers/page-waits.ts';

const env = useBrowserAndSite();

const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;
const FAMILIES = ['/core/', '/scroll/', '/svg/', '/ui/', '/text/'];

async function open(options: TabOptions = {}): Promise<Page> {
  const page = await env.tab({
    ...options,
    // Counted from the first paint on, before any page script: every shift, with or without input.
    init: [
      () => {
        const w = window as unknown as { __cls: number };
        w.__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__cls += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
      },
    ],
  });
  await page.goto(env.url + '/');
  return page;
}

/** Waits until the hero island has mounted (its button then carries a state). */
async function live(page: Page): Promise<void> {
  await page.locator('.hero-motion').scrollIntoViewIfNeeded();
  await page.locator('gsite-island[data-island="hero-motion"][data-hydrated] .hero-motion__toggle[data-state]').waitFor({ state: 'visible' });
}

/** What the animated parts look like right now: their painted boxes within the artwork, and opacity. */
function frame(page: Page): Promise<string> {
  return page.locator('.hero-motion [data-hero]').evaluateAll((els) => {
    const art = els[0]!.closest('svg')!.getBoundingClientRect();
    return els
      .map((el) => {
        const r = el.getBoundingClientRect();
        return [r.x - art.x, r.y - art.y, r.width, r.height].map((n) => n.toFixed(1)).join(',') + ` ${getComputedStyle(el).opacity}`;
      })
      .join('\n');
  });
}

/** The frame the server drew, as a visitor without JavaScript sees it. */
async function stillFrame(viewport: { width: number; height: number }): Promise<string> {
  const page = await env.tab({ viewport, javaScriptEnabled: false });
  await page.goto(env.url + '/');
  return frame(page);
}

/** Lets the page draw `count` more frames. */
const frames = (page: Page, count: number) =>
  page.evaluate(async (n) => {
    for (let i = 0; i < n; i++) await new Promise((frame) => requestAnimationFrame(frame));
  }, count);

/**
 * Two looks ten animation frames apart differ. Some part moves at every moment of the loop
 * (the playhead runs until the exit, which moves the ball), and gsap moves it on every frame
 * by the time that passed: a busy machine draws fewer frames, each a longer step, so ten of
 * them always show a running hero moving and never a still one.
 */
async function moving(page: Page): Promise<boolean> {
  const a = await frame(page);
  await frames(page, 10);
  return a !== (await frame(page));
}

/**
 * Waits for one whole loop of the hero: its playhead, which only moves forward, has jumped
 * back to the start twice (the first time after the exit from the still frame it starts on).
 */
async function oneLoop(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __loop?: { last: number; wraps: number } };
      const x = document.querySelector('.hero-motion [data-hero="playhead"]')!.getBoundingClientRect().x;
      const loop = (w.__loop ??= { last: x, wraps: 0 });
      if (x < loop.last - 1) loop.wraps++;
      loop.last = x;
      return loop.wraps >= 2;
    },
    null,
    { timeout: 20_000 },
  );
}

/**
 * Waits until the page has seen the hero leave (`false`) or come into (`true`) the window: an
 * observer made after the island's is told after it, in the same round.
 */
function heroInView(page: Page, inView: boolean): Promise<void> {
  const seen = page.evaluate(
    (want) =>
      new Promise<void>((resolve) => {
        const io = new IntersectionObserver((entries) => {
          if (entries.some((e) => e.isIntersecting) !== want) return;
          io.disconnect();
          resolve();
        });
        io.observe(document.querySelector('.hero-motion')!);
      }),
    inView,
  );
  return within(seen, 10_000, `the hero ${inView ? 'coming into' : 'leaving'} the window`);
}

const toggle = (page: Page) => page.locator('.hero-motion__toggle');
const label = (page: Page) => toggle(page).getAttribute('aria-label');

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`${name}: the hero animates, and its button pauses and resumes it by pointer and by keyboard`, async () => {
    const page = await open({ viewport, reducedMotion: 'no-preference' });
    await live(page);
    assert.equal(await label(page), 'Pause animation');
    assert.ok(await moving(page), 'the hero moves on its own');

    await toggle(page).click();
    assert.equal(await label(page), 'Play animation');
    assert.equal(await moving(page), false, 'paused: two looks ten frames apart are the same');
    await toggle(page).click();
    assert.equal(await label(page), 'Pause animation');
    assert.ok(await moving(page), 'playing again');

    // Reach it the keyboard way: it is the next stop after the hero's last link.
    await page.locator('.mk-hero .hero__actions a').last().focus();
    await page.keyboard.press('Tab');
    assert.ok(await toggle(page).evaluate((el) => el === document.activeElement), 'Tab reaches the button');
    assert.ok(
      await toggle(page).evaluate((el) => el.matches(':focus-visible') && parseFloat(getComputedStyle(el).outlineWidth) > 0 && getComputedStyle(el).outlineStyle !== 'none'),
      'keyboard focus is visible',
    );
    await page.keyboard.press('Enter');
    assert.equal(await label(page), 'Play animation');
    assert.equal(await moving(page), false, 'Enter paused it');
    await page.keyboard.press('Space');
    assert.equal(await label(page), 'Pause animation');
    assert.ok(await moving(page), 'Space resumed it');
  });

  test(`${name}: no layout shift over load and a whole loop of the animation`, async () => {
    const page = await open({ viewport, reducedMotion: 'no-preference' });
    await live(page);
    await oneLoop(page);
    // Shifts are reported to the observer after the frame that drew them.
    await frames(page, 2);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    assert.equal(cls, 0);
  });

  test(`${name}: with reduced motion the hero holds its still frame and offers to play`, async () => {
    const page = await open({ viewport, reducedMotion: 'reduce' });
    await live(page);
    assert.equal(await label(page), 'Play animation');
    assert.equal(await moving(page), false, 'nothing moves by itself');
    assert.equal(await frame(page), await stillFrame(viewport), 'it shows the still frame the server drew');
    // A visitor may still opt in.
    await toggle(page).click();
    assert.equal(await label(page), 'Pause animation');
    assert.ok(await moving(page), 'plays after the visitor asks');
  });
}

test('the hero follows a change of the reduced-motion setting while the page is open', async () => {
  const page = await open({ viewport: VIEWPORTS.desktop, reducedMotion: 'no-preference' });
  await live(page);
  assert.ok(await moving(page));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForFunction(() => document.querySelector('.hero-motion__toggle')?.getAttribute('aria-label') === 'Play animation');
  assert.equal(await moving(page), false, 'stops when the visitor asks for reduced motion');
  assert.equal(await frame(page), await stillFrame(VIEWPORTS.desktop), 'and goes back to the still frame');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.waitForFunction(() => document.querySelector('.hero-motion__toggle')?.getAttribute('aria-label') === 'Pause animation');
  assert.ok(await moving(page), 'runs again when the setting is lifted');
});

test('the hero rests while scrolled out of view, without changing its button', async () => {
  const page = await open({ viewport: VIEWPORTS.desktop, reducedMotion: 'no-preference' });
  await live(page);
  await page.locator('#learn').scrollIntoViewIfNeeded();
  await heroInView(page, false);
  assert.equal(await moving(page), false, 'off-screen it does not run');
  assert.equal(await label(page), 'Pause animation');
  await page.locator('.hero-motion').scrollIntoViewIfNeeded();
  await heroInView(page, true);
  assert.ok(await moving(page), 'back in view it runs');
});

test('without JavaScript the artwork shows and the pause button does not', async () => {
  const page = await open({ viewport: VIEWPORTS.desktop, javaScriptEnabled: false });
  assert.ok(await page.locator('.hero-motion .mk-art--hero').isVisible());
  const box = await page.locator('.hero-motion .mk-art--hero').boundingBox();
  assert.ok(box && box.width > 200 && Math.abs(box.width / box.height - 480 / 360) < 0.01, `artwork box ${JSON.stringify(box)}`);
  assert.equal(await toggle(page).isVisible(), false);
});

test('the tool families and the Get started call to action are linked and answer 200', async () => {
  const page = await open({ viewport: VIEWPORTS.desktop });
  const cta = page.locator('.mk-hero a', { hasText: /^Get started$/ });
  assert.equal(await cta.getAttribute('href'), '/docs/v3/Installation');
  for (const href of [...FAMILIES, '/docs/v3/Installation']) {
    assert.ok((await page.locator(`main a[href="${href}"]`).count()) >= 1, `${href} is linked from the page`);
    assert.equal((await fetch(env.url + href)).status, 200, href);
  }
});
