import { test } from 'node:test';
import assert from 'node:assert/strict';
import { builtPages } from '../helpers/built-pages.ts';
import { BUDGETS, fmt } from '../helpers/budgets.ts';
import { gzipSize } from '../helpers/page-bytes.ts';

/**
 * Every page's HTML within the gzip budget of its kind (test/helpers/budgets.ts). The JavaScript
 * and CSS a page loads before any interaction are measured in the browser by the per-page crawl
 * (pages.test.ts), on every page it visits.
 */
test('every page\'s HTML stays within the gzip budget of its kind', () => {
  const failures: string[] = [];
  for (const page of builtPages()) {
    const budget = BUDGETS[page.kind];
    if (!budget) {
      failures.push(`${page.file}: no budget for page kind "${page.kind}"`);
      continue;
    }
    const html = gzipSize(page.html);
    if (html > budget.html) failures.push(`${page.file}: HTML ${fmt(html)} > ${fmt(budget.html)}`);
  }
  assert.deepEqual(failures, []);
});
