import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { LEVELS, MINISEARCH_OPTIONS, type Hierarchy, type IndexDoc, type IndexFile, type IndexPage, type RecordType, type SearchHit, type Segment } from './schema.ts';
import { processTerm, STOP_WORDS, tokenize, typoBudget } from './text.ts';
import { decodeIndex } from './index-codec.ts';

export type { Hierarchy, RecordType, SearchHit, Segment };

/** Spec §5/§9: the input holds 64 characters, a page shows 20 hits, snippets are 10 words. */
export const QUERY_MAX = 64;
export const HITS_PER_PAGE = 20;
export const SNIPPET_WORDS = 10;

export interface SearchIndex {
  /** The index parts loaded so far (headings first, then body text), searched together. */
  parts: MiniSearch<IndexDoc>[];
  pages: IndexPage[];
  /** The index file's synonym groups, their phrases as word keys (phraseKey). */
  synonyms: { phrases: string[][]; terms: string[] }[];
  /** Per page (same order as `pages`), the API names it goes by: its title and its URL's last part (see nameTier). */
  names: [title: string, url: string][];
}

export interface SearchOptions {
  limit?: number;
  snippetWords?: number;
}

/** Title ≫ headings ≫ body (research: the obvious page must come first). */
const BOOST = { t: 8, h: 3, c: 1, k: 0.5 };

function parseIndexFile(json: string | IndexFile): IndexFile {
  const file = (typeof json === 'string' ? JSON.parse(json) : json) as IndexFile;
  if (file?.v !== 3) throw new Error('search index: unknown format');
  return file;
}

/** Adds a later part of the index (the body text) to a loaded index; searches see it at once. */
export function addIndexPart(index: SearchIndex, json: string | IndexFile): void {
  index.parts.push(MiniSearch.loadJS(decodeIndex(parseIndexFile(json).index), MINISEARCH_OPTIONS));
}

/** Loads the index from its first part's file (text or parsed JSON), then any further parts. */
export function loadIndex(json: string | IndexFile, ...more: (string | IndexFile)[]): SearchIndex {
  const file = parseIndexFile(json);
  if (!file.pages) throw new Error('search index: the first part must hold the page table');
  const synonyms = (file.syn ?? []).map(([phrases, terms]) => ({ phrases: phrases.map((p) => p.split(/\s+/).map(phraseKey).filter((k) => k && !ARTICLES.has(k))).filter((p) => p.length), terms }));
  // Worked out once here, not per page on every keystroke.
  const names = file.pages.map((p): [string, string] => [apiName(p[2] ?? ''), urlName(p[0])]);
  const index: SearchIndex = { parts: [MiniSearch.loadJS(decodeIndex(file.index), MINISEARCH_OPTIONS)], pages: file.pages, synonyms, names };
  for (const part of more) addIndexPart(index, part);
  return index;
}

/** Left out when phrases are matched: "scroll to an element" is "scroll to element". */
const ARTICLES = new Set(['a', 'an', 'the', 'my', 'your', 'some']);

/** A word as synonym phrases are matched: letters and digits only, then the search's own normalisation. */
function phraseKey(word: string): string {
  const bare = word.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  return bare ? (processTerm(bare) ?? bare) : '';
}

/**
 * The synonym groups a query calls up: each phrase found among the typed words (stop words
 * included: "back and forth"), longest first, a phrase inside a longer one's span skipped. Each
 * brings its terms and the query words it stands for (a bit mask over `words`), so a page that
 * matches a term covers those words.
 */
function expandSynonyms(index: SearchIndex, typed: string[], wordIndex: number[]): { terms: string[]; mask: number }[] {
  // Articles drop out of the query as they did from the phrases, keeping each word's place.
  const spoken = typed.map((t, i) => ({ key: phraseKey(t), i })).filter((k) => k.key && !ARTICLES.has(k.key));
  const keys = spoken.map((k) => k.key);
  const found: { start: number; end: number; terms: string[] }[] = [];
  for (const group of index.synonyms) {
    for (const phrase of group.phrases) {
      for (let start = 0; start + phrase.length <= keys.length; start++) {
        if (phrase.every((w, j) => keys[start + j] === w)) found.push({ start, end: start + phrase.length, terms: group.terms });
      }
    }
  }
  found.sort((a, b) => b.end - b.start - (a.end - a.start));
  const kept: typeof found = [];
  for (const f of found) if (!kept.some((k) => k.start <= f.start && f.end <= k.end && k.end - k.start > f.end - f.start)) kept.push(f);
  return kept.flatMap((f) => {
    let mask = 0;
    for (let i = f.start; i < f.end; i++) {
      const at = wordIndex[spoken[i]!.i]!;
      if (at >= 0) mask |= 1 << at;
    }
    return mask ? [{ terms: f.terms, mask }] : [];
  });
}

