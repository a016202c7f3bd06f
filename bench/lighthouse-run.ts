/**
 * One Lighthouse run on one URL, for `bench/pages.bench.ts`: a fresh headless Chromium
 * (Debian's /usr/bin/chromium, never a downloaded one) per run, Lighthouse's defaults
 * (mobile form factor, simulated throttling), the four scored categories only, and the
 * figures boiled down to what the benchmark prints and keeps.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The flags this sandbox needs (see test/helpers/browser.ts); there is no network besides localhost. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export interface AuditNote {
  id: string;
  title: string;
  /** 0..1, or null when the audit errored. */
  score: number | null;
  /** The audit's weight in the category score (0: a diagnostic or insight that does not count). */
  weight: number;
  displayValue?: string;
  error?: string;
}

export interface PageFigures {
  /** 0..100 per category; null if Lighthouse could not score it. */
  scores: Record<Category, number | null>;
  lcpS: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Total bytes transferred (Lighthouse's total-byte-weight: every response, compressed, with headers). */
  bytes: number | null;
  requests: number | null;
  finalUrl: string;
  /** Per category under 100: the audits that lose points (weighted first), then the errored ones. */
  failing: Partial<Record<Category, AuditNote[]>>;
  /** Audits in any category that could not run at all. */
  errored: AuditNote[];
  warnings: string[];
  runtimeError?: string;
  lighthouseVersion: string;
  userAgent: string;
  benchmarkIndex: number | null;
}

export async function runLighthouse(url: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'silent',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

const numeric = (lhr: Result, id: string): number | null => {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

export function summarize(lhr: Result): PageFigures {
  const scores = {} as Record<Category, number | null>;
  const failing: PageFigures['failing'] = {};
  const errored = new Map<string, AuditNote>();
  for (const key of CATEGORIES) {
    const category = lhr.categories[key];
    scores[key] = category?.score == null ? null : Math.round(category.score * 100);
    const notes: AuditNote[] = [];
    for (const ref of category?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit) continue;
      const note: AuditNote = { id: ref.id, title: audit.title, score: audit.score, weight: ref.weight };
      if (audit.displayValue) note.displayValue = audit.displayValue;
      if (audit.scoreDisplayMode === 'error') {
        note.error = audit.errorMessage ?? 'error';
        errored.set(ref.id, note);
        notes.push(note);
      } else if (typeof audit.score === 'number' && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual') {
        notes.push(note);
      }
    }
    if (scores[key] !== 100 && notes.length > 0) {
      // Audits that cost points first (heaviest first), then the zero-weight diagnostics, then errors.
      notes.sort((a, b) => Number(!!a.error) - Number(!!b.error) || b.weight - a.weight || (a.score ?? 1) - (b.score ?? 1));
      failing[key] = notes;
    }
  }
  const requests = lhr.audits['network-requests']?.details;
  return {
    scores,
    lcpS: ms(numeric(lhr, 'largest-contentful-paint'), 1000),
    tbtMs: ms(numeric(lhr, 'total-blocking-time'), 1),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    bytes: numeric(lhr, 'total-byte-weight'),
    requests: requests && 'items' in requests && Array.isArray(requests.items) ? requests.items.length : null,
    finalUrl: lhr.finalDisplayedUrl,
    failing,
    errored: [...errored.values()],
    warnings: lhr.runWarnings.map(String),
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent,
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
  };
}

function ms(value: number | null, divisor: number): number | null {
  return value === null ? null : value / divisor;
}

/**
 * Of several runs of one page, the one Lighthouse itself would report: closest to the
 * median FCP and TTI (lighthouse/core/lib/median-run.js, reimplemented here because it is
 * not part of the package's typed API).
 */
export function medianRun(runs: Result[]): Result {
  if (runs.length === 1) return runs[0]!;
  const value = (lhr: Result, id: string) => numeric(lhr, id) ?? Number.NaN;
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    const mid = Math.floor(s.length / 2);
    return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
  };
  const fcp = median(runs.map((r) => value(r, 'first-contentful-paint')));
  const tti = median(runs.map((r) => value(r, 'interactive')));
  const distance = (r: Result) => (fcp - value(r, 'first-contentful-paint')) ** 2 + (tti - value(r, 'interactive')) ** 2;
  const sorted = runs
    .filter((r) => !Number.isNaN(distance(r)))
    .sort((a, b) => distance(a) - distance(b) || value(a, 'interactive') - value(b, 'interactive'));
  return sorted[0] ?? runs[0]!;
}
