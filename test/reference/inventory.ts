import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The copy of routes.md §2 for the GSAP core sections (see inventory.md for its origin). */
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
      out.push({ depth: page[1]!.length / 2, kind: 'page', label: page[3]!, path: page[2]!, h1: page[4] ?? page[3]!, line: i + 1 });
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