export interface QueryOptions {
  hitsPerPage?: number;
  /** 0-based page of hits. */
  page?: number;
  snippetWords?: number;
  /** Only hits of this section (hierarchy.lvl0): the /search page's facet. */
  lvl0?: string | null;
}

/** One page of hits, with the totals a results page needs (the same fields a hosted index answers). */
export interface QueryAnswer {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  /** Hits per section (hierarchy.lvl0), before the section filter. */
  facets: Record<string, number>;
  /** With no hits: the query with each unknown word swapped for the closest name the site uses, if any. */
  didYouMean?: string;
}

/** Hits for a query, best first, one per page; `opts.limit` (default 20) caps them. */
export function search(index: SearchIndex, query: string, opts: SearchOptions = {}): SearchHit[] {
  return runQuery(index, query, { hitsPerPage: opts.limit ?? HITS_PER_PAGE, snippetWords: opts.snippetWords }).hits;
}

/**
 * Spec §9 ranking: MiniSearch score, with a bonus when the page title is the API name asked for,
 * then page rank, level (lvl1 before lvl2 … before content) and position; distinct by page url.
 * Only the hits of the page asked for get their snippet made.
 */
export function runQuery(index: SearchIndex, query: string, opts: QueryOptions = {}): QueryAnswer {
  const hitsPerPage = opts.hitsPerPage ?? HITS_PER_PAGE;
  const page = Math.max(0, opts.page ?? 0);
  const ranked = rank(index, query);
  const facets: Record<string, number> = {};
  for (const { page: p } of ranked) if (p[1]) facets[p[1]] = (facets[p[1]] ?? 0) + 1;
  const shown = opts.lvl0 ? ranked.filter(({ page: p }) => p[1] === opts.lvl0) : ranked;
  const slice = shown.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  const didYouMean = ranked.length ? undefined : closestQuery(index, query);
  return {
    hits: slice.map(({ r, page: p }) => toHit(r, p, opts.snippetWords ?? SNIPPET_WORDS)),
    nbHits: shown.length,
    page,
    nbPages: Math.ceil(shown.length / hitsPerPage),
    facets,
    ...(didYouMean ? { didYouMean } : {}),
  };
}

/** The words of every page title, as written, by lower case: what "Did you mean" may offer. */
const vocabularies = new WeakMap<SearchIndex, Map<string, string>>();
function titleWords(index: SearchIndex): Map<string, string> {
  let words = vocabularies.get(index);
  if (!words) {
    words = new Map();
    for (const p of index.pages) for (const w of (p[2] ?? '').match(/[\p{L}\p{N}_$]+/gu) ?? []) if (w.length >= 3) words.set(w.toLowerCase(), w);
    vocabularies.set(index, words);
  }
  return words;
}

/**
 * A query that found nothing, with each word no title holds replaced by the nearest title word
 * (within three edits, and less than half the word): "scrolltriggger bacth" → "ScrollTrigger
 * batch". Undefined when no word could be mended (nonsense stays unanswered).
 */
function closestQuery(index: SearchIndex, query: string): string | undefined {
  const words = titleWords(index);
  let changed = false;
  const out = query
    .trim()
    .split(/\s+/)
    .map((w) => {
      const lower = w.toLowerCase();
      if (words.has(lower) || lower.length < 4 || STOP_WORDS.has(lower)) return w;
      const max = Math.min(3, Math.floor((lower.length - 1) / 2));
      let best: string | undefined;
      let bestDistance = max + 1;
      for (const [key, written] of words) {
        if (Math.abs(key.length - lower.length) > max) continue;
        const d = editDistance(key, lower, max);
        if (d < bestDistance) [best, bestDistance] = [written, d];
      }
      if (!best) return w;
      changed = true;
      return best;
    });
  return changed ? out.join(' ') : undefined;
}

/**
 * A page matches when its records together hold every word of the query (a title can hold
 * one word and a paragraph the other), so the engine asks for any word and judges pages:
 * most query words covered first, then the best record's score, page rank, level, position.
 * The page's hit is its record that covers the most words, best scored.
 */
