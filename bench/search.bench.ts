/**
 * `npm run bench:search`: the built-in search index of the real site — its size (raw and
 * gzip), the time from a cold open to the first results and from a keystroke to its results
 * in Chromium (p50/p95), and top-3 and top-1 accuracy by kind on the query set in
 * bench/search-queries.json (BENCH_SEARCH_ACCURACY_ONLY=1: accuracy alone, no browser).
 * Uses build/ (run `npm run build` first; BENCH_SEARCH_DIR picks another folder). Prints a
 * table and writes bench/results.json under `search`, keeping the previous figures.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { GSITE_ROOT } from '../cli/paths.ts';
import { createStaticServer } from '../cli/serve/static-server.ts';
import type { SearchManifest } from '../cli/output/search-files.ts';
import { OUTPUT_FILES } from '../cli/output/output-files.ts';
import { loadIndex, runQuery } from '../client/search/engine.ts';
import { launchChromium } from '../test/helpers/browser.ts';

const dir = path.resolve(process.env.BENCH_SEARCH_DIR ?? path.join(GSITE_ROOT, 'build'));
const manifestFile = path.join(dir, OUTPUT_FILES.searchManifest);
if (!fs.existsSync(manifestFile)) {
  console.error(`No search index in ${dir}: run \`npm run build\` first (or set BENCH_SEARCH_DIR).`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as SearchManifest;
const partText = (url: string) => fs.readFileSync(path.join(dir, url.replace(/^\//, '')), 'utf8');
const [headText, bodyText] = [partText(manifest.index), partText(manifest.body)];
// What the first keystroke waits for (the headings part), and what follows it (the body text).
const bytes = {
  raw: Buffer.byteLength(headText),
  gzip: zlib.gzipSync(headText).length,
  bodyRaw: Buffer.byteLength(bodyText),
  bodyGzip: zlib.gzipSync(bodyText).length,
  records: manifest.records,
};

// Accuracy: the same engine the browser runs, on the same index file. A query of kind "none"
// (nonsense) has no expected page: it passes when nothing is found.
interface Query {
  query: string;
  expect: string | null;
  kind: string;
}
const { queries } = JSON.parse(fs.readFileSync(path.join(GSITE_ROOT, 'bench', 'search-queries.json'), 'utf8')) as { queries: Query[] };
const index = loadIndex(headText, bodyText);
const bare = (u: string) => u.split('#')[0]!.replace(/(.)\/$/, '$1');
const misses: string[] = [];
const byKind = new Map<string, { n: number; top1: number; top3: number }>();
for (const q of queries) {
  const urls = runQuery(index, q.query).hits.map((h) => bare(h.url));
  const rank = q.expect === null ? (urls.length ? 0 : 1) : urls.indexOf(bare(q.expect)) + 1;
  const k = byKind.get(q.kind) ?? { n: 0, top1: 0, top3: 0 };
  k.n++;
  if (rank === 1) k.top1++;
  if (rank >= 1 && rank <= 3) k.top3++;
  else if (q.expect === null) misses.push(`  ${JSON.stringify(q.query)} → nothing expected; found ${urls.slice(0, 3).join(', ')}`);
  else misses.push(`  ${JSON.stringify(q.query)} → ${q.expect} ${rank ? `at ${rank}` : 'not in the top 20'}; top 3: ${urls.slice(0, 3).join(', ') || '(none)'}`);
  byKind.set(q.kind, k);
}
const top3 = queries.length - misses.length;
const top1 = [...byKind.values()].reduce((n, k) => n + k.top1, 0);
if (process.env.BENCH_SEARCH_ACCURACY_ONLY) {
  console.log(`accuracy ${top3}/${queries.length} top 3, ${top1} top 1`);
  for (const [kind, k] of byKind) console.log(`  ${kind.padEnd(8)} top 3 ${k.top3}/${k.n}, top 1 ${k.top1}/${k.n}`);
  console.log(misses.join('\n'));
  process.exit(0);
}

// Timings in Chromium, against the build served like `gsite serve`.
const server = createStaticServer({ dir });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await launchChromium();
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

const cold: number[] = [];
for (let run = 0; run < 5; run++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/docs/v3/`);
  await page.locator('gsite-island[data-island="search-button"][data-hydrated]').first().waitFor({ state: 'attached' });
  const start = Date.now();
  await page.keyboard.press('Control+k');
  await page.locator('.search-modal__input').fill('timeline');
  await page.locator('.search-modal [role=option]').first().waitFor();
  cold.push(Date.now() - start);
  await context.close();
}

const page = await browser.newPage();
await page.goto(`${origin}/docs/v3/`);
await page.locator('gsite-island[data-island="search-button"][data-hydrated]').first().waitFor({ state: 'attached' });
await page.keyboard.press('Control+k');
await page.locator('.search-modal__input').fill('warm up');
await page.locator('.search-modal__body[data-answered="warm up"]').waitFor();
const keystrokes: number[] = [];
for (const { query } of queries.slice(0, 40)) {
  for (let i = 1; i <= query.length; i++) {
    const prefix = query.slice(0, i);
    if (!prefix.trim()) continue;
    // From the input event to the results for exactly that text being in the DOM.
    const ms = await page.evaluate(
      (value) =>
        new Promise<number>((resolve) => {
          const input = document.querySelector<HTMLInputElement>('.search-modal__input')!;
          const body = document.querySelector('.search-modal__body')!;
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
          const start = performance.now();
          // No named helpers in here: tsx would wrap them in a __name() the page does not have.
          const observer = new MutationObserver(() => {
            if (body.getAttribute('data-answered') !== value) return;
            observer.disconnect();
            resolve(performance.now() - start);
          });
          observer.observe(body, { attributes: true, childList: true, subtree: true });
          setter.call(input, value);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }),
      prefix,
    );
    keystrokes.push(ms);
  }
}
await browser.close();
server.close();

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const current = {
  date: new Date().toISOString(),
  cores: os.cpus().length,
  node: process.version,
  index: bytes,
  coldOpenMs: { median: percentile(cold, 50), runs: cold },
  keystrokeMs: { p50: +percentile(keystrokes, 50).toFixed(2), p95: +percentile(keystrokes, 95).toFixed(2), samples: keystrokes.length },
  accuracy: { queries: queries.length, top3, top1, share: +(top3 / queries.length).toFixed(3), byKind: Object.fromEntries(byKind) },
};

console.log(`\nsearch benchmark (${os.cpus().length} cores, node ${process.version}, ${dir})\n`);
console.log(`index            ${bytes.records} records; first part (titles, headings, keywords) ${kb(bytes.raw)} raw, ${kb(bytes.gzip)} gzip   (first keystroke, aim < 300 KB gzip: ${bytes.gzip < 300 * 1024 ? 'met' : 'not met'}); body part ${kb(bytes.bodyRaw)} raw, ${kb(bytes.bodyGzip)} gzip, fetched after it`);
console.log(`cold open        first results after ${current.coldOpenMs.median} ms (median of ${cold.length}: ${cold.join(', ')})`);
console.log(`keystroke        p50 ${current.keystrokeMs.p50} ms, p95 ${current.keystrokeMs.p95} ms over ${keystrokes.length} keystrokes   (aim p95 < 16 ms: ${current.keystrokeMs.p95 < 16 ? 'met' : 'not met'})`);
console.log(`accuracy         ${top3}/${queries.length} expected pages in the top 3 (${(current.accuracy.share * 100).toFixed(1)}%; aim ≥ 95%: ${current.accuracy.share >= 0.95 ? 'met' : 'not met'}), ${top1} first`);
for (const [kind, k] of byKind) console.log(`  ${kind.padEnd(8)} top 3 ${k.top3}/${k.n}, first ${k.top1}/${k.n}`);
if (misses.length) console.log(`misses:\n${misses.join('\n')}`);

const resultsFile = path.join(GSITE_ROOT, 'bench', 'results.json');
const saved = fs.existsSync(resultsFile) ? JSON.parse(fs.readFileSync(resultsFile, 'utf8')) : {};
fs.writeFileSync(resultsFile, JSON.stringify({ ...saved, search: { previous: saved.search?.current ?? null, current } }, null, 2) + '\n');
