import { LEVELS, type SearchHit, type Segment } from './schema.ts';


/**
 * What a hit shows: its own heading (or the snippet, for a paragraph) and the path of headings
 * above it. Shared by the modal, the start screen and the /search page.
 */
export function hitText(hit: Pick<SearchHit, 'hierarchy' | 'type' | 'content' | 'snippet' | 'highlight'>): { title: Segment[]; path: string } {
  const level = hit.type === 'content' ? 7 : Number(hit.type.slice(3));
  const above = LEVELS.slice(1, level)
    .map((l) => hit.hierarchy[l])
    .filter((v): v is string => Boolean(v));
  if (hit.type === 'content') {
    const title = hit.snippet?.length ? hit.snippet : [[hit.content ?? '', false] as Segment];
    return { title, path: above.join(' › ') };
  }
  return { title: hit.highlight?.length ? hit.highlight : [[hit.hierarchy[LEVELS[level]!] ?? '', false]], path: above.join(' › ') };
}

/** Hits grouped by section (lvl0) in order of first appearance, at most `perGroup` each. */
export function groupHits<T extends Pick<SearchHit, 'hierarchy'>>(hits: T[], perGroup: number): { section: string; hits: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const hit of hits) {
    const section = hit.hierarchy.lvl0 ?? 'Other';
    const list = groups.get(section) ?? [];
    if (!groups.has(section)) groups.set(section, list);
    if (list.length < perGroup) list.push(hit);
  }
  return [...groups].map(([section, list]) => ({ section, hits: list }));
}
