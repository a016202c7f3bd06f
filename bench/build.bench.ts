/**
 * `npm run bench:build`: the shared corpus (../shared/bench/gen-corpus.mjs) at 500 and 2,000
 * pages, built by gsite cold (empty content cache) and warm (nothing changed), and by the
 * Eleventy baseline in the same run, so the figures compare with other generators measured on
 * the very same pages; then the real site, and the time from saving a page in `gsite dev`
 * to seeing it in the browser. Prints a table and writes bench/results.json (the previous
 * figures are kept beside the new ones to show the change).
 *
 * BENCH_SIZES=500,2000 (default) picks the corpus sizes; BENCH_SKIP_ELEVENTY=1 skips the
 * baseline (it installs Eleventy from the npm registry once into the system temp folder).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { GSITE_ROOT } from '../cli/paths.ts';
import { makeCorpusSite, withSocialCards } from './corpus-site.ts';
import { measureDevEdit } from './dev-edit.ts';

interface BuildFigures {
  pages: number;
  seconds: number;
  timings: { stage: string; ms: number }[];
  peakRssMb: number;
  bytes: number;
}

interface SizeFigures {
  requested: number;
  cold: BuildFigures;
  warm: BuildFigures;
  /** gzip size of one typical corpus page's HTML (the middle doc of the manifest). */
  typicalPageGzBytes: number;
  eleventySeconds?: number;
}

process.env.NODE_ENV ??= 'production';
const SIZES = (process.env.BENCH_SIZES ?? '500,2000').split(',').map(Number);
const ELEVENTY = path.resolve(GSITE_ROOT, '..', 'shared', 'bench', 'eleventy-baseline', 'run.mjs');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-bench-'));

function timedBuild(root: string, out: string, cacheDir: string): BuildFigures {
  const child = spawnSync(process.execPath, ['--import', 'tsx', path.join(GSITE_ROOT, 'bench', 'run-build.ts'), root, out, cacheDir], {
    cwd: GSITE_ROOT,
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  if (child.status !== 0) throw new Error(`build of ${root} failed:\n${child.stderr}`);
  const lines = child.stdout.trim().split('\n');
  return JSON.parse(lines[lines.length - 1]!) as BuildFigures;
}

function eleventySeconds(corpus: string): number | undefined {
  if (process.env.BENCH_SKIP_ELEVENTY || !fs.existsSync(ELEVENTY)) return undefined;
  const child = spawnSync(process.execPath, [ELEVENTY, '--corpus', corpus, '--runs', '3'], { encoding: 'utf8', maxBuffer: 1 << 24 });
  if (child.status !== 0) {
    console.error(`Eleventy baseline failed (left out):\n${child.stderr.slice(-2000)}`);
    return undefined;
  }
  const lines = child.stdout.trim().split('\n');
  return (JSON.parse(lines[lines.length - 1]!) as { median: number }).median;
}

function measureSize(pages: number): SizeFigures {
  const dir = path.join(work, `corpus-${pages}`);
  const site = makeCorpusSite(dir, pages);
  const cache = path.join(dir, 'cache');
  const out = path.join(dir, 'out');
  const cold = timedBuild(site, out, cache);
  const warm = timedBuild(site, out, cache);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'corpus', 'manifest.json'), 'utf8')) as { docs: { path: string }[] };
  const typical = manifest.docs[Math.floor(manifest.docs.length / 2)]!.path;
  const typicalPageGzBytes = zlib.gzipSync(fs.readFileSync(path.join(out, 'docs', typical, 'index.html'))).length;
  return { requested: pages, cold, warm, typicalPageGzBytes, eleventySeconds: eleventySeconds(path.join(dir, 'corpus')) };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

// A warm-up build fills esbuild's and the OS's caches the same way for every measurement.
timedBuild(GSITE_ROOT, path.join(work, 'warmup-out'), path.join(work, 'warmup-cache'));
const sizes = SIZES.map(measureSize);
const realSite = timedBuild(GSITE_ROOT, path.join(work, 'site-out'), path.join(work, 'site-cache'));
const largest = sizes[sizes.length - 1]!;
// Readers' extra formats (issue 25): the largest corpus again with social cards, cold then warm.
const cardsSite = path.join(work, `corpus-${largest.requested}`, 'site');
withSocialCards(cardsSite);
const cards = {
  cold: timedBuild(cardsSite, path.join(work, 'cards-out'), path.join(work, 'cards-cache')),
  warm: timedBuild(cardsSite, path.join(work, 'cards-out'), path.join(work, 'cards-cache')),
};
const cardMs = (f: BuildFigures) => f.timings.find((t) => t.stage === 'drawing social cards')?.ms ?? 0;
const cardShare = (f: BuildFigures) => `${(cardMs(f) / 1000).toFixed(2)} s of ${f.seconds.toFixed(2)} s (${(cardMs(f) / 10 / f.seconds).toFixed(1)}%)`;
const dev = await measureDevEdit(path.join(work, `corpus-${largest.requested}`, 'site'), 11);

