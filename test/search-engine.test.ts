import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Route } from '../cli/routes/route.ts';
import type { PageBlock } from '../cli/search/blocks.ts';
import { pageRecords, type SearchRecord } from '../cli/search/records.ts';
import MiniSearch from 'minisearch';
import { searchIndexJson, toIndexDoc } from '../cli/search/search-index.ts';
import { decodeIndex, encodeIndex } from '../client/search/index-codec.ts';
import { MINISEARCH_OPTIONS, type IndexDoc } from '../client/search/schema.ts';
import { loadIndex, runQuery, search, snippet, snippetText } from '../client/search/engine.ts';
import { processTerm, tokenize, typoBudget } from '../client/search/text.ts';

type Kind = 'docs' | 'learning' | 'blog';
const h = (level: number, text: string): PageBlock => ({ kind: 'heading', level, text, id: text.toLowerCase().replace(/\W+/g, '-') });
const p = (text: string): PageBlock => ({ kind: 'content', text });

function page(url: string, title: string, kind: Kind, blocks: PageBlock[]): SearchRecord[] {
  const route: Route = {
    url,
    title,
    outFile: `${url.slice(1)}/index.html`,
    kind: kind === 'blog' ? 'blog-post' : 'doc',
    doc: kind === 'blog' ? undefined : { collectionId: kind === 'docs' ? 'docs' : 'resources', id: title, breadcrumbs: [] },
  };
  return pageRecords({ route, title, blocks });
}

const RECORDS = [
  // A long post that says gsap.to() and "to" many times: it must not beat the gsap.to() page.
  ...page('/blog/3-release-notes', '3 Release Notes', 'blog', [
    h(2, 'Moving to gsap.to()'),
    p('In GSAP 3, TweenMax.to() became gsap.to(). Use gsap.to() to animate to new values, gsap.to() everywhere.'),
    p('Staggers work in gsap.to() too, and eases are strings.'),
  ]),
  ...page('/docs/v3/GSAP/gsap.to()', 'gsap.to()', 'docs', [p('Creates a tween that animates targets to the values you pass.'), h(2, 'Usage'), p('Pass targets and vars.')]),
  ...page('/docs/v3/GSAP/Timeline/to()', 'to', 'docs', [p('Adds a gsap.to() tween to the end of the timeline.')]),
  ...page('/docs/v3/GSAP/gsap.quickTo()', 'gsap.quickTo()', 'docs', [p('Makes a function that animates one property, fast, for pointer followers.')]),
  ...page('/docs/v3/GSAP/gsap.timeline()', 'gsap.timeline()', 'docs', [p('Creates a Timeline, a container for tweens.')]),
  ...page('/docs/v3/GSAP/UtilityMethods/clamp()', 'clamp', 'docs', [p('gsap.utils.clamp() clamps a value between a minimum and a maximum.')]),
  ...page('/docs/v3/Plugins/ScrollTrigger/', 'ScrollTrigger', 'docs', [p('Scroll-driven animations. See ScrollTrigger.batch() for lists.'), h(2, 'Callbacks'), p('onEnter fires when the trigger scrolls into view.')]),
  ...page('/docs/v3/Plugins/ScrollTrigger/static.batch()', 'ScrollTrigger.batch()', 'docs', [p('Groups the callbacks of many triggers.')]),
  ...page('/resources/getting-started/Staggers', 'Staggers', 'learning', [p('A stagger offsets the start of each target.'), h(2, 'Advanced staggers'), p('Stagger from the center.')]),
  ...page('/docs/v3/Eases', 'Eases', 'docs', [p('An ease changes the rate of change.')]),
  ...page('/docs/v3/GSAP/CorePlugins/CSS', 'CSS', 'docs', [p('Transforms: x, y, x2 is not a property, x1 neither.')]),
];
const index = loadIndex(searchIndexJson(RECORDS));
const urls = (q: string, limit = 20) => search(index, q, { limit }).map((hit) => hit.url.split('#')[0]);
const first = (q: string) => urls(q)[0];

