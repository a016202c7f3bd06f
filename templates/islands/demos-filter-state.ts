/**
 * What the /demos filters share between the server markup (templates/islands/demos-filter.tsx)
 * and the browser (client/islands/demos-filter.ts): the query keys, reading them, and the
 * count's wording. Plain TypeScript, no React, so the client bundle stays small.
 */

/** `?plugin=<family id>&level=<difficulty id>`; an empty value means all. */
export const FILTER_KEYS = { plugin: 'plugin', level: 'level' } as const;

export type Facet = keyof typeof FILTER_KEYS;

export interface FilterState {
  plugin: string;
  level: string;
}

/** The filter a query string asks for; a value that is not one of `known` counts as all. */
export function readFilter(search: string, known: Record<Facet, readonly string[]>): FilterState {
  const params = new URLSearchParams(search);
  const pick = (facet: Facet) => {
    const value = params.get(FILTER_KEYS[facet]) ?? '';
    return known[facet].includes(value) ? value : '';
  };
  return { plugin: pick('plugin'), level: pick('level') };
}

/** `search` with the filter written in (empty facets removed); other parameters stay. */
export function writeFilter(search: string, state: FilterState): string {
  const params = new URLSearchParams(search);
  for (const facet of Object.keys(FILTER_KEYS) as Facet[]) {
    if (state[facet]) params.set(FILTER_KEYS[facet], state[facet]);
    else params.delete(FILTER_KEYS[facet]);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** "12 of 35 demos" / "35 demos". */
export function resultText(shown: number, total: number): string {
  return shown === total ? `${total} demos` : `${shown} of ${total} demos`;
}
