import MiniSearch from 'minisearch';
import { encodeIndex } from '../../client/search/index-codec.ts';
import { LEVELS, MINISEARCH_OPTIONS, type IndexDoc, type IndexFile, type IndexPage, type IndexSynonyms } from '../../client/search/schema.ts';
import type { SearchRecord } from './records.ts';
import type { SynonymGroup } from '../config/schema.ts';

export function toIndexDoc(r: SearchRecord, id: number, page: number): IndexDoc {
  const x = LEVELS.slice(2).map((l) => r.hierarchy[l]);
  while (x.length && x[x.length - 1] === null) x.pop();
  // Heading records: their own level; content: 0 (the whole hierarchy is context).
  const own = r.type === 'content' ? 0 : Number(r.type.slice(3));
  return {
    id,
    t: own === 1 ? (r.hierarchy.lvl1 ?? undefined) : undefined,
    // The title record's keywords (categories above it, its API name) weigh like a heading.
    h: own >= 2 ? (r.hierarchy[LEVELS[own]!] ?? undefined) : own === 1 && r.keywords?.length ? r.keywords.join(' ') : undefined,
    k: context(r, own),
    c: r.content ?? undefined,
    g: page,
    x: x.length ? x : undefined,
    y: own,
    a: r.anchor ?? undefined,
    p: r.position,
  };
}

/**
 * Words around a record that should find it: for the page title its section; for
 * a heading or paragraph the headings above it (not the page title or section: a page matches
 * a query when its records together hold every word, see client/search/engine.ts).
 */
function context(r: SearchRecord, own: number): string {
  if (own === 1) return r.hierarchy.lvl0 ?? '';
  return LEVELS.slice(2, own || 7).map((l) => r.hierarchy[l]).filter(Boolean).join(' ');
}

/**
 * Which records an index file holds: all of them, or one of the two parts the site ships (the
 * headings index loads at the first keystroke; the body text follows, see search-files.ts).
 */
export type IndexPart = 'whole' | 'head' | 'body';

/**
 * A MiniSearch index of the records, as the JSON the browser loads (client/search/engine.ts).
 * Page numbers are the same in every part, so parts load side by side; the page
 * table and synonyms travel with the part that loads first.
 */
export function searchIndexJson(records: SearchRecord[], synonyms: SynonymGroup[] = [], part: IndexPart = 'whole'): string {
  const pages: IndexPage[] = [];
  const pageOf = new Map<string, number>();
  const docs = records.map((r, id) => {
    let page = pageOf.get(r.url_without_anchor);
    if (page === undefined) {
      page = pages.push([r.url_without_anchor, r.hierarchy.lvl0, r.hierarchy.lvl1, r.page_rank]) - 1;
      pageOf.set(r.url_without_anchor, page);
    }
    return toIndexDoc(r, id, page);
  });
  const ms = new MiniSearch<IndexDoc>(MINISEARCH_OPTIONS);
  // Ids run 0…n-1 within each part (the compact format stores them as gaps); nothing matches
  // records across parts by id.
  ms.addAll(part === 'whole' ? docs : docs.filter((d) => (d.y === 0) === (part === 'body')).map((d, id) => ({ ...d, id })));
  const lead = part !== 'body';
  const file: IndexFile = {
    v: 3,
    ...(lead ? { pages } : {}),
    index: encodeIndex(ms.toJSON()),
    ...(lead && synonyms.length ? { syn: synonyms.map((g): IndexSynonyms => [g.phrases, g.terms]) } : {}),
  };
  return JSON.stringify(file);
}
