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
  ms: MiniSearch<IndexDoc>;
  pages: IndexPage[];
}

export interface SearchOptions {
  limit?: number;
  snippetWords?: number;
}

/** Title ≫ headings ≫ body (research: the obvious page must come first). */
const BOOST = { t: 8, h: 3, c: 1, k: 0.5 };

/** Accepts the index file's text or its parsed JSON. */
export function loadIndex(json: string | IndexFile): SearchIndex {
  const file = (typeof json === 'string' ? JSON.parse(json) : json) as IndexFile;
  if (file?.v !== 2) throw new Error('search index: unknown format');
  return { ms: MiniSearch.loadJS(decodeIndex(file.index), MINISEARCH_OPTIONS), pages: file.pages };
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
  return {
    hits: slice.map(({ r, page: p }) => toHit(r, p, opts.snippetWords ?? SNIPPET_WORDS)),
    nbHits: shown.length,
    page,
    nbPages: Math.ceil(shown.length / hitsPerPage),
    facets,
  };
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
  const meaningful = typed.filter((w) => !STOP_WORDS.has(w.toLowerCase()));
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
  const results = index.ms.search(
    {
      combineWith: 'OR',
      queries: words.map((w, i) => {
        const typed = typing && i === words.length - 1;
        // One or two letters as a prefix match half the body text: look in titles and headings only.
        return { queries: [w], combineWith: 'OR', prefix: typed ? prefix : false, ...(typed && w.length <= 2 ? { fields: ['t', 'h', 'k'] } : {}) };
      }),
    },
    { boost: BOOST, fuzzy: (term: string) => typoBudget(term) },
  );

  const wanted = apiName(q);
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
    for (const r of records) {
      const own = coverOf(r);
      covered |= own;
      const s = r.score * titleBonus(page, wanted);
      // A record's score adds up all the words it matched: share it out among them.
      const share = s / Math.max(1, bits(own));
      for (let i = 0; i < words.length; i++) if (own & (1 << i)) perWord.set(i, Math.max(perWord.get(i) ?? 0, share));
      const cover = bits(own | title);
      if (cover > bestCover || (cover === bestCover && s > bestScore)) [best, bestCover, bestScore] = [r, cover, s];
    }
    return { page, best, perWord, covered, score: 0, coveredCount: bits(covered) };
  });
  // A word most pages have ("gsap") says little about which page is wanted: weigh each word
  // by how rare it is among the pages that match (as BM25 weighs terms among documents).
  const weight = words.map((_, i) => {
    const df = pages.filter((m) => m.covered & (1 << i)).length;
    return Math.log(1 + index.pages.length / Math.max(1, df));
  });
  for (const m of pages) for (const [i, s] of m.perWord) m.score += weight[i]! * s;
  pages.sort(
    (a, b) =>
      b.coveredCount - a.coveredCount ||
      b.score - a.score ||
      b.page[3] - a.page[3] ||
      level(a.best) - level(b.best) ||
      num(a.best.p) - num(b.best.p),
  );
  return pages.map((m) => ({ r: m.best, page: m.page }));
}

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

/** The page *is* the API asked for: whole title (`gsap.to`) or its last dotted part (`to(`, `quickTo`). */
function titleBonus(page: IndexPage, wanted: string): number {
  if (!wanted) return 1;
  const title = apiName(page[2] ?? '');
  // The same word in another form counts too: "eases" asks for the page titled "Easing".
  // A section's own page (a folder index: /docs/v3/Plugins/ScrollTrigger/) is the canonical
  // page of its name; members that share the name (Tween's scrollTrigger property) follow.
  if (title === wanted || (/^[a-z]+$/.test(wanted) && processTerm(title) === processTerm(wanted))) return page[0].endsWith('/') ? 3.5 : 3;
  if (title.endsWith(`.${wanted}`)) return 1.5;
  return 1;
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
