import type { Options } from 'minisearch';
import { processTerm, tokenize } from './text.ts';

/** Spec §3: the headings above a record; lvl0 is the section, lvl1 the page title. */
export interface Hierarchy {
  lvl0: string | null;
  lvl1: string | null;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

/** The hierarchy levels in order, lvl0 (section) to lvl6. */
export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const satisfies readonly (keyof Hierarchy)[];

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

/**
 * A stretch of text, marked when it matched the query. Highlights travel as data, never as
 * HTML, so a page text or query holding markup is always shown as text.
 */
export type Segment = [text: string, marked: boolean];

/**
 * Spec §3 "Search hit". `snippet`: about ten words of content around the first match;
 * `highlight`: a heading hit's own heading with the matched words marked.
 */
export interface SearchHit {
  hierarchy: Hierarchy;
  content: string | null;
  type: RecordType;
  url: string;
  snippet?: Segment[];
  highlight?: Segment[];
}

/**
 * The document MiniSearch indexes, one per search record. Keys are one letter, and what is the
 * same for every record of a page lives once in IndexFile.pages, because stored fields are
 * written out per document in the index file; the engine rebuilds the spec's hit shape.
 */
export interface IndexDoc {
  /** Position of the record in its index file (the records file's order, within the part). */
  id: number;
  /** The page title, on the lvl1 record only. */
  t?: string;
  /** The record's own heading on lvl2…lvl6 records; the page's keywords on the lvl1 record. */
  h?: string;
  /**
   * The hierarchy around the record (section, title, headings above it). Indexed with a low
   * weight so "ScrollTrigger onEnter" finds the paragraph under that title, while a title or
   * heading match ranks its own record first and it becomes the page's hit.
   */
  k: string;
  /** Content; absent for heading records. */
  c?: string;
  /** Index of the page in IndexFile.pages. */
  g: number;
  /** Hierarchy lvl2…lvl6, trailing nulls dropped; absent when empty. */
  x?: (string | null)[];
  /** Type: 0 = content, 1…6 = lvl1…lvl6. */
  y: number;
  /** Anchor; absent for none. */
  a?: string;
  /** position in the page. */
  p: number;
}

/** What every record of a page shares: [url_without_anchor, lvl0, lvl1, page_rank]. */
export type IndexPage = [url: string, lvl0: string | null, lvl1: string | null, rank: number];

export const INDEX_FIELDS = ['t', 'h', 'k', 'c'] as const;
export const STORE_FIELDS = ['g', 'x', 'c', 'y', 'a', 'p'] as const;

/** Options the index is built and loaded with: both sides must agree. */
export const MINISEARCH_OPTIONS: Options<IndexDoc> = {
  idField: 'id',
  fields: [...INDEX_FIELDS],
  storeFields: [...STORE_FIELDS],
  tokenize,
  processTerm,
};

/**
 * A synonym group as the index file carries it: [what readers type (phrases), what the docs
 * call it (terms)] (the site's `search.synonyms`, e.g. content/search/synonyms.ts).
 */
export type IndexSynonyms = [phrases: string[], terms: string[]];

/**
 * Format of a hashed index file, versioned: the index in compact form and, in the part that
 * loads first, the page table and the synonyms (a later part shares its page numbers).
 */
export interface IndexFile {
  v: 3;
  pages?: IndexPage[];
  index: CompactIndex;
  syn?: IndexSynonyms[];
}

/** The index in compact form (index-codec.ts encodes and decodes it). */
export interface CompactIndex {
  count: number;
  averageFieldLength: number[];
  /** Per document, in id order: its field lengths. */
  fieldLength: (number | null)[][];
  /** Per document: STORE_FIELDS values in order, trailing empties dropped. */
  stored: unknown[][];
  terms: CompactTerm[];
}

/** A term and, per field that holds it, [fieldId, id gaps, term frequencies (0: all 1)]. */
export type CompactTerm = [term: string, ...postings: (number | number[])[]];
