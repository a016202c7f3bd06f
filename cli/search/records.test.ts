import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createMarkdownCompiler } from '../markdown/processor.ts';
import type { Route } from '../routes/route.ts';
import { extractBlocks } from './blocks.ts';
import { docusaurusTag, isIndexable, pageRecords, sectionOf } from './records.ts';

const compile = createMarkdownCompiler({ directives: { note: { kind: 'container' } } });
const blocksOf = (body: string) =>
  extractBlocks(compile({ body, source: '/site/content/docs/page.md', bodyLine: 1, fileUrls: {}, tocMin: 2, tocMax: 3 }).hast);

const FIXTURE = `# gsap.to()

Creates a tween with \`gsap.to()\`.

## Usage

\`\`\`js
gsap.to(".box", { x: 100 });
\`\`\`

- first item
- second item
  - nested item

### The \`vars\` object

| Property | Type | Description |
|---|---|---|
| duration | Number | Seconds. |

:::note
Mind the **units**.
:::

## Returns

A Tween.
`;

const route = (extra: Partial<Route> = {}): Route => ({
  url: '/docs/v3/GSAP/gsap.to()',
  kind: 'doc',
  outFile: 'docs/v3/GSAP/gsap.to()/index.html',
  title: 'gsap.to()',
  doc: { collectionId: 'docs', id: 'GSAP/gsap.to()', breadcrumbs: [{ label: 'GSAP', href: '' }] },
  ...extra,
});

test('blocks: headings with ids, paragraphs, list items, table rows; code and header rows left out', () => {
  assert.deepEqual(blocksOf(FIXTURE), [
    { kind: 'heading', level: 1, text: 'gsap.to()', id: 'gsapto' },
    { kind: 'content', text: 'Creates a tween with gsap.to().' },
    { kind: 'heading', level: 2, text: 'Usage', id: 'usage' },
    { kind: 'content', text: 'first item' },
    { kind: 'content', text: 'second item' },
    { kind: 'content', text: 'nested item' },
    { kind: 'heading', level: 3, text: 'The vars object', id: 'the-vars-object' },
    { kind: 'content', text: 'duration · Number · Seconds.' },
    { kind: 'content', text: 'Mind the units.' },
    { kind: 'heading', level: 2, text: 'Returns', id: 'returns' },
    { kind: 'content', text: 'A Tween.' },
  ]);
});

test('records: hierarchy, anchors, types and positions in reading order', () => {
  const records = pageRecords({ route: route(), title: 'gsap.to()', blocks: blocksOf(FIXTURE) });
  const brief = records.map((r) => [r.position, r.type, r.anchor, r.url, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content]);
  assert.deepEqual(brief, [
    [0, 'lvl1', null, '/docs/v3/GSAP/gsap.to()', null, null, null],
    [1, 'content', null, '/docs/v3/GSAP/gsap.to()', null, null, 'Creates a tween with gsap.to().'],
    [2, 'lvl2', 'usage', '/docs/v3/GSAP/gsap.to()#usage', 'Usage', null, null],
    [3, 'content', 'usage', '/docs/v3/GSAP/gsap.to()#usage', 'Usage', null, 'first item'],
    [4, 'content', 'usage', '/docs/v3/GSAP/gsap.to()#usage', 'Usage', null, 'second item'],
    [5, 'content', 'usage', '/docs/v3/GSAP/gsap.to()#usage', 'Usage', null, 'nested item'],
    [6, 'lvl3', 'the-vars-object', '/docs/v3/GSAP/gsap.to()#the-vars-object', 'Usage', 'The vars object', null],
    [7, 'content', 'the-vars-object', '/docs/v3/GSAP/gsap.to()#the-vars-object', 'Usage', 'The vars object', 'duration · Number · Seconds.'],
    [8, 'content', 'the-vars-object', '/docs/v3/GSAP/gsap.to()#the-vars-object', 'Usage', 'The vars object', 'Mind the units.'],
    // A new h2 clears the h3 below it.
    [9, 'lvl2', 'returns', '/docs/v3/GSAP/gsap.to()#returns', 'Returns', null, null],
    [10, 'content', 'returns', '/docs/v3/GSAP/gsap.to()#returns', 'Returns', null, 'A Tween.'],
  ]);
  const first = records[0]!;
  assert.deepEqual(first.hierarchy, { lvl0: 'GSAP', lvl1: 'gsap.to()', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null });
  assert.equal(first.objectID, '/docs/v3/GSAP/gsap.to()#0');
  assert.equal(first.url_without_anchor, '/docs/v3/GSAP/gsap.to()');
  assert.equal(first.language, 'en');
  assert.equal(first.docusaurus_tag, 'docs-default-current');
  assert.equal(new Set(records.map((r) => r.objectID)).size, records.length);
});

test('records: tags, sections and page ranks by kind; base URL prefixed', () => {
  const learning = route({ url: '/resources/React', doc: { collectionId: 'resources', id: 'React', breadcrumbs: [] } });
  const post = route({ url: '/blog/3-12', kind: 'blog-post', doc: undefined });
  const page = route({ url: '/showcase', kind: 'page', doc: undefined });
  assert.deepEqual([learning, post, page].map(docusaurusTag), ['docs-resources-current', 'default', 'default']);
  assert.deepEqual([route(), learning, post, page].map(sectionOf), ['GSAP', 'Learning', 'Blog', 'Pages']);
  const rank = (r: Route) => pageRecords({ route: r, title: 't', blocks: [] })[0]!.page_rank;
  assert.ok(rank(route()) > rank(learning) && rank(learning) > rank(page) && rank(page) > rank(post));
  assert.equal(pageRecords({ route: post, title: 't', blocks: [] }, '/gsap/')[0]!.url, '/gsap/blog/3-12');
  assert.ok(!isIndexable(route({ kind: 'blog-list' })) && !isIndexable(route({ kind: 'not-found' })) && !isIndexable(route({ noindex: true })));
});

test('records are named by the page\'s h1 when the <title> differs (static-batch → ScrollTrigger.batch), else by the title', () => {
  const body = '# ScrollTrigger.batch\n\nGroups callbacks.\n\n## Usage\n\nCall it once.\n';
  const named = pageRecords({ route: route({ title: 'static-batch' }), title: 'static-batch', blocks: blocksOf(body) });
  assert.deepEqual([...new Set(named.map((r) => r.hierarchy.lvl1))], ['ScrollTrigger.batch']);
  const untitled = pageRecords({ route: route({ title: 'timeScale' }), title: 'timeScale', blocks: blocksOf('Reads the speed.\n') });
  assert.deepEqual([...new Set(untitled.map((r) => r.hierarchy.lvl1))], ['timeScale']);
});
