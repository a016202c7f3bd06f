/**
 * `npm test`: every test of the repository, or the files named on the command line.
 *
 *   npm test                                  # type check + every test file
 *   npm test -- test/e2e/header.test.ts       # one file (no type check), against a fresh build
 *   npm run test:full                         # the per-page gates crawl every page
 *
 * The run, top-down:
 * 1. build/ made fresh: rebuilt when the sources changed since it was built (fresh-build.ts);
 * 2. one Chromium (a browser server) and one static server of build/ for the whole run: every
 *    browser test file connects to them (GSITE_TEST_BROWSER_WS, GSITE_TEST_SITE_URL);
 * 3. two lanes (runLanes): one runs the browser files one after another, the longest first,
 *    while the other runs the type check (whole runs only; incremental) and the files that
 *    need no browser, then helps with the browser files (`--serial`: never two browser files
 *    at once; a file that ran alone gets its CPU time, Chromium's included, in the table);
 * 4. a table of each file's time, slowest first; the exit code says whether all passed.
 *
 * Each file runs in its own process, so a file behaves the same here as run alone with
 * `NODE_ENV=production node --import tsx --test <file>`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { GSITE_ROOT } from '../cli/paths.ts';
import { createStaticServer } from '../cli/serve/static-server.ts';
import { CHROMIUM_LAUNCH } from './helpers/browser.ts';

interface FileResult {
  file: string;
  seconds: number;
  ok: boolean;
  tests: number;
  output: string;
  /**
   * CPU-seconds of every process while the job ran (Chromium's and the servers' included): the
   * job's own only when nothing ran beside it (`--serial` with browser files named), so only
   * then given.
   */
  cpu?: number;
}

const argv = process.argv.slice(2);
const flags = new Set(argv.filter((a) => a.startsWith('--')));
const named = argv.filter((a) => !a.startsWith('--'));
if (flags.has('--full')) process.env.GSITE_TEST_FULL = '1';

/** Test files: `*.test.ts(x)` below cli/ and test/, fixture sites excluded. */
function allTestFiles(): string[] {
  const out: string[] = [];
  for (const dir of ['cli', 'test']) {
    for (const rel of fs.readdirSync(path.join(GSITE_ROOT, dir), { recursive: true }).map(String)) {
      const file = path.join(dir, rel);
      if (/\.test\.tsx?$/.test(file) && !file.split(path.sep).includes('fixtures')) out.push(file);
    }
  }
  return out.sort();
}

/** A file that drives Chromium (directly or through the browser helpers). */
const usesBrowser = (file: string) => /launchChromium|useBrowserAndSite|createBlockRunner/.test(fs.readFileSync(path.join(GSITE_ROOT, file), 'utf8'));

/**
 * Test processes still running: stopped with the runner, not left to carry on alone. Each
 * leads its own process group, so what it started (esbuild's service, a dev server's
 * children) is stopped with it.
 */
const children = new Set<ChildProcess>();
const killGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  try {
    process.kill(-child.pid!, signal);
  } catch (error) {
    // ESRCH: the group is gone already; anything else is a real failure.
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) killGroup(child, signal);
    process.exit(130);
  });
}

/**
 * How long one test file (or the type check) may run before it is stopped and counted as
 * failed: a file that hangs (its tests done, but something it opened keeps its process
 * alive) fails the run with its output instead of stalling it until CI gives up. The slowest
 * file takes ~4 minutes on 2 cores; GSITE_TEST_FILE_LIMIT (seconds) changes the limit.
 */
const FILE_LIMIT_SECONDS = Number(process.env.GSITE_TEST_FILE_LIMIT ?? 900);

function runProcess(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ code: number; output: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: GSITE_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    children.add(child);
    let output = '';
    const limit = setTimeout(() => {
      output += `\n(stopped by the test runner: still running after ${FILE_LIMIT_SECONDS} s)\n`;
      killGroup(child, 'SIGKILL');
    }, FILE_LIMIT_SECONDS * 1000);
    child.on('exit', () => {
      children.delete(child);
      clearTimeout(limit);
      // What the file started and left running would hold its output open (and the run with it).
      killGroup(child, 'SIGKILL');
    });
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    child.on('close', (code) => resolve({ code: code ?? 1, output, seconds: (performance.now() - started) / 1000 }));
  });
}

