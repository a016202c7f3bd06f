import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useBrowserAndSite } from '../helpers/browser-and-site.ts';
import { waitFrames } from '../helpers/page-waits.ts';
import type { TabOptions } from '../helpers/tab-pool.ts';

/**
 * Issue 26, tool pages with motion: each family page's live scene runs with no console error,
 * holds still under reduced motion until Play is pressed and then plays, pauses on request;
 * /scroll/'s scene follows the page's scroll; /text/'s animated title keeps its plain name.
 */
const env = useBrowserAndSite();

const TIMED = ['/core/', '/svg/', '/ui/', '/text/'];
const VIEWPORT = { width: 1280, height: 900 };

interface Opened {
  page: Page;
  errors: string[];
}

async function open(url: string, options: TabOptions = {}): Promise<Opened> {
  const page = await env.tab({ viewport: VIEWPORT, ...options, init: [RECORDER] });
  const errors: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && errors.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.goto(env.url + url);
  await page.locator('.tool-hero').scrollIntoViewIfNeeded();
  // Mounted and its scene module loaded: the figure then carries a state.
  await page.locator('gsite-island[data-island="tool-hero"][data-hydrated] .tool-hero[data-scene-state]').waitFor({ state: 'attached', timeout: 15_000 });
  return { page, errors };
}

/**
 * What the scene looks like right now: the painted box and opacity of every part it moves
 * (and, on /text/, of the title's letters), relative to the artwork.
 */
function frame(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.querySelector<HTMLElement>('.tool-hero')!;
    const origin = root.getBoundingClientRect();
    const parts = [...root.querySelectorAll('[data-part]'), ...document.querySelectorAll('.text-title__char')];
    return parts
      .map((el) => {
        const r = el.getBoundingClientRect();
        return [r.x - origin.x, r.y - origin.y, r.width, r.height].map((n) => n.toFixed(1)).join(',') + ' ' + getComputedStyle(el).opacity;
      })
      .join('\n');
  });
}

/**
 * Records the scene from the page's first frame on, so that a slow machine cannot let it end
 * before the test looks: on every frame, the boxes and opacity of the parts it moves go into a
 * set, until the scene reports `ended`. A string, not a function: the page gets it as written.
 */
const RECORDER = `
  window.__sceneFrames = new Set();
  requestAnimationFrame(function tick() {
    var root = document.querySelector('.tool-hero');
    if (root && root.dataset.sceneState) {
      window.__sceneFrames.add(
        Array.from(root.querySelectorAll('[data-part]')).concat(Array.from(document.querySelectorAll('.text-title__char')))
          .map(function (el) {
            var r = el.getBoundingClientRect();
            return [r.x, r.y, r.width, r.height].map(function (n) { return n.toFixed(1); }).join(',') + ' ' + getComputedStyle(el).opacity;
          })
          .join('|'),
      );
      if (root.dataset.sceneState === 'ended') return;
    }
    requestAnimationFrame(tick);
  });
`;

