import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { headingRank } from '../markdown/heading-rank.ts';

/**
 * A page's searchable structure in reading order, taken from the Markdown hast while the
 * renderer has it (so the build never re-parses its own HTML). Plain data: it crosses the
 * render worker boundary inside RenderedPage.
 */
export type PageBlock = { kind: 'heading'; level: number; text: string; id?: string } | { kind: 'content'; text: string; id?: string };

/** Code is left out: it floods results with `gsap`/`to` and the prose around it names the API anyway. */
const SKIP = new Set(['pre', 'script', 'style', 'svg', 'button', 'template', 'iframe', 'video', 'audio']);
/** Elements whose text is one block. Table rows, not cells: a "Number" cell alone means nothing. */
const LEAF = new Set(['p', 'dt', 'dd', 'figcaption', 'summary']);

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

export function extractBlocks(tree: Root): PageBlock[] {
  const out: PageBlock[] = [];
  const visit = (nodes: (RootContent | ElementContent)[]) => {
    for (const node of nodes) if (node.type === 'element') element(node);
  };
  const push = (text: string, id?: unknown) => {
    const t = clean(text);
    if (t) out.push(typeof id === 'string' ? { kind: 'content', text: t, id } : { kind: 'content', text: t });
  };
  const element = (el: Element) => {
    if (SKIP.has(el.tagName)) return;
    const rank = headingRank(el);
    if (rank) {
      const text = clean(toString(el));
      if (text) out.push({ kind: 'heading', level: rank, text, id: typeof el.properties.id === 'string' ? el.properties.id : undefined });
      return;
    }
    if (LEAF.has(el.tagName)) return push(textOf(el));
    if (el.tagName === 'tr') {
      // Header rows ("Parameter · Type · Description") repeat on every reference page.
      if (el.children.filter(isCell).every((c) => c.tagName === 'th')) return;
      // A reference row has an anchor of its own (rehype-gsite-tables): a hit on it lands there.
      return push(el.children.filter(isCell).map((c) => clean(textOf(c))).filter(Boolean).join(' · '), el.properties.id);
    }
    if (el.tagName === 'li') {
      // A loose list item wraps its text in <p>s and may hold a nested list: the item's own
      // text is one block, the nested items are their own.
      const nested = el.children.filter((c): c is Element => c.type === 'element' && (c.tagName === 'ul' || c.tagName === 'ol'));
      push(el.children.filter((c) => !nested.includes(c as Element)).map((c) => textOf(c)).join(' '));
      return visit(nested);
    }
    visit(el.children);
  };
  visit(tree.children);
  return out;
}

/** The "#" permalink of a reference row: a link to itself, not text of the row. */
function isRowAnchor(node: Element): boolean {
  const c = node.properties.className;
  return node.tagName === 'a' && Array.isArray(c) && c.includes('row-anchor');
}

function isCell(n: ElementContent): n is Element {
  return n.type === 'element' && (n.tagName === 'td' || n.tagName === 'th');
}

/** Text without code blocks and other skipped elements (inline `code` stays: it names APIs). */
function textOf(node: ElementContent | Element): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' || SKIP.has(node.tagName) || isRowAnchor(node)) return '';
  const sep = node.tagName === 'p' || node.tagName === 'br' ? ' ' : '';
  return node.children.map(textOf).join('') + sep;
}
