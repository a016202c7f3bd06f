/**
 * `npm run bench:build`: clean production builds of the real site and of the shared
 * 2,000-page corpus, plus the time from saving a page in `gsite dev` to seeing it in the
 * browser. Prints a table and writes bench/results.json (the previous figures are kept
 * beside the new ones to show the change).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { GSITE_ROOT } from '../cli/paths.ts';
import { makeCorpusSite } from './corpus-site.ts';
import { measureDevEdit } from './dev-edit.ts';

interface BuildFigures {
  pages: number;
  seconds: number;
  timings: { stage: string; ms: number }[];
  peakRssMb: number;
  bytes: number;
}

process.env.NODE_ENV ??= 'production';
const PAGES = Number(process.env.BENCH_PAGES ?? 2000);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-bench-'));

function timedBuild(root: string, label: string): BuildFigures {
  const out = path.join(work, `${label}-out`);
  const child = spawnSync(process.execPath, ['--import', 'tsx', path.join(GSITE_ROOT, 'bench', 'run-build.ts'), root, out], {
    cwd: GSITE_ROOT,
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  if (child.status !== 0) throw new Error(`${label} build failed:\n${child.stderr}`);
  const lines = child.stdout.trim().split('\n');
  return JSON.parse(lines[lines.length - 1]!) as BuildFigures;
}

function row(label: string, f: BuildFigures): string {
  const stages = f.timings.map((t) => `${t.stage.replace(/ \d+ pages/, '')} ${(t.ms / 1000).toFixed(2)}`).join(', ');
  return `${label.padEnd(16)} ${String(f.pages).padStart(6)} ${f.seconds.toFixed(2).padStart(8)} ${(f.pages / f.seconds).toFixed(0).padStart(9)} ${String(f.peakRssMb).padStart(8)}   ${stages}`;
}

const corpusRoot = makeCorpusSite(path.join(work, 'corpus'), PAGES);
// A warm-up build fills esbuild's and the OS's caches the same way for both measurements.
timedBuild(GSITE_ROOT, 'warmup');
const site = timedBuild(GSITE_ROOT, 'site');
const corpus = timedBuild(corpusRoot, 'corpus');
const dev = await measureDevEdit(corpusRoot, 7);

console.log(`\ngsite build benchmark (${os.cpus().length} cores, node ${process.version})\n`);
console.log(`${'build'.padEnd(16)} ${'pages'.padStart(6)} ${'seconds'.padStart(8)} ${'pages/s'.padStart(9)} ${'peak MB'.padStart(8)}   seconds per stage`);
console.log(row('real site', site));
console.log(row(`corpus ${PAGES}`, corpus));
console.log(`\ngsite dev, one-page edit → visible in the browser: median ${dev.median} ms (runs: ${dev.runs.join(', ')} ms)`);
console.log(`aim: ${PAGES} corpus pages in under 4 s (${corpus.seconds < 4 ? 'met' : 'not met'}); dev edit under 100 ms (${dev.median < 100 ? 'met' : 'not met'})\n`);

const resultsFile = path.join(GSITE_ROOT, 'bench', 'results.json');
const previous = fs.existsSync(resultsFile) ? JSON.parse(fs.readFileSync(resultsFile, 'utf8')) : {};
const current = { date: new Date().toISOString(), cores: os.cpus().length, node: process.version, site, corpus: { ...corpus, requested: PAGES }, devEditMs: dev };
if (previous.build?.current) {
  const before = previous.build.current;
  console.log(`change since ${before.date}: corpus ${before.corpus.seconds.toFixed(2)} s → ${corpus.seconds.toFixed(2)} s, site ${before.site.seconds.toFixed(2)} s → ${site.seconds.toFixed(2)} s`);
}
fs.writeFileSync(resultsFile, JSON.stringify({ ...previous, build: { previous: previous.build?.current ?? null, current } }, null, 2) + '\n');
fs.rmSync(work, { recursive: true, force: true });
