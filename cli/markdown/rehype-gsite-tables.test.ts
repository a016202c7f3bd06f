import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toHtml } from 'hast-util-to-html';
import { createMarkdownCompiler } from './processor.ts';
import { uniqueIds } from './rehype-gsite-tables.ts';
import { extractBlocks } from '../search/blocks.ts';
import { pageRecords } from '../search/records.ts';
import type { Route } from '../routes/route.ts';

const compile = createMarkdownCompiler({ directives: {} });
const run = (body: string) => compile({ body, source: '/site/content/docs/page.md', bodyLine: 1, fileUrls: {}, tocMin: 2, tocMax: 3 }).hast;

const OPTIONS = `## Pin

| Property | Type | Default | Meaning |
|---|---|---|---|
| \`pin\` | \`boolean\` | \`false\` | Pins the element. |
| \`"top top"\` | string | none | A position. |
| \`onStartParams\`, \`onUpdateParams\` | \`any[]\` | none | Arguments. |
| \`duration\` | \`number\` | \`0.5\` | Seconds. |
| \`lagSmoothing(threshold, adjustedLag?)\` | function | none | Smooths lag. |

| Parameter | Type | Description |
|---|---|---|
| \`duration\` | \`number\` | Deprecated form. |
`;

test('a reference table gets an anchor per row, named as written, never clashing with a heading', () => {
  const html = toHtml(run(OPTIONS));
  assert.match(html, /<h2 id="pin">/);
  // The heading keeps "pin"; the row that would share it takes the next free id.
  assert.match(html, /<tr role="row" id="pin-1">/);
  assert.match(html, /<tr role="row" id="top-top">/);
  assert.match(html, /<tr role="row" id="onStartParams">/);
  assert.match(html, /<tr role="row" id="lagSmoothing">/, 'a method row is named without its arguments');
  assert.match(html, /<code id="onUpdateParams">onUpdateParams<\/code>/);
  // Two tables documenting the same name: ids stay unique on the page.
  assert.match(html, /<tr role="row" id="duration">[\s\S]*<tr role="row" id="duration-1">/);
  assert.match(html, /<a class="row-anchor" href="#onStartParams" aria-label="Link to onStartParams">#<\/a>/);
});

test('every body cell names its column; wide reference tables are laid out as entries with table roles', () => {
  const html = toHtml(run(OPTIONS));
  assert.match(html, /<table data-stack="" data-cols="4" role="table" class="table--reference" data-layout="entries">/);
  assert.match(html, /<td role="cell" data-label="Type"><code>boolean<\/code><\/td>/);
  assert.match(html, /<td role="cell" data-label="Meaning">Pins the element.<\/td>/);
  assert.match(html, /<th role="columnheader">Default<\/th>/);
});

test('a table of prose rows gets no anchors; a two-column table stays a table without roles', () => {
  const prose = toHtml(run('| Name | Born | Notes |\n|---|---|---|\n| Ada | 1815 | First program |\n| Alan | 1912 | Machines |\n'));
  assert.match(prose, /<table data-stack="" data-cols="3" role="table">/);
  assert.doesNotMatch(prose, /<tr[^>]* id=|table--reference|row-anchor/);
  const methods = toHtml(run('| Method | Description |\n|---|---|\n| `play()` | Plays. |\n| `pause()` | Pauses. |\n'));
  assert.match(methods, /<table class="table--reference">\s*<thead>/);
  assert.doesNotMatch(methods, /role=|data-stack/);
  assert.match(methods, /<tr id="play">/);
});

test('search: a hit on a reference row points at the row, its text without the permalink', () => {
  const route = { url: '/docs/v3/Plugins/ScrollTrigger', kind: 'doc', outFile: 'x/index.html', title: 'ScrollTrigger' } as Route;
  const records = pageRecords({ route, title: 'ScrollTrigger', blocks: extractBlocks(run(OPTIONS)) });
  const row = records.find((r) => r.content?.startsWith('onStartParams'))!;
  assert.equal(row.url, '/docs/v3/Plugins/ScrollTrigger#onStartParams');
  assert.equal(row.content, 'onStartParams, onUpdateParams · any[] · none · Arguments.');
  assert.equal(row.hierarchy.lvl2, 'Pin');
});

test('many rows or names with the same anchor take -1, -2, … in one pass (a fuzzed 100 KB row took minutes)', () => {
  // One pass: each repeat looks at one or two candidates, not at every suffix from -1 again
  // (counted, not timed: the same on any machine).
  let lookups = 0;
  const taken = new (class extends Set<string> {
    override has(id: string) {
      lookups++;
      return super.has(id);
    }
  })(['a']);
  const next = uniqueIds(taken);
  const ids = Array.from({ length: 1_000 }, () => next('a'));
  assert.deepEqual([ids[0], ids[1], ids[999]], ['a-1', 'a-2', 'a-1000']);
  assert.ok(lookups <= 2 * 1_000, `${lookups} lookups for 1,000 repeats`);

  const names = 3_000;
  const html = toHtml(run(`| Name | Meaning |\n|---|---|\n| ${'`a`, '.repeat(names - 1)}\`a\` | Same name. |\n| \`a\` | Once more. |\n`));
  assert.match(html, /<tr id="a">/);
  assert.match(html, new RegExp(`<code id="a-${names - 1}">`));
  assert.match(html, new RegExp(`<tr id="a-${names}">`), 'the next row goes on from the last suffix taken');
});