function rank(index: SearchIndex, query: string): { r: SearchResult; page: IndexPage }[] {
  const q = query.slice(0, QUERY_MAX);
  const typed = q.split(/\s+/).filter((w) => tokenize(w).length > 0);
  const meaningful = typed.filter((w) => !STOP_WORDS.has(w.toLowerCase()) && !QUERY_FILLERS.has(w.toLowerCase()));
  const words = meaningful.length ? meaningful : typed;
  if (!words.length) return [];
  // The word being typed (no space after it yet) is a prefix. A one-letter part (the `t` of
  // `gsap.t`) would expand to thousands of words while the whole token already does; a query
  // of one letter is still a prefix.
  const typing = !/\s$/.test(q) && words[words.length - 1] === typed[typed.length - 1];
  const single = q.trim().length === 1;
  const prefix = (term: string) => single || term.length >= 2;
  const wordsOf = new Map<string, number>();
  words.forEach((w, i) => {
    for (const t of tokenize(w)) {
      const term = processTerm(t);
      if (term) wordsOf.set(term, (wordsOf.get(term) ?? 0) | (1 << i));
    }
  });
  // Synonyms: the docs' names for what the reader described, searched exactly; a match covers
  // the words they stand for.
  let w = 0;
  const wordIndex = typed.map((t) => (words[w] === t ? w++ : -1));
  const expansions = expandSynonyms(index, typed, wordIndex);
  for (const { terms, mask } of expansions) {
    for (const term of terms) for (const t of tokenize(term)) {
      const key = processTerm(t);
      if (key) wordsOf.set(key, (wordsOf.get(key) ?? 0) | mask);
    }
  }
  const request: Query = {
    combineWith: 'OR',
    queries: [
      ...words.map((w, i) => {
        const typed = typing && i === words.length - 1;
        // One or two letters as a prefix match half the body text: look in titles and headings only.
        return { queries: [w], combineWith: 'OR', prefix: typed ? prefix : false, ...(typed && w.length <= 2 ? { fields: ['t', 'h', 'k'] } : {}) } as Query;
      }),
      ...expansions.flatMap(({ terms }) => terms.map((term): Query => ({ queries: [term], combineWith: 'AND', prefix: false, fuzzy: false }))),
    ],
  };
  // Each loaded part answers the same query; page numbers are shared (record ids are per part).
  const options = { boost: BOOST, fuzzy: (term: string) => typoBudget(term) };
  const results = index.parts.flatMap((part) => part.search(request, options));

  const wanted = apiName(q);
  const news = isNewsQuery(q);
  // The API names the synonyms stand for: a page that is one of them is the answer too.
  const named = new Set(expansions.flatMap(({ terms }) => terms.map(apiName)));
  const coverOf = (r: SearchResult) => r.queryTerms.reduce((mask, t) => mask | (wordsOf.get(t) ?? 0), 0);
  const byPage = new Map<number, SearchResult[]>();
  for (const r of results) {
    const list = byPage.get(num(r.g));
    if (list) list.push(r);
    else byPage.set(num(r.g), [r]);
  }
  const pages = [...byPage].map(([g, records]) => {
    const page = index.pages[g]!;
    // What the title matches holds for the whole page: a paragraph that adds the other words
    // is the more precise hit ("scrolltrigger onenter" → the onEnter paragraph).
    const title = records.filter((r) => r.y === 1).reduce((mask, r) => mask | coverOf(r), 0);
    let covered = 0;
    let best = records[0]!;
    let bestCover = -1;
    let bestScore = 0;
    // The page's score: for each query word, the best score a record gives it (a strong title
    // match for one word and a paragraph for the other add up).
    const perWord = new Map<number, number>();
    const prior = sectionPrior(page, news);
    for (const r of records) {
      const own = coverOf(r);
      covered |= own;
      const s = r.score * prior;
      // A record's score adds up all the words it matched: share it out among them.
      const share = s / Math.max(1, bits(own));
      for (let i = 0; i < words.length; i++) if (own & (1 << i)) perWord.set(i, Math.max(perWord.get(i) ?? 0, share));
      const cover = bits(own | title);
      if (cover > bestCover || (cover === bestCover && s > bestScore)) [best, bestCover, bestScore] = [r, cover, s];
    }
    return { page, best, perWord, covered, score: 0, coveredCount: bits(covered), tier: nameTier(page, index.names[g]!, wanted, named) };
  });
  // A word most pages have ("gsap") says little about which page is wanted: weigh each word
  // by how rare it is among the pages that match (as BM25 weighs terms among documents).
  const weight = words.map((_, i) => {
    const df = pages.filter((m) => m.covered & (1 << i)).length;
    return Math.log(1 + index.pages.length / Math.max(1, df));
  });
  for (const m of pages) for (const [i, s] of m.perWord) m.score += weight[i]! * s;
  // Coverage counts the words that tell pages apart: a word a quarter of the site holds
  // ("animation", "element") is scored but not counted, unless every word is such a word, so
  // "loop animation infinitely" is answered by the page about looping, not by one that also
  // says "animation".
  const generic = words.map((_, i) => pages.filter((m) => m.covered & (1 << i)).length > GENERIC_SHARE * index.pages.length);
  if (generic.some((g) => !g)) {
    const specific = words.reduce((mask, _, i) => (generic[i] ? mask : mask | (1 << i)), 0);
    for (const m of pages) m.coveredCount = bits(m.covered & specific);
  }
  // Three words or more that the site mostly lacks ("lorem ipsum dolor", one of them a typo of
  // "color") are not a question it answers: a page must hold at least two of them.
  const enough = words.length >= 3 ? pages.filter((m) => bits(m.covered) >= 2) : pages;
  enough.sort(
    (a, b) =>
      b.coveredCount - a.coveredCount ||
      b.tier - a.tier ||
      b.score - a.score ||
      b.page[3] - a.page[3] ||
      level(a.best) - level(b.best) ||
      num(a.best.p) - num(b.best.p),
  );
  return spreadSections(enough).map((m) => ({ r: m.best, page: m.page }));
}

