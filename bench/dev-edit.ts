import fs from 'node:fs';
import path from 'node:path';
import { startDevServer } from '../cli/dev/dev-server.ts';
import { launchChromium } from '../test/helpers/browser.ts';

/**
 * Saves one page in a running `gsite dev` and times until the browser shows it: a first edit,
 * timed and reported apart (the server's code paths and the page's swap run for the first time:
 * ~400 ms, once per `gsite dev`), then `runs` edits whose median is the figure. Counted among
 * seven runs, the first edit alone moved the median up by one place.
 */
export async function measureDevEdit(root: string, runs: number): Promise<{ first: number; median: number; runs: number[] }> {
  const dev = await startDevServer({ root, port: 0, log: (m) => { if (process.env.BENCH_DEBUG) console.error(m); } });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const file = path.join(root, 'content', 'docs', 'getting-started', 'index.md');
    await page.goto(`${dev.url}/docs/getting-started/`);
    const times: number[] = [];
    for (let i = 0; i <= runs; i++) {
      const marker = `edit-marker-${i}-${Date.now()}`;
      const started = performance.now();
      fs.writeFileSync(file, `---\ntitle: Getting Started\nsidebar_position: 0\n---\n\nThe first section. ${marker}\n`);
      await page.waitForFunction((m) => document.body.textContent?.includes(m), marker, { polling: 'raf', timeout: 10000 });
      times.push(Math.round(performance.now() - started));
      await page.waitForTimeout(150);
    }
    const [first, ...steady] = times;
    const sorted = [...steady].sort((a, b) => a - b);
    return { first: first!, median: sorted[Math.floor(sorted.length / 2)]!, runs: steady };
  } finally {
    await browser.close();
    await dev.close();
  }
}