test('tokenize keeps dotted API names whole as well as in parts; parentheses split', () => {
  assert.deepEqual(tokenize('gsap.utils.clamp(0, 1)'), ['gsap', 'utils', 'clamp', 'utils.clamp', 'gsap.utils.clamp', '0', '1']);
  assert.deepEqual(tokenize('to('), ['to']);
  assert.deepEqual(tokenize('Use ScrollTrigger.batch() now.'), ['Use', 'ScrollTrigger', 'batch', 'ScrollTrigger.batch', 'now']);
});

test('plurals are ignored at index and query time', () => {
  assert.equal(processTerm('Staggers'), 'stagger');
  assert.equal(processTerm('eases'), processTerm('ease'));
  assert.equal(processTerm('easing'), processTerm('ease'), 'light stemming: easing, ease, eases');
  assert.equal(processTerm('animations'), processTerm('animate'));
  assert.equal(processTerm('animated'), processTerm('animating'));
  assert.equal(processTerm('classes'), 'class');
  assert.equal(processTerm('properties'), 'property');
  assert.equal(processTerm('status'), 'status');
  assert.equal(processTerm('axis'), 'axis');
  assert.equal(first('staggers'), '/resources/getting-started/Staggers');
  assert.equal(first('stagger'), '/resources/getting-started/Staggers');
  assert.equal(first('eases'), '/docs/v3/Eases');
  assert.equal(first('ease'), '/docs/v3/Eases');
});

test('typo rules: none under 3 characters or with digits, one from 3, two from 7', () => {
  assert.equal(typoBudget('to'), false);
  assert.equal(typoBudget('css'), 1);
  assert.equal(typoBudget('stager'), 1);
  assert.equal(typoBudget('timline'), 2);
  assert.equal(typoBudget('x2'), false);
  assert.equal(typoBudget('v312x'), false);
  assert.equal(first('stager'), '/resources/getting-started/Staggers'); // 1 typo
  assert.equal(first('timline'), '/docs/v3/GSAP/gsap.timeline()'); // 1 typo
  assert.equal(first('scrolltriger'), '/docs/v3/Plugins/ScrollTrigger/'); // 1 typo
  assert.equal(first('scrolltrgger'), '/docs/v3/Plugins/ScrollTrigger/'); // 1 typo, long word
  assert.equal(first('scrltrigger'), '/docs/v3/Plugins/ScrollTrigger/'); // 2 typos, allowed from 7
  assert.deepEqual(urls('stagr'), [], '2 typos in a 5-letter word is too many');
  assert.deepEqual(urls('x3 '), [], 'a term with a digit has no fuzzy match (x2 is in the index)');
  assert.deepEqual(urls('x2 '), ['/docs/v3/GSAP/CorePlugins/CSS']);
});

test('exact API names come first: gsap.to, to(, quickTo, ScrollTrigger.batch, gsap.utils.clamp', () => {
  assert.equal(first('gsap.to'), '/docs/v3/GSAP/gsap.to()');
  assert.equal(first('gsap.to()'), '/docs/v3/GSAP/gsap.to()');
  const to = urls('to(');
  assert.deepEqual(to.slice(0, 2).sort(), ['/docs/v3/GSAP/Timeline/to()', '/docs/v3/GSAP/gsap.to()'], 'pages named to() beat pages that mention it');
  assert.ok(to.indexOf('/blog/3-release-notes') > 1);
  assert.equal(first('quickTo'), '/docs/v3/GSAP/gsap.quickTo()');
  assert.equal(first('ScrollTrigger.batch'), '/docs/v3/Plugins/ScrollTrigger/static.batch()');
  assert.equal(first('gsap.utils.clamp'), '/docs/v3/GSAP/UtilityMethods/clamp()');
  assert.equal(first('gsap.qui'), '/docs/v3/GSAP/gsap.quickTo()', 'the word being typed is a prefix');
});

