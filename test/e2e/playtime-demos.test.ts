import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { useBrowserAndSite } from '../helpers/browser-and-site.ts';
import { mapConcurrent, PAGE_CONCURRENCY } from '../helpers/concurrent.ts';
import { firstOfEachKind, fullRun } from '../helpers/page-sample.ts';
import { collectDemos, type DemoSource } from '../../cli/demos/collect-demos.ts';

/**
 * Issue 26: every live demo's "Open in Playtime" link (`/playtime?demo=<name>`) opens a program
 * that runs as it opens: the demo's setup blocks and code region, on its stage and its gsap.
 * A name the region uses but never declares is a ReferenceError in Playtime, shown in
 * `.playtime-error`.
 *
 * Every demo under `npm run test:full`; otherwise the first demo of each kind (gsap version ×
 * stage kind × controls × helper/guide/plain), so every kind still runs on every run.
 */
const env = useBrowserAndSite();

const demosDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/demos');
const demos = Object.values(collectDemos({ dir: demosDir })).filter((d) => !d.problem);

const family = (d: DemoSource) => (d.name.startsWith('helper-') ? 'helper' : d.name.startsWith('guide-') ? 'guide' : 'plain');
const kindOf = (d: DemoSource) => `${d.version} ${d.kind} ${d.controls} ${family(d)}`;

/** Waits until the stage frame has drawn two more frames: what the last action set off has run. */
async function settle(page: Page): Promise<void> {
  const frame = page.frames().find((f) => f.url().includes('/frames/playtime-stage'));
  // Probes are sent as text: the frame's CSP refuses compiled functions (see playtime.test.ts).
  await frame?.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
}

/**
 * Opens the demo in Playtime and drives it as a reader would: the animation seeked to its end
 * (so every onUpdate and onComplete has run), a scroll box scrolled to the bottom, each of an
 * interactive demo's buttons pressed. Returns what went wrong, or nothing.
 */
async function problemsOf(demo: DemoSource): Promise<string[]> {
  const page = await env.tab({ viewport: { width: 1280, height: 900 }, reducedMotion: 'no-preference' });
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`page: ${e.message}`));
  try {
    await page.goto(`${env.url}/playtime?demo=${encodeURIComponent(demo.name)}`);
    await page.locator('.playtime-app[data-state="ran"], .playtime-app[data-state="error"]').waitFor({ timeout: 30_000 });
    const problems: string[] = [];
    const source = await page.locator('select[name="source"]').inputValue();
    if (source !== `demo:${demo.name}`) problems.push(`Playtime opened ${source}, not the demo (${await page.locator('.playtime-status').innerText()})`);
    const version = await page.locator('.playtime-version').innerText();
    if (version !== `Runs GSAP ${demo.version}`) problems.push(`the version label says "${version}"`);

    const stage = page.frameLocator('.playtime-frame');
    if (await page.locator('.demo-controls__scrub').isEnabled()) await page.locator('.demo-controls__scrub').fill('1000');
    if (demo.kind === 'scroll') await stage.locator('.pt-stage').evaluate((box) => box.scrollTo(0, box.scrollHeight));
    if (demo.controls === 'none') {
      const buttons = stage.locator('.demo-button');
      for (let i = 0; i < (await buttons.count()); i++) {
        const button = buttons.nth(i);
        // A button the demo itself has disabled or hidden (a step not yet reached) is left alone.
        if ((await button.isVisible()) && (await button.isEnabled())) await button.click({ timeout: 5_000 });
      }
    }
    await settle(page);

    const error = page.locator('.playtime-error');
    if (await error.isVisible()) problems.push(`.playtime-error: ${await error.innerText()}`);
    return [...problems, ...errors];
  } finally {
    // Given back at once: the next demo of this test takes the tab.
    await env.release(page);
  }
}

test('the demos folder has demos of every kind to open', () => {
  assert.ok(demos.length > 80, `found ${demos.length} demos`);
  const kinds = new Set(demos.map(kindOf));
  assert.ok(kinds.size >= 8, `kinds: ${[...kinds].join(', ')}`);
});

test(`every demo runs in Playtime as it opens (${fullRun() ? 'all demos' : 'one demo of each kind; npm run test:full runs all'})`, { timeout: 600_000 }, async () => {
  const chosen = firstOfEachKind(demos, kindOf);
  const results = await mapConcurrent(chosen, PAGE_CONCURRENCY, async (d) => ({ name: d.name, problems: await problemsOf(d) }));
  const failures = results.filter((r) => r.problems.length).map((r) => `${r.name}:\n  ${r.problems.join('\n  ')}`);
  assert.deepEqual(failures, [], `${failures.length} of ${chosen.length} demos fail in Playtime:\n${failures.join('\n')}`);
});

test('a scrub that eases (scrub: <seconds>) follows the scroll in Playtime: the Lottie and image-sequence helpers reach their last frame at the bottom', async () => {
  for (const [name, readout, last] of [
    ['helper-LottieScrollTrigger', '.lottie-frame', 'frame 60 of 60'],
    ['helper-imageSequenceScrub', '.sequence-frame', 'frame 48 of 48'],
  ] as const) {
    // Motion allowed (a new context's default), as for problemsOf: its tabs are kept for this one.
    const page = await env.tab({ viewport: { width: 1280, height: 900 }, reducedMotion: 'no-preference' });
    await page.goto(`${env.url}/playtime?demo=${name}`);
    await page.locator('.playtime-app[data-state="ran"]').waitFor();
    const stage = page.frameLocator('.playtime-frame');
    await stage.locator(readout, { hasText: 'frame 1 of' }).waitFor();
    await stage.locator('.pt-stage').evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await stage.locator(readout, { hasText: last }).waitFor({ timeout: 15_000 });
    await env.release(page);
  }
});
