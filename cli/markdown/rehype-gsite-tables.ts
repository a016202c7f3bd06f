import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { eachNode } from './each-node.ts';

/**
 * Hands out ids not in `taken` (which it grows): the name itself, else `name-1`, `name-2`, ….
 * Per name it remembers the suffix to try next (those below it are taken already, and taken
 * only grows), so a row of a thousand `a`s costs a thousand steps, not half a million.
 */
export function uniqueIds(taken: Set<string>): (name: string) => string {
  const nextSuffix = new Map<string, number>();
  return (name) => {
    let id = name;
    let n = nextSuffix.get(name) ?? 1;
    while (taken.has(id)) id = `${name}-${n++}`;
    nextSuffix.set(name, n);
    taken.add(id);
    return id;
  };
}

/**
 * Prepares every Markdown table for the reading layout of templates/styles/tables.css:
 *
 * - each body cell carries its column's header text (`data-label`), so on narrow columns a
 *   row can be drawn as a card whose cells say what they are ("Type", "Default");
 * - a table of three or more columns is marked `data-stack` (two columns wrap well enough);
 *   since CSS then changes its display, its parts carry their table roles explicitly (some
 *   browsers drop table semantics from a table that is not displayed as one);
 * - a *reference* table, one whose rows mostly start with an inline-code name (options,
 *   properties, methods), is marked `table--reference`; with three or more columns it is laid
 *   out as entries (`data-layout="entries"`: name, type and default side by side, the last
 *   column, the description, beneath them);
 * - each row of a reference table gets an anchor: the row's id is the name as written
 *   (`#pin`, `#onEnter`), so links from other pages and search hits land on the row. Further
 *   names in the same first cell (`onStartParams`, `onUpdateParams`) get ids on their code.
 *   Ids never clash with the page's heading ids (headings keep theirs; a row then gets `-1`).
 *
 * - code and link text in a cell get break opportunities (`<wbr>`) after dots and before parentheses, so
 *   `TweenLite.delayedCall()` can wrap as `TweenLite.` / `delayedCall()` in a narrow column
 *   instead of widening the table or breaking mid-word.
 *
 * Runs after rehype-gsite-headings, which has given headings their ids.
 */
export default function rehypeGsiteTables() {
  return (tree: Root) => {
    // The page's ids, gathered on the first reference row only: most pages have no table,
    // and this plugin runs on every page of every build.
    let allocate: ((name: string) => string) | undefined;
    const unique = (name: string): string => {
      if (!allocate) {
        const ids = new Set<string>();
        eachNode<Element>(tree, 'element', (node) => {
          if (typeof node.properties.id === 'string') ids.add(node.properties.id);
        });
        allocate = uniqueIds(ids);
      }
      return allocate(name);
    };
    eachNode<Element>(tree, 'element', (table) => {
      if (table.tagName !== 'table') return;
      const rows = childElements(table).flatMap((section) => (section.tagName === 'tr' ? [section] : childElements(section).filter((r) => r.tagName === 'tr')));
      const headerRow = rows.find((r) => childElements(r).every((c) => c.tagName === 'th'));
      const labels = headerRow ? childElements(headerRow).map((c) => toString(c).replace(/\s+/g, ' ').trim()) : [];
      const bodyRows = rows.filter((r) => r !== headerRow);
      eachNode<Element>(table, 'element', (node) => {
        // Link text too: a list of member pages names them in links, without code.
        if (node.tagName === 'code' || node.tagName === 'a') node.children = node.children.flatMap((c) => (c.type === 'text' ? withBreaks(c.value) : [c]));
      });
      const stacks = labels.length >= 3;
      if (stacks) {
        table.properties.dataStack = '';
        table.properties.dataCols = String(labels.length);
        addRoles(table);
      }
      for (const row of bodyRows) {
        childElements(row).forEach((cell, i) => {
          if (labels[i]) cell.properties.dataLabel = labels[i];
        });
      }
      const named = bodyRows.map((row) => ({ row, names: leadingCodeNames(childElements(row)[0]) }));
      const isReference = named.length > 0 && named.filter((n) => n.names.length > 0).length * 2 >= named.length;
      if (!isReference) return;
      table.properties.className = [...classList(table), 'table--reference'];
      if (stacks) table.properties.dataLayout = 'entries';
      for (const { row, names } of named) {
        if (names.length === 0) continue;
        const first = childElements(row)[0]!;
        const [lead, ...rest] = names;
        const id = unique(lead!.name);
        row.properties.id = id;
        for (const { code, name } of rest) code.properties.id = unique(name);
        first.children.push({
          type: 'element',
          tagName: 'a',
          properties: { className: ['row-anchor'], href: `#${id}`, ariaLabel: `Link to ${lead!.name}` },
          children: [{ type: 'text', value: '#' }],
        });
      }
    });
  };
}

const ROLES: Record<string, string> = { table: 'table', thead: 'rowgroup', tbody: 'rowgroup', tr: 'row', th: 'columnheader', td: 'cell' };

function addRoles(table: Element): void {
  eachNode<Element>(table, 'element', (node) => {
    const role = ROLES[node.tagName];
    if (role) node.properties.role = role;
  });
}

function childElements(node: Element): Element[] {
  return node.children.filter((c): c is Element => c.type === 'element');
}

function classList(node: Element): string[] {
  const c: unknown = node.properties.className;
  return Array.isArray(c) ? c.map(String) : typeof c === 'string' ? c.split(/\s+/) : [];
}

/**
 * The names a reference row documents: the inline code at the start of its first cell, and
 * any more code that follows it separated only by commas, "and", "or" or slashes
 * (`` `onStartParams`, `onUpdateParams` ``). A cell that starts with prose names nothing.
 */
function leadingCodeNames(cell: Element | undefined): { code: Element; name: string }[] {
  if (!cell) return [];
  const out: { code: Element; name: string }[] = [];
  for (const child of cell.children as ElementContent[]) {
    if (child.type === 'text') {
      if (/^[\s,/]*(?:(?:and|or)\s*)?$/i.test(child.value)) continue;
      break;
    }
    if (child.type !== 'element' || child.tagName !== 'code') break;
    const name = anchorName(toString(child));
    if (name) out.push({ code: child, name });
  }
  return out;
}

/** Long API names in narrow cells: a break after each dot and before an opening parenthesis with arguments. */
const BREAK_AT = /(?<=[A-Za-z0-9_$)\]]\.)(?=[A-Za-z_$])|(?<=[A-Za-z0-9_$])(?=\((?!\)))/;

function withBreaks(text: string): ElementContent[] {
  if (text.length < 12) return [{ type: 'text', value: text }];
  const parts = text.split(BREAK_AT);
  return parts.flatMap((part, i): ElementContent[] => (i === 0 ? [{ type: 'text', value: part }] : [{ type: 'element', tagName: 'wbr', properties: {}, children: [] }, { type: 'text', value: part }]));
}

/**
 * An id from a name as written: a method's argument list dropped (`lagSmoothing(threshold)` →
 * `lagSmoothing`, `play()` → `play`), quotes dropped, spaces joined (`"top top"` → `top-top`).
 */
function anchorName(text: string): string {
  return text
    .trim()
    .replace(/^([\w$.]+)\(.*\)$/, '$1')
    .replace(/["'`]/g, '')
    .replace(/\s+/g, '-');
}