async function runFile(file: string, env: NodeJS.ProcessEnv): Promise<FileResult> {
  const { code, output, seconds } = await runProcess(process.execPath, ['--import', 'tsx', '--test-reporter=spec', file], env);
  const tests = Number(/^ℹ tests (\d+)/m.exec(output)?.[1] ?? 0);
  const result = { file, seconds, ok: code === 0, tests, output };
  // Passing files take one line; a failing file shows all it printed.
  if (result.ok) console.log(`✔ ${file} (${tests} tests, ${seconds.toFixed(1)} s)`);
  else console.log(`✖ ${file} (${seconds.toFixed(1)} s)\n${output.replace(/^/gm, '    ')}`);
  return result;
}

/** A test file to run, or the type check, in a lane (below). */
type Job = () => Promise<FileResult>;

/**
 * Runs the jobs in two lanes, each taking its next job from the queues in its own order of
 * preference: one lane prefers the browser files, the other the files without a browser (and
 * the type check), and each turns to the other queue when its own is empty. So a whole run
 * keeps one browser file going from the start while the other core runs the files that need
 * none; only when those are done do two browser files run at once. (Measured on 2 cores: the
 * 31 browser files one at a time kept the cores 77 % busy for 670 s, 1,027 CPU-s; two at a
 * time 98 % for 701 s, 1,374 CPU-s: two at once gain nothing while other work can fill the
 * second core; the whole run 868 -> 703 s.) `serialBrowser`: never two browser files at once.
 */
async function runLanes(queues: { browser: Job[]; other: Job[] }, serialBrowser: boolean): Promise<FileResult[]> {
  const results: FileResult[] = [];
  let browserRunning = 0;
  /** The jobs running now, each with whether another ran beside it at any moment. */
  const running = new Set<{ overlapped: boolean }>();
  const run = async (job: Job): Promise<FileResult> => {
    const me = { overlapped: running.size > 0 };
    for (const other of running) other.overlapped = true;
    running.add(me);
    const before = cpuReading().busy;
    const result = await job();
    running.delete(me);
    return me.overlapped ? result : { ...result, cpu: (cpuReading().busy - before) / 1000 };
  };
  const next = (prefer: 'browser' | 'other'): { job: Job; browser: boolean } | undefined => {
    const order: ('browser' | 'other')[] = prefer === 'browser' ? ['browser', 'other'] : ['other', 'browser'];
    for (const queue of order) {
      if (queue === 'browser' && serialBrowser && browserRunning > 0) continue;
      const job = queues[queue].shift();
      if (job) return { job, browser: queue === 'browser' };
    }
    return undefined;
  };
  await Promise.all(
    (['browser', 'other'] as const).map(async (prefer) => {
      for (let taken = next(prefer); taken; taken = next(prefer)) {
        if (taken.browser) browserRunning++;
        try {
          results.push(await run(taken.job));
        } finally {
          if (taken.browser) browserRunning--;
        }
      }
    }),
  );
  return results;
}

/**
 * Files that take minutes (they grow with the site's pages and demos) start first: with two
 * lanes, the short files then fill the other lane instead of waiting behind them at the end.
 */
const LONG_FILES = ['test/reference/demos-run.test.ts', 'test/gates/pages.test.ts'];
function longestFirst(files: string[]): string[] {
  return [...files.filter((f) => LONG_FILES.includes(f)), ...files.filter((f) => !LONG_FILES.includes(f))];
}

async function typecheck(): Promise<FileResult> {
  const tsc = path.join(GSITE_ROOT, 'node_modules/typescript/bin/tsc');
  const cache = path.join(GSITE_ROOT, 'node_modules/.cache/tsc');
  const started = performance.now();
  const runs = await Promise.all(
    [['tsconfig.json', 'site'], ['client/tsconfig.json', 'client']].map(([project, name]) =>
      runProcess(process.execPath, [tsc, '-p', project!, '--incremental', '--tsBuildInfoFile', path.join(cache, `${name}.tsbuildinfo`)]),
    ),
  );
  const ok = runs.every((r) => r.code === 0);
  const output = runs.map((r) => r.output).join('');
  const seconds = (performance.now() - started) / 1000;
  if (ok) console.log(`✔ type check (${seconds.toFixed(1)} s)`);
  else console.log(`✖ type check\n${output.replace(/^/gm, '    ')}`);
  return { file: 'type check (tsc)', seconds, ok, tests: 0, output };
}

