import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HtmlValidate, StaticConfigLoader, type ConfigData, type ResolvedConfig } from 'html-validate';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_DIR, builtPages } from '../helpers/built-pages.ts';
import { frameDocumentsIn } from '../helpers/pages-in.ts';
import { pagesToCrawl } from '../helpers/page-sample.ts';

const pages = builtPages();

/**
 * The config is the same for every page: resolved once. (html-validate's static loader resolves
 * it again for each document, rebuilding its element table: a sixth of this file's time.)
 */
class ResolvedOnceLoader extends StaticConfigLoader {
  private resolved: ResolvedConfig | Promise<ResolvedConfig> | undefined;
  override getConfigFor(handle: string, configOverride?: ConfigData): ResolvedConfig | Promise<ResolvedConfig> {
    if (configOverride) return super.getConfigFor(handle, configOverride);
    return (this.resolved ??= super.getConfigFor(handle));
  }
}

const validator = new HtmlValidate(new ResolvedOnceLoader({
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements as <meta/>; both forms are valid HTML.
    'void-style': 'off',
    // Long single-line documents are what a minifying SSR produces.
    'long-title': 'off',
    // Custom elements (<gsite-island>) are valid HTML; their names are ours.
    'no-unknown-elements': 'off',
    // `style` attributes come from config colours (announcement bar) and are allowed by the CSP.
    'no-inline-style': 'off',
    // React serialises attributes its own way (charSet, dateTime, open="", download=""); all valid HTML.
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // role="list" on styled lists is deliberate: Safari drops list semantics with list-style: none.
    'no-redundant-role': 'off',
    'prefer-native-element': ['error', { exclude: ['list'] }],
    // HTML5 allows any id without spaces; heading ids follow GitHub's slugs (`-and--in-…`).
    'valid-id': ['error', { relaxed: true }],
  },
  elements: ['html5', { 'gsite-island': { flow: true, phrasing: true, transparent: true } }],
}));

/**
 * What is validated of each page: the whole document for the pages the per-page gates sample
 * (every kind signature: template, islands, kinds of content; every page under `npm run
 * test:full`), and the content (`<main>`) of every other page. Around the content, a page
 * is its template's markup filled with escaped text: a kind's sampled page shows whether that
 * markup is valid, while the content comes from each page's own Markdown.
 */
function toValidate(page: { file: string; html: string }, whole: boolean): string {
  if (whole) return page.html;
  const start = page.html.indexOf('<main');
  const end = page.html.lastIndexOf('</main>');
  if (start < 0 || end < 0) return page.html;
  return `<!DOCTYPE html><html lang="en"><head><title>content</title></head><body>${page.html.slice(start, end + 7)}</body></html>`;
}

test('every page is valid HTML', async () => {
  const failures: string[] = [];
  // Frame documents (a page's sandboxed iframe) are not pages, but HTML all the same.
  const frames = [...frameDocumentsIn(BUILD_DIR)].map(([file, html]) => ({ file, html }));
  assert.ok(frames.length > 0, 'the frame documents are found (Playtime has two)');
  const whole = new Set(pagesToCrawl(pages).pages.map((p) => p.file));
  for (const page of [...pages, ...frames]) {
    const report = await validator.validateString(toValidate(page, whole.has(page.file) || !pages.includes(page as (typeof pages)[number])), page.file);
    for (const result of report.results) {
      for (const m of result.messages) failures.push(`${page.file}: [${m.ruleId}] ${m.message}`);
    }
  }
  assert.deepEqual(failures, []);
});

test('every page has one h1, lang, a meta description and Open Graph tags; indexable pages a canonical URL', () => {
  const failures: string[] = [];
  for (const page of pages) {
    const h1s = page.html.match(/<h1[\s>]/g)?.length ?? 0;
    if (h1s !== 1) failures.push(`${page.file}: ${h1s} h1 elements`);
    if (!/<html lang="[a-z-]+"/.test(page.html)) failures.push(`${page.file}: no lang`);
    if (!/<meta name="description" content="[^"]{20,}"/.test(page.html)) failures.push(`${page.file}: no meta description of 20+ characters`);
    for (const og of ['og:title', 'og:description', 'og:type', 'og:url']) {
      if (!page.html.includes(`property="${og}"`)) failures.push(`${page.file}: no ${og}`);
    }
    const noindex = page.html.includes('<meta name="robots" content="noindex"/>');
    if (!noindex && !/<link rel="canonical" href="https:\/\/[^"]+"/.test(page.html)) failures.push(`${page.file}: no canonical URL`);
  }
  assert.deepEqual(failures, []);
});

test('titles and descriptions are unique across the site', () => {
  const byTitle = new Map<string, string[]>();
  const byDescription = new Map<string, string[]>();
  for (const page of pages) {
    const title = /<title>([^<]*)<\/title>/.exec(page.html)?.[1] ?? '';
    const description = /<meta name="description" content="([^"]*)"/.exec(page.html)?.[1] ?? '';
    byTitle.set(title, [...(byTitle.get(title) ?? []), page.file]);
    byDescription.set(description, [...(byDescription.get(description) ?? []), page.file]);
  }
  const dupes = (m: Map<string, string[]>) => [...m].filter(([, files]) => files.length > 1).map(([v, files]) => `"${v}": ${files.join(', ')}`);
  assert.deepEqual(dupes(byTitle), [], 'duplicate <title>');
  assert.deepEqual(dupes(byDescription), [], 'duplicate meta description');
});

test('no render-blocking script in <head> but the theme script', () => {
  const failures: string[] = [];
  for (const page of pages) {
    const head = /<head>([\s\S]*?)<\/head>/.exec(page.html)?.[1] ?? '';
    const scripts = [...head.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    for (const [, attrs, body] of scripts) {
      const blocking = !/type="module"|\bdefer\b|\basync\b/.test(attrs!);
      if (blocking && (/\bsrc=/.test(attrs!) || body!.length > 1200)) failures.push(`${page.file}: blocking script ${attrs || body!.slice(0, 60)}`);
    }
    if (scripts.length > 1) failures.push(`${page.file}: ${scripts.length} scripts in <head>`);
  }
  assert.deepEqual(failures, []);
});

test('every sitemap entry is a built page, and every indexable page is in the sitemap', () => {
  const sitemap = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  const locs = [...sitemap.matchAll(/<loc>https:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => decodeURI(m[1]!.replace(/&amp;/g, '&')));
  const byUrl = new Map(pages.map((p) => [p.url.replace(/\/$/, '') || '/', p]));
  const missing = locs.filter((u) => !byUrl.has(u.replace(/\/$/, '') || '/'));
  assert.deepEqual(missing, [], 'sitemap entries without a page');
  const listed = new Set(locs.map((u) => u.replace(/\/$/, '') || '/'));
  const unlisted = pages.filter((p) => !p.html.includes('content="noindex"') && !listed.has(p.url.replace(/\/$/, '') || '/')).map((p) => p.url);
  assert.deepEqual(unlisted, [], 'indexable pages missing from the sitemap');
});