console.log(`\ngsite build benchmark (${os.cpus().length} cores, node ${process.version})\n`);
console.log(`${'corpus'.padEnd(8)} ${'cold s'.padStart(7)} ${'ms/page'.padStart(8)} ${'warm s'.padStart(7)} ${'peak RSS'.padStart(9)} ${'output'.padStart(7)} ${'page gz'.padStart(8)} ${'Eleventy s'.padStart(11)} ${'ratio'.padStart(6)}`);
for (const s of sizes) {
  const ratio = s.eleventySeconds ? (s.cold.seconds / s.eleventySeconds).toFixed(1) + '×' : '–';
  console.log(
    `${String(s.cold.pages).padEnd(8)} ${s.cold.seconds.toFixed(2).padStart(7)} ${((s.cold.seconds * 1000) / s.cold.pages).toFixed(1).padStart(8)} ${s.warm.seconds.toFixed(2).padStart(7)} ${`${Math.max(s.cold.peakRssMb, s.warm.peakRssMb)} MB`.padStart(9)} ${mb(s.cold.bytes).padStart(7)} ${kb(s.typicalPageGzBytes).padStart(8)} ${(s.eleventySeconds?.toFixed(2) ?? '–').padStart(11)} ${ratio.padStart(6)}`,
  );
}
console.log(`\nreal site: ${realSite.pages} pages in ${realSite.seconds.toFixed(2)} s (stages: ${realSite.timings.map((t) => `${t.stage.replace(/ \d+ pages/, '')} ${(t.ms / 1000).toFixed(2)}`).join(', ')})`);
console.log(
  `social cards at ${largest.cold.pages} pages (the same corpus with socialCards: true): cold ${cardShare(cards.cold)}, warm ${cardShare(cards.warm)}; ` +
    `the Markdown twins are written while rendering and llms.txt while deriving outputs (${((largest.warm.timings.find((t) => t.stage === 'deriving outputs')?.ms ?? 0) / 1000).toFixed(2)} s warm, with the search index)`,
);
console.log(`gsite dev, one-page edit → visible in the browser: median ${dev.median} ms of ${dev.runs.length} edits (runs: ${dev.runs.join(', ')} ms; the first edit after start, apart: ${dev.first} ms)`);

// The targets of the scale issue, met or not, so a run says where it stands.
const small = sizes.find((s) => s.requested === 500);
const big = sizes.find((s) => s.requested === 2000);
if (big) {
  const aims: [string, boolean][] = [
    ['2,000 pages cold < 4 s', big.cold.seconds < 4],
    ['2,000 pages warm < 1.5 s', big.warm.seconds < 1.5],
    ['peak RSS < 600 MB', Math.max(big.cold.peakRssMb, big.warm.peakRssMb) < 600],
    ['output < 100 MB', big.cold.bytes < 100 * 1024 * 1024],
    ['typical page ≤ 12 KB gz', big.typicalPageGzBytes <= 12 * 1024],
    ['dev edit-to-reload median < 60 ms', dev.median < 60],
    ['social cards < 15% of a warm build', cardMs(cards.warm) < 0.15 * cards.warm.seconds * 1000],
  ];
  if (small) aims.push([`cost of 2,000 ≤ 4.4 × cost of 500 (${(big.cold.seconds / small.cold.seconds).toFixed(2)}×)`, big.cold.seconds <= 4.4 * small.cold.seconds]);
  console.log(`\n${aims.map(([aim, met]) => `${met ? 'met    ' : 'not met'}  ${aim}`).join('\n')}\n`);
}

const resultsFile = path.join(GSITE_ROOT, 'bench', 'results.json');
const previous = fs.existsSync(resultsFile) ? JSON.parse(fs.readFileSync(resultsFile, 'utf8')) : {};
const current = { date: new Date().toISOString(), cores: os.cpus().length, node: process.version, corpus: sizes, socialCards: cards, site: realSite, devEditMs: dev };
fs.writeFileSync(resultsFile, JSON.stringify({ ...previous, build: { previous: previous.build?.current ?? null, current } }, null, 2) + '\n');
fs.rmSync(work, { recursive: true, force: true });