/** Pages of one section (one class's members) in a row before another section's equal page gets its turn. */
const SAME_SECTION_RUN = 3;

/**
 * Keeps one section from filling the top: after SAME_SECTION_RUN pages in a row from one
 * section (five ScrollTrigger members for "scroll position"), the next page from another
 * section that covers as many words at the same name tier moves up before the rest of the
 * run. Only pages equal on those two keys trade places, so a better answer is never demoted.
 */
function spreadSections<T extends { page: IndexPage; coveredCount: number; tier: number }>(ranked: T[]): T[] {
  const out: T[] = [];
  const rest = [...ranked];
  while (rest.length) {
    const last = out.slice(-SAME_SECTION_RUN);
    const run = last.length === SAME_SECTION_RUN && last.every((m) => m.page[1] === last[0]!.page[1]) ? last[0]!.page[1] : undefined;
    let pick = 0;
    if (run !== undefined && rest[0]!.page[1] === run) {
      const head = rest[0]!;
      const other = rest.findIndex((m) => m.page[1] !== run && m.coveredCount === head.coveredCount && m.tier === head.tier);
      if (other > 0) pick = other;
    }
    out.push(rest.splice(pick, 1)[0]!);
  }
  return out;
}

/**
 * Words people put around a question that no page is about ("how do I make it go back and
 * forth"): dropped from a query that has other words, as stop words are. Query side only.
 */
const QUERY_FILLERS = new Set('go get make makes want need trying try possible able know please help way thing something stuff'.split(' '));

/** A query word found in more than this share of all pages is a generic word (see rank). */
const GENERIC_SHARE = 0.25;

