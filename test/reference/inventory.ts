import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REFERENCE_DIRS } from './reference-pages.ts';

/** The reference folders (reference-pages.ts; MotionPathHelper's member pages sit outside /Plugins/, routes.md §1 #12e). */
export const INVENTORY_DIRS: readonly string[] = REFERENCE_DIRS;

/** The copy of routes.md §2 for the sections the reference tests cover: the GSAP core and the plugins (see inventory.md for its origin). */
export const INVENTORY_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'inventory.md');

export interface InventoryEntry {
  /** Sidebar nesting as written (two spaces per level). */
  depth: number;
  /** `group`: a heading without a page (`properties`, `methods`, …). */
  kind: 'page' | 'group';
  /** The sidebar label. */
  label: string;
  /** Pages: the path as the sidebar links it (`/docs/v3/GSAP/`, `/docs/v3/GSAP/Tween/kill()`). */
  path?: string;
  /** Pages: the H1, which is the label unless the line says otherwise. */
  h1?: string;
  /** File line in inventory.md, for messages. */
  line: number;
}

const PAGE = /^( *)- `([^`]+)` — "([^"]*)"(?: — H1 "(.*?)")?\s*(?:[†✱↗]|_\(|$)/u;
const GROUP = /^( *)- \*\*(.+?)\*\*/;

/** Every page and group heading of the inventory, in sidebar order. */
export function readInventory(file = INVENTORY_FILE): InventoryEntry[] {
  const out: InventoryEntry[] = [];
  fs.readFileSync(file, 'utf8').split('\n').forEach((text, i) => {
    const page = PAGE.exec(text);
    if (page) {
      // An H1 quoted with a code span (`<canvas>`) reads as its text: backticks are Markdown, not heading text.
      out.push({ depth: page[1]!.length / 2, kind: 'page', label: page[3]!, path: page[2]!, h1: (page[4] ?? page[3]!).replace(/`/g, ''), line: i + 1 });
      return;
    }
    const group = GROUP.exec(text);
    if (group) out.push({ depth: group[1]!.length / 2, kind: 'group', label: group[2]!, line: i + 1 });
    else if (/^ *- /.test(text)) throw new Error(`${file}:${i + 1}: a list line that is neither a page nor a group heading: ${text}`);
  });
  return out;
}

/** `/docs/v3/GSAP/` and `/docs/v3/GSAP` are the same page (index pages may be linked either way). */
export const samePath = (p: string) => decodeURI(p).replace(/\/$/, '');

/** Inventory pages by normalised path. */
export function inventoryPaths(entries = readInventory()): Set<string> {
  return new Set(entries.filter((e) => e.kind === 'page').map((e) => samePath(e.path!)));
}

/** A section of the sidebar: a top-level page of a group (GSAP, Tween, ScrollTrigger, Observer, …) with its subtree. */
export interface InventorySection {
  /** The group heading it sits under: `Fundamentals`, `Plugins`, `more plugins`, …. */
  group: string;
  /**
   * Whether the group nests its sections (routes.md writes them one level deeper than the
   * heading): "more plugins" is such a group, a category of its own in the sidebar (its sections
   * in alphabetical order: CSSRule, Draggable, DrawSVG, …, Text); the others ("Fundamentals",
   * "Plugins") are headings whose sections follow them at the same level.
   */
  nested: boolean;
  root: InventoryEntry;
  subtree: InventoryEntry[];
}

/**
 * The sections in sidebar order. A depth-0 group heading starts a group; its sections are the
 * pages at the depth of the group's first entry (0, or 1 for a nested group such as "more
 * plugins"); deeper entries belong to the section above them.
 */
export function inventorySections(entries = readInventory()): InventorySection[] {
  const out: InventorySection[] = [];
  let group = '';
  let rootDepth = 0;
  entries.forEach((e, i) => {
    if (e.depth === 0 && e.kind === 'group') {
      group = e.label;
      rootDepth = Math.min(1, entries[i + 1]?.depth ?? 0);
    } else if (e.depth === rootDepth && e.kind === 'page') out.push({ group, nested: rootDepth > 0, root: e, subtree: [] });
    else if (e.depth > rootDepth && out.length) out.at(-1)!.subtree.push(e);
    else throw new Error(`${INVENTORY_FILE}:${e.line}: "${e.label}" sits outside any section (depth ${e.depth}, the group's sections are at depth ${rootDepth})`);
  });
  return out;
}