/** Waits until the scene reports `ended` (15 s at most); returns how many different frames it showed since the page opened. */
async function watchUntilEnded(page: Page): Promise<{ distinct: number; ended: boolean }> {
  const ended = await page
    .waitForFunction(() => document.querySelector<HTMLElement>('.tool-hero')?.dataset.sceneState === 'ended', undefined, { timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  const distinct = await page.evaluate(() => (window as unknown as { __sceneFrames: Set<string> }).__sceneFrames.size);
  return { distinct, ended };
}

/** The frame the server drew, as a visitor without JavaScript sees it. */
async function stillFrame(url: string): Promise<string> {
  const page = await env.tab({ viewport: VIEWPORT, javaScriptEnabled: false });
  await page.goto(env.url + url);
  await page.locator('.tool-hero').scrollIntoViewIfNeeded();
  return frame(page);
}

/** Two frames agree when every number is within a pixel (transforms left by gsap round differently from none). */
function assertSameFrame(a: string, b: string, message: string): void {
  const numbers = (f: string) => f.split(/[\s,]+/).map(Number);
  const [x, y] = [numbers(a), numbers(b)];
  assert.equal(x.length, y.length, message);
  assert.ok(x.every((n, i) => Math.abs(n - y[i]!) <= 1), `${message}\n${a}\n---\n${b}`);
}

const state = (page: Page) => page.locator('.tool-hero').getAttribute('data-scene-state');
const toggle = (page: Page) => page.locator('.tool-hero__toggle');

for (const url of TIMED) {
  test(`${url}: the scene plays by itself, something moves, it ends on the still frame, with no console error`, async () => {
    const { page, errors } = await open(url);
    const run = await watchUntilEnded(page);
    assert.ok(run.ended, 'the scene reached its end');
    assert.ok(run.distinct >= 5, `the scene moved (${run.distinct} different frames)`);
    // Ended: Play again is offered, and the picture is the one the server drew.
    assert.equal(await toggle(page).getAttribute('aria-label'), 'Play animation');
    const ended = await frame(page);
    assert.deepEqual(errors, []);
    assertSameFrame(ended, await stillFrame(url), 'the end of the scene is the server\'s still frame');
  });

  test(`${url}: under reduced motion nothing moves until Play is pressed; then it plays once`, async () => {
    const { page, errors } = await open(url, { reducedMotion: 'reduce' });
    assert.equal(await state(page), 'idle');
    const before = await frame(page);
    await waitFrames(page, 30);
    assert.equal(await frame(page), before, 'nothing moved within 30 frames');
    const button = page.getByRole('button', { name: 'Play animation' });
    assert.ok(await button.isVisible(), 'a visible Play button');
    await button.click();
    const run = await watchUntilEnded(page);
    assert.ok(run.ended && run.distinct >= 5, `Play ran the scene (${run.distinct} frames, ended: ${run.ended})`);
    // Once, then still again.
    const after = await frame(page);
    await waitFrames(page, 20);
    assert.equal(await frame(page), after);
    assert.deepEqual(errors, []);
  });
}

test('/core/: Pause holds the scene where it is, and Play carries on to the end', async () => {
  const { page, errors } = await open('/core/', { reducedMotion: 'reduce' });
  await page.getByRole('button', { name: 'Play animation' }).click();
  // Pressed in the same task as the check, so a slow machine cannot let the scene end in between.
  const afterPause = await page.evaluate(() => {
    const root = document.querySelector<HTMLElement>('.tool-hero')!;
    const button = root.querySelector<HTMLButtonElement>('.tool-hero__toggle')!;
    if (root.dataset.sceneState !== 'playing' || button.getAttribute('aria-label') !== 'Pause animation') return `not playing: ${root.dataset.sceneState}`;
    button.click();
    return root.dataset.sceneState;
  });
  assert.equal(afterPause, 'paused');
  assert.equal(await toggle(page).getAttribute('aria-label'), 'Play animation');
  const held = await frame(page);
  await waitFrames(page, 20);
  assert.equal(await frame(page), held, 'paused: nothing moves');
  await page.getByRole('button', { name: 'Play animation' }).click();
  const run = await watchUntilEnded(page);
  assert.ok(run.ended && run.distinct >= 2, 'it carried on to the end');
  assert.deepEqual(errors, []);
});

/** Where the /scroll/ scene's ball is, relative to the artwork. */
const ballX = (page: Page) =>
  page.evaluate(() => {
    const art = document.querySelector('.tool-hero svg')!.getBoundingClientRect();
    return document.querySelector('.tool-hero [data-part="ball"]')!.getBoundingClientRect().x - art.x;
  });
/** Scrolls the page so the scene's top sits `fraction` of the way down the viewport. */
const placeScene = (page: Page, fraction: number) =>
  page.evaluate((f) => {
    const top = document.querySelector('.tool-hero')!.getBoundingClientRect().top + window.scrollY;
    // Instant: the site's smooth scrolling would leave the page short of the place for a while.
    window.scrollTo({ top: top - innerHeight * f, behavior: 'instant' });
  }, fraction);

test('/scroll/: the scene follows the page\'s scroll, forwards and back, with no button and no console error', async () => {
  const { page, errors } = await open('/scroll/');
  assert.equal(await state(page), 'scroll');
  assert.equal(await toggle(page).isVisible(), false, 'no button: the scroll drives it');
  await placeScene(page, 0.85);
  await waitFrames(page, 3);
  const early = await ballX(page);
  await placeScene(page, 0.3);
  await page.waitForFunction((x) => {
    const art = document.querySelector('.tool-hero svg')!.getBoundingClientRect();
    return document.querySelector('.tool-hero [data-part="ball"]')!.getBoundingClientRect().x - art.x > x + 50;
  }, early);
  const later = await ballX(page);
  // Back up: the scene rewinds to where it was.
  await placeScene(page, 0.85);
  await page.waitForFunction((x) => {
    const art = document.querySelector('.tool-hero svg')!.getBoundingClientRect();
    return Math.abs(document.querySelector('.tool-hero [data-part="ball"]')!.getBoundingClientRect().x - art.x - x) < 1;
  }, early);
  assert.ok(later > early + 50, `the ball moved on with the scroll (${early.toFixed(0)} → ${later.toFixed(0)})`);
  assert.deepEqual(errors, []);
});

test('/scroll/: under reduced motion scrolling moves nothing; Play runs the scene once in time', async () => {
  const { page, errors } = await open('/scroll/', { reducedMotion: 'reduce' });
  assert.equal(await state(page), 'idle');
  await placeScene(page, 0.85);
  await waitFrames(page, 3);
  const before = await frame(page);
  await placeScene(page, 0.3);
  await waitFrames(page, 30);
  assert.equal(await frame(page), before, 'scrolling moved nothing');
  await page.getByRole('button', { name: 'Play animation' }).click();
  const run = await watchUntilEnded(page);
  assert.ok(run.ended && run.distinct >= 5, `Play ran the scene (${run.distinct} frames)`);
  assert.deepEqual(errors, []);
});

test('/text/: the animated title keeps the plain word as its accessible name', async () => {
  const { page } = await open('/text/');
  await watchUntilEnded(page);
  assert.equal(await page.locator('h1').ariaSnapshot(), '- heading "Text" [level=1]');
  assert.equal(await page.locator('h1 .text-title').getAttribute('aria-hidden'), 'true');
});
