import type { Element } from 'hast';

/** 1–6 for h1–h6, undefined for anything else. */
export function headingRank(node: Element): number | undefined {
  const m = /^h([1-6])$/.exec(node.tagName);
  return m ? Number(m[1]) : undefined;
}
