/**
 * Ranks the site's pages by how close their path is to an address that does not exist, for
 * the not-found page's suggestions (client/islands/not-found-suggestions.ts). Pure: no DOM,
 * so it is unit-tested in Node (test/path-similarity.test.ts).
 *
 * A path is compared segment by segment: an edit distance over the two lists of segments,
 * where swapping one segment for another costs how unlike the two are. People mistype case
 * and punctuation (`/docs/v3/gsap/to` for `/docs/v3/GSAP/gsap.to()`), so segments compare
 * lower-cased, with a segment that holds all the words of the other counting as near. The
 * last segment names the page, so a close last segment earns a bonus on top.
 */

export interface PageEntry {
  /** Path below the base URL, as the route table has it: `/docs/v3/GSAP/gsap.to()`. */
  path: string;
  title: string;
}

export interface Suggestion extends PageEntry {
  score: number;
}

/** How much a matching last segment adds to a score of at most 1 for the rest. */
const LAST_SEGMENT_BONUS = 0.5;
/** A segment that holds every word of the other (`to` in `gsap.to()`) is at least this alike. */
const CONTAINED_SIMILARITY = 0.75;
/** Below this a page shares too little with the address to be worth offering. */
export const MIN_SCORE = 0.4;

/** Lower-cased segments of a path, with the base URL, `index.html` and `.html` taken off. */
export function pathSegments(path: string, baseUrl = '/'): string[] {
  let p = path.toLowerCase();
  const base = baseUrl.toLowerCase().replace(/\/$/, '');
  if (base && (p === base || p.startsWith(base + '/'))) p = p.slice(base.length);
  p = p.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  return p.split('/').filter((s) => s !== '');
}

/** Classic Levenshtein distance, two rows at a time. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length]!;
}

const words = (segment: string) => segment.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

/** 1 for the same segment (ignoring case and punctuation), down to 0 for nothing in common. */
export function segmentSimilarity(a: string, b: string): number {
  const wa = words(a);
  const wb = words(b);
  const ka = wa.join('');
  const kb = wb.join('');
  if (a.toLowerCase() === b.toLowerCase() || (ka !== '' && ka === kb)) return 1;
  const longest = Math.max(ka.length, kb.length);
  const spelled = longest === 0 ? 0 : 1 - editDistance(ka, kb) / longest;
  const within = (x: string[], y: string[]) => x.length > 0 && x.every((w) => y.includes(w));
  return within(wa, wb) || within(wb, wa) ? Math.max(CONTAINED_SIMILARITY, spelled) : spelled;
}

/** Edit distance over segments: insert or delete costs 1, a swap costs 1 − similarity. */
function alignmentCost(asked: string[], page: string[]): number {
  let prev = Array.from({ length: page.length + 1 }, (_, j) => j);
  for (let i = 1; i <= asked.length; i++) {
    const row = [i];
    for (let j = 1; j <= page.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (1 - segmentSimilarity(asked[i - 1]!, page[j - 1]!)));
    }
    prev = row;
  }
  return prev[page.length]!;
}

/**
 * How close a page's path is to the asked one: up to 1 for the segments as a whole, plus up
 * to LAST_SEGMENT_BONUS for the last segments. 0 when the address has no segment at all.
 */
export function pathScore(askedSegments: string[], pageSegments: string[]): number {
  if (askedSegments.length === 0) return 0;
  const longest = Math.max(askedSegments.length, pageSegments.length);
  const overall = 1 - alignmentCost(askedSegments, pageSegments) / longest;
  const lastPage = pageSegments[pageSegments.length - 1];
  const last = lastPage === undefined ? 0 : segmentSimilarity(askedSegments[askedSegments.length - 1]!, lastPage);
  return overall + LAST_SEGMENT_BONUS * last;
}

/**
 * The pages closest to the asked path, best first; ties keep the list's order, so the
 * result is stable. Pages scoring under MIN_SCORE are left out, so a path like nothing on
 * the site gets no suggestions rather than five random ones.
 */
export function rankPages(askedPath: string, pages: readonly PageEntry[], opts: { baseUrl?: string; limit?: number } = {}): Suggestion[] {
  const asked = pathSegments(askedPath, opts.baseUrl);
  return pages
    .map((page, index) => ({ page, index, score: pathScore(asked, pathSegments(page.path)) }))
    .filter((s) => s.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, opts.limit ?? 5)
    .map(({ page, score }) => ({ path: page.path, title: page.title, score }));
}