test('hits are distinct by page, in the spec shape, with the title record as the hit for a title match', () => {
  const hits = search(index, 'gsap.to');
  const pages = hits.map((hit) => hit.url.split('#')[0]);
  assert.equal(new Set(pages).size, pages.length);
  assert.deepEqual(Object.keys(hits[0]!).sort(), ['content', 'hierarchy', 'highlight', 'type', 'url']);
  assert.deepEqual(hits[0], {
    hierarchy: { lvl0: 'Docs', lvl1: 'gsap.to()', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: null,
    type: 'lvl1',
    url: '/docs/v3/GSAP/gsap.to()',
    highlight: [['gsap.to()', true]],
  });
  const onEnter = search(index, 'scrolltrigger onenter')[0]!;
  assert.equal(onEnter.type, 'content');
  assert.equal(onEnter.url, '/docs/v3/Plugins/ScrollTrigger/#callbacks');
  assert.equal(onEnter.hierarchy.lvl2, 'Callbacks');
  assert.match(snippetText(onEnter.snippet), /onEnter fires/);
  assert.ok(onEnter.snippet!.some(([t, marked]) => marked && /onEnter/.test(t)), 'the matched word is marked');
  assert.equal(search(index, 'gsap', { limit: 3 }).length, 3);
  assert.deepEqual(search(index, '   '), []);
});

test('snippets are about ten words around the first match', () => {
  const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen stagger fifteen sixteen';
  assert.equal(snippetText(snippet(text, ['stagger'], 10)), '… eight nine ten eleven twelve thirteen fourteen stagger fifteen sixteen');
  assert.deepEqual(snippet(text, ['stagger'], 10).filter(([, marked]) => marked), [['stagger', true]]);
  assert.deepEqual(snippet('short text', ['x'], 10), [['short text', false]]);
});

test('the compact index file decodes to exactly the index MiniSearch wrote', () => {
  const ms = new MiniSearch<IndexDoc>(MINISEARCH_OPTIONS);
  ms.addAll(RECORDS.map((r, id) => toIndexDoc(r, id, 0)));
  const plain = JSON.parse(JSON.stringify(ms.toJSON()));
  const decoded = JSON.parse(JSON.stringify(decodeIndex(JSON.parse(JSON.stringify(encodeIndex(ms.toJSON()))))));
  assert.deepEqual(decoded, plain);
  assert.ok(JSON.stringify(encodeIndex(ms.toJSON())).length < JSON.stringify(plain).length * 0.8, 'and is smaller');
});

// ---- Query understanding and ranking by principle (issue 24): synonyms, canonical names, section prior.

const RANKED = [
  ...page('/docs/v3/GSAP/gsap.getTweensOf()', 'gsap.getTweensOf()', 'docs', [p('Returns the tweens of a target.')]),
  ...page('/docs/v3/GSAP/Timeline/getTweensOf()', 'getTweensOf', 'docs', [p('Returns the tweens of a target inside this timeline; getTweensOf getTweensOf.')]),
  ...page('/docs/v3/Plugins/MotionPathPlugin/', 'MotionPath', 'docs', [p('Moves an element along a path with the MotionPathPlugin.')]),
  ...page('/docs/v3/Plugins/MotionPathPlugin/static.getLength()', 'MotionPathPlugin.getLength()', 'docs', [p('Measures a path.')]),
  ...page('/docs/v3/GSAP/Tween/yoyo()', 'yoyo', 'docs', [p('Makes a repeating tween alternate its direction on every other cycle.')]),
  ...page('/docs/v3/GSAP/Tween/repeat()', 'repeat', 'docs', [p('How many times the tween runs again after its first cycle.')]),
  ...page('/blog/3-11', 'GSAP 3.11', 'blog', [p('This release lets an animation go back and forth forever on a loop, and more news.')]),
  ...page('/docs/v3/GSAP/UtilityMethods/wrapYoyo()', 'wrapYoyo', 'docs', [p('Wraps a value back and forth within a range.')]),
];
const ranked = loadIndex(
  searchIndexJson(RANKED, [
    { phrases: ['back and forth', 'ping pong'], terms: ['yoyo'] },
    { phrases: ['loop', 'forever', 'infinitely'], terms: ['repeat'] },
  ]),
);
const rankedUrls = (q: string) => search(ranked, q).map((hit) => hit.url.split('#')[0]);

test('a synonym phrase finds the page named for it, and covers the words it stands for', () => {
  // Nothing on the yoyo() page says "back" or "forth": the synonym group brings it in, first.
  assert.equal(rankedUrls('go back and forth')[0], '/docs/v3/GSAP/Tween/yoyo()');
  assert.equal(rankedUrls('ping pong')[0], '/docs/v3/GSAP/Tween/yoyo()');
  assert.equal(rankedUrls('loop it infinitely')[0], '/docs/v3/GSAP/Tween/repeat()');
  // Without the group, the words alone never reach that page.
  const plain = loadIndex(searchIndexJson(RANKED));
  assert.ok(!search(plain, 'ping pong').some((hit) => hit.url.startsWith('/docs/v3/GSAP/Tween/yoyo()')));
});

test('a bare name leads to its canonical page: the section’s own page, then the gsap.* method, then members', () => {
  assert.deepEqual(rankedUrls('getTweensOf').slice(0, 2), ['/docs/v3/GSAP/gsap.getTweensOf()', '/docs/v3/GSAP/Timeline/getTweensOf()']);
  // The plugin page is titled "MotionPath" but its URL names the class.
  assert.equal(rankedUrls('MotionPathPlugin')[0], '/docs/v3/Plugins/MotionPathPlugin/');
  // A typo of the name still finds the section's page first.
  assert.equal(rankedUrls('MotionPathPlugn')[0], '/docs/v3/Plugins/MotionPathPlugin/');
});

test('release posts follow the reference for how-to words, and lead for news and version queries', () => {
  const forth = rankedUrls('back and forth forever');
  assert.ok(forth.indexOf('/blog/3-11') > forth.indexOf('/docs/v3/GSAP/Tween/yoyo()'), forth.join(' '));
  assert.equal(rankedUrls('3.11 release')[0], '/blog/3-11');
});

test('three words the site mostly lacks find nothing, rather than a page holding one of them', () => {
  assert.deepEqual(rankedUrls('lorem ipsum dolor'), []);
  assert.deepEqual(rankedUrls('zebra kumquat tween'), []);
  assert.ok(rankedUrls('repeat yoyo tween').length > 0, 'a query whose words pages hold still finds them');
});

test('no results: "Did you mean" offers the nearest title words for a query past the typo budget, nothing for nonsense', () => {
  const none = (q: string) => runQuery(ranked, q);
  // Three letters off: past the two typos search allows, close enough to mend.
  assert.equal(none('motonpathplgn').nbHits, 0);
  assert.equal(none('motonpathplgn').didYouMean, 'MotionPathPlugin');
  assert.equal(none('qqzzxxwwyy').didYouMean, undefined);
  assert.equal(runQuery(ranked, 'yoyo').didYouMean, undefined, 'only offered when nothing was found');
});

test('one section does not fill the top: after three of its pages in a row, an equal page of another section takes its turn', () => {
  const SPREAD = [
    ...['a', 'b', 'c', 'd', 'e'].flatMap((n) => page(`/docs/v3/Plugins/ScrollTrigger/${n}`, `Scroll position ${n}`, 'docs', [p('Reads it.')])),
    // Scored lower than the members (their titles hold the words), equal on coverage and name.
    ...page('/resources/scroll-position', 'Guide', 'learning', [
      p('A long paragraph that goes on about layout, measuring boxes, reading offsets and many other things before it mentions the scroll and then, much later, the position of the page in the window.'),
    ]),
  ];
  const spread = loadIndex(searchIndexJson(SPREAD));
  const found = search(spread, 'scroll position').map((hit) => hit.url.split('#')[0]);
  assert.equal(found.length, 6);
  // Without the rule it would come last, after all five members.
  assert.ok(found.indexOf('/resources/scroll-position') <= 3, found.join(' '));
});
