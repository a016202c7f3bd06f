import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { MINISEARCH_OPTIONS, type Hierarchy, type IndexDoc, type IndexFile, type IndexPage, type RecordType, type SearchHit } from './schema.ts';
import { processTerm, tokenize, typoBudget } from './text.ts';

export type { Hierarchy, RecordType, SearchHit };

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
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Accepts the index file's text or its parsed JSON. */
export function loadIndex(json: string | IndexFile): SearchIndex {
  const file = (typeof json === 'string' ? JSON.parse(json) : json) as IndexFile;
  if (file?.v !== 1) throw new Error('search index: unknown format');
  return { ms: MiniSearch.loadJS(file.index as Parameters<typeof MiniSearch.loadJS>[0], MINISEARCH_OPTIONS), pages: file.pages };
}

/**
 * Hits for a query, best first, one per page (spec §9 "distinct by url"): MiniSearch score,
 * with a bonus when the page title is the API name asked for, then page rank, level
 * (lvl1 before lvl2 … before content) and position.
 */
export function search(index: SearchIndex, query: string, opts: SearchOptions = {}): SearchHit[] {
  const limit = opts.limit ?? HITS_PER_PAGE;
  const q = query.slice(0, QUERY_MAX);
  const words = q.split(/\s+/).filter((w) => tokenize(w).length > 0);
  if (!words.length) return [];
  // Each word's tokens (`gsap.to` → gsap, to, gsap.to) are alternatives; every word must match,
  // unless that finds nothing. The word being typed (no space after it yet) is a prefix.
  const typing = !/\s$/.test(q);
  const tree = (combineWith: 'AND' | 'OR'): Query => ({
    combineWith,
    queries: words.map((w, i) => ({ queries: [w], combineWith: 'OR', prefix: typing && i === words.length - 1 })),
  });
  const options = { boost: BOOST, fuzzy: (term: string) => typoBudget(term) };
  let results = index.ms.search(tree('AND'), options);
  if (!results.length && words.length > 1) results = index.ms.search(tree('OR'), options);

  const wanted = apiName(q);
  const ranked = results.map((r) => {
    const page = index.pages[num(r.g)]!;
    return { r, page, score: r.score * titleBonus(page, wanted) };
  });
  ranked.sort((a, b) => b.score - a.score || b.page[3] - a.page[3] || level(a.r) - level(b.r) || num(a.r.p) - num(b.r.p));

  const seen = new Set<number>();
  const hits: SearchHit[] = [];
  for (const { r, page } of ranked) {
    if (seen.has(num(r.g))) continue;
    seen.add(num(r.g));
    hits.push(toHit(r, page, opts.snippetWords ?? SNIPPET_WORDS));
    if (hits.length >= limit) break;
  }
  return hits;
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
  if (title === wanted) return 3;
  if (title.endsWith(`.${wanted}`)) return 1.5;
  return 1;
}

function toHit(r: SearchResult, page: IndexPage, snippetWords: number): SearchHit {
  const levels = [page[1], page[2], ...((r.x as (string | null)[] | undefined) ?? [])];
  const hierarchy = Object.fromEntries(LEVELS.map((l, i) => [l, levels[i] ?? null])) as unknown as Hierarchy;
  const content = (r.c as string | undefined) ?? null;
  const url = r.a ? `${page[0]}#${String(r.a)}` : page[0];
  const hit: SearchHit = { hierarchy, content, type: r.y === 0 ? 'content' : (`lvl${r.y}` as RecordType), url };
  if (content) hit._snippet = snippet(content, r.terms, snippetWords);
  return hit;
}

/** About `size` words of `text` starting a little before the first word that matched. */
export function snippet(text: string, terms: string[], size: number): string {
  const words = text.split(/\s+/).filter(Boolean);
  const matched = new Set(terms);
  const at = words.findIndex((w) => tokenize(w).some((t) => matched.has(processTerm(t))));
  const start = Math.max(0, Math.min(at < 0 ? 0 : at - 2, words.length - size));
  const end = Math.min(words.length, start + size);
  return `${start > 0 ? '… ' : ''}${words.slice(start, end).join(' ')}${end < words.length ? ' …' : ''}`;
}
