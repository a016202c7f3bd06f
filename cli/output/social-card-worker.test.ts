import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Piscina } from 'piscina';

/** Cards drawn after the threads have warmed up; kept until the end, their images (~3 MB each) would add ~190 MB. */
const CARDS = 64;
const PEAK_GROWTH_LIMIT_MB = 120;

const text = (i: number) => ({ site: 'GSAP', section: 'Docs › Plugins', title: `A page title number ${i}`, description: 'What the page is about, on one line.', address: `gsap.example/docs/v3/page-${i}` });
const peakMb = () => process.resourceUsage().maxRSS / 1024;

test('drawing cards in threads frees each image: the peak memory stays flat as cards are drawn', async () => {
  const pool = new Piscina({ filename: new URL('./social-card-worker.mjs', import.meta.url).href, workerData: { mark: undefined }, minThreads: 2, maxThreads: 2 });
  try {
    const draw = (from: number, count: number) => Promise.all(Array.from({ length: count }, (_, i) => pool.run(text(from + i)) as Promise<Uint8Array>));
    // Both threads started, their packages and fonts loaded: what is left to grow is per card.
    await draw(0, 16);
    const warm = peakMb();
    const cards = await draw(16, CARDS);
    const growth = peakMb() - warm;
    // Each is a PNG (its signature's first bytes), so the cards were really drawn.
    for (const png of cards) assert.deepEqual([...new Uint8Array(png).subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
    assert.ok(growth < PEAK_GROWTH_LIMIT_MB, `peak memory grew by ${growth.toFixed(0)} MB over ${CARDS} cards (limit ${PEAK_GROWTH_LIMIT_MB})`);
  } finally {
    await pool.destroy();
  }
});