/** Number of bits set: how many query words a mask covers. */
function bits(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

const num = (v: unknown) => (typeof v === 'number' ? v : 0);
/** content sorts after lvl6. */
const level = (r: SearchResult) => (r.y === 0 ? 7 : num(r.y));

/** `gsap.to()`, `To(`, ` quickTo ` → `gsap.to`, `to`, `quickto`. */
function apiName(s: string): string {
  return s.trim().toLowerCase().replace(/[()\s]/g, '');
}

/**
 * How surely the page *is* what was asked for by name, ranked right after how many query words
 * a page covers. Names are the page's title (`gsap.to`) and its URL's last part, which names
 * the API where the sidebar label is shorter (/Plugins/MotionPathPlugin/ is titled
 * "MotionPath"); "eases" names "Easing" too. For one name, the canonical page comes first: a
 * section's own page (a folder index, /Plugins/ScrollTrigger/), then the core method
 * (`gsap.getTweensOf` for "getTweensOf"), then members of the same name (Timeline's
 * getTweensOf(), Tween's scrollTrigger); then a name within the query's typo budget
 * ("scrolltriger"); then a page named by a synonym of the query ("back and forth" → yoyo) or
 * whose title ends in the name (`gsap.quickTo` for "quickTo").
 */
function nameTier(page: IndexPage, names: [title: string, url: string], wanted: string, named: ReadonlySet<string>): number {
  if (!wanted) return 0;
  const [title] = names;
  const folder = page[0].endsWith('/');
  const word = /^[a-z]+$/.test(wanted);
  if (names.some((n) => n === wanted || (word && processTerm(n) === processTerm(wanted)))) return folder ? 6 : wanted.includes('.') ? 5 : 4;
  if (title === `gsap.${wanted}`) return 5;
  const budget = typoBudget(wanted);
  if (budget && word && names.some((n) => [n, processTerm(n) ?? n].some((f) => Math.abs(f.length - wanted.length) <= budget && editDistance(f, wanted, budget) <= budget))) return folder ? 3 : 2;
  if (names.some((n) => named.has(n)) || title.endsWith(`.${wanted}`)) return 1;
  return 0;
}

/** The API a page's URL names: `/Plugins/Flip/static.getState()` → `getstate`, `/Plugins/InertiaPlugin/` → `inertiaplugin`. */
function urlName(url: string): string {
  const last = url.replace(/\/$/, '').split('/').pop() ?? '';
  return apiName(decodeURIComponent(last).replace(/^static[.-]/, ''));
}

/** Levenshtein distance, giving up (returning max + 1) once it must exceed `max`. */
function editDistance(a: string, b: string, max: number): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, row[j]!);
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * Release posts answer questions about versions and news ("3.11", "what's new", "release
 * notes"); for anything else the reference and the guides answer, and posts that merely
 * mention the words follow them.
 */
function sectionPrior(page: IndexPage, news: boolean): number {
  const blog = page[0].startsWith('/blog/') || page[0] === '/blog';
  if (!blog) return 1;
  return news ? 2 : 0.4;
}

const NEWS = /\b\d+\.\d+(?:\.\d+)?\b|\b(?:release[sd]?|changelog|news|announc\w*|what'?s new|new features?|blog|version)\b/i;
export function isNewsQuery(q: string): boolean {
  return NEWS.test(q);
}

function toHit(r: SearchResult, page: IndexPage, snippetWords: number): SearchHit {
  const levels = [page[1], page[2], ...((r.x as (string | null)[] | undefined) ?? [])];
  const hierarchy = Object.fromEntries(LEVELS.map((l, i) => [l, levels[i] ?? null])) as unknown as Hierarchy;
  const content = (r.c as string | undefined) ?? null;
  const url = r.a ? `${page[0]}#${String(r.a)}` : page[0];
  const hit: SearchHit = { hierarchy, content, type: r.y === 0 ? 'content' : (`lvl${r.y}` as RecordType), url };
  if (content) hit.snippet = snippet(content, r.terms, snippetWords);
  const heading = hit.type === 'content' ? null : hierarchy[hit.type];
  if (heading) hit.highlight = snippet(heading, [...r.terms, ...r.queryTerms], Infinity);
  return hit;
}

/** About `size` words of `text` starting a little before the first word that matched, matches marked. */
export function snippet(text: string, terms: string[], size: number): Segment[] {
  const words = text.split(/\s+/).filter(Boolean);
  const matched = new Set(terms);
  const hits = words.map((w) => tokenize(w).some((t) => matched.has(processTerm(t) ?? '')));
  const at = hits.indexOf(true);
  const start = Math.max(0, Math.min(at < 0 ? 0 : at - 2, words.length - size));
  const end = Math.min(words.length, start + size);
  const out: Segment[] = [];
  const push = (t: string, marked: boolean) => {
    const last = out[out.length - 1];
    if (last && last[1] === marked) last[0] += t;
    else out.push([t, marked]);
  };
  if (start > 0) push('… ', false);
  for (let i = start; i < end; i++) {
    if (i > start) push(' ', false);
    push(words[i]!, hits[i]!);
  }
  if (end < words.length) push(' …', false);
  return out;
}

/** The snippet as plain text (tests, logs). */
export const snippetText = (s: Segment[] | undefined) => (s ?? []).map(([t]) => t).join('');