/**
 * How busy the machine's cores were between two readings (all processes: the test files,
 * Chromium, the servers). Near 100 %, only less work makes the run shorter; well below it,
 * more files at once would.
 */
function cpuReading(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}
/**
 * Starts timing a phase; the returned function says how long it took, how busy the cores were,
 * and how much of that was this process (the static server of build/ and Playwright's browser server).
 */
function startPhase(): (label: string) => string {
  const from = cpuReading();
  const own = process.cpuUsage();
  const wall = performance.now();
  return (label) => {
    const to = cpuReading();
    const busy = Math.round((100 * (to.busy - from.busy)) / Math.max(1, to.total - from.total));
    const { user, system } = process.cpuUsage(own);
    return `${label}: ${((performance.now() - wall) / 1000).toFixed(0)} s, ${busy} % of ${os.cpus().length} cores busy, ${((user + system) / 1e6).toFixed(0)} CPU-s in the runner`;
  };
}

function printTable(results: FileResult[], wall: number): void {
  console.log('\nTime per file, slowest first:');
  for (const r of [...results].sort((a, b) => b.seconds - a.seconds)) {
    const cpu = r.cpu === undefined ? '' : `${r.cpu.toFixed(1).padStart(7)} CPU-s`;
    console.log(`  ${r.seconds.toFixed(1).padStart(6)} s${cpu}  ${r.ok ? ' ' : '✖'} ${r.file}`);
  }
  const failed = results.filter((r) => !r.ok);
  const tests = results.reduce((n, r) => n + r.tests, 0);
  console.log(`\n${results.length} files, ${tests} tests, ${failed.length} failed, ${wall.toFixed(0)} s in all.`);
  for (const r of failed) console.log(`  failed: ${r.file}`);
}

async function main(): Promise<number> {
  const started = performance.now();
  const files = named.length ? named.map((f) => path.relative(GSITE_ROOT, path.resolve(f))) : allTestFiles();
  for (const f of files) if (!fs.existsSync(path.join(GSITE_ROOT, f))) throw new Error(`No such test file: ${f}`);
  const browserFiles = files.filter(usesBrowser);
  const unitFiles = files.filter((f) => !browserFiles.includes(f));

  // Made fresh before any file reads it, so files never rebuild it concurrently.
  const { BUILD_DIR } = await import('./helpers/built-pages.ts');

  // Test files that build a site in their own process render it as `gsite` does: the CLI sets
  // NODE_ENV=production before React loads (cli/bin/gsite.mjs), and React's development build
  // renders at half the speed (unit files 169 -> 158 s).
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
  const checking = !named.length || flags.has('--typecheck');
  const other: Job[] = [...(checking ? [typecheck] : []), ...unitFiles.map((f) => () => runFile(f, env))];
  const browser: Job[] = longestFirst(browserFiles).map((f) => () => runFile(f, env));

  let close = async () => {};
  if (browserFiles.length) {
    const server = await chromium.launchServer(CHROMIUM_LAUNCH);
    const site = createStaticServer({ dir: BUILD_DIR });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    env.GSITE_TEST_BROWSER_WS = server.wsEndpoint();
    env.GSITE_TEST_SITE_URL = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    close = async () => {
      await server.close();
      site.close();
    };
  }
  const timing = startPhase();
  let results: FileResult[];
  try {
    results = await runLanes({ browser, other }, flags.has('--serial'));
  } finally {
    await close();
  }
  printTable(results, (performance.now() - started) / 1000);
  console.log(timing(`${browserFiles.length} browser files and ${unitFiles.length + (checking ? 1 : 0)} other jobs in two lanes`));
  return results.every((r) => r.ok) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
