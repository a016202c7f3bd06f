import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { SidebarItem } from '../../cli/config/sidebar-types.ts';
import { BUILD_DIR } from '../helpers/built-pages.ts';
import { inventoryPaths, readInventory, samePath, type InventoryEntry } from './inventory.ts';
import { referencePages, REFERENCE_DIRS } from './reference-pages.ts';

/**
 * The GSAP core sections of the inventory (inventory.md, copied from routes.md §2) against the
 * build: every path is a page, its H1 is the inventory's, and the docs sidebar holds these
 * sections with the inventory's labels, nesting and order.
 */

const inventory = readInventory();
const pages = inventory.filter((e) => e.kind === 'page');

function builtFile(urlPath: string): string {
  return path.join(BUILD_DIR, samePath(urlPath), 'index.html');
}

const decode = (s: string) =>
  s.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').trim();

function docsSidebar(): SidebarItem[] {
  const dir = path.join(BUILD_DIR, 'assets/sidebars');
  const file = fs.readdirSync(dir).find((f) => /^docs-docs-[\w]+\.json$/.test(f));
  if (!file) throw new Error(`no docs sidebar JSON in ${dir}`);
  return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as SidebarItem[];
}

test('every path of the GSAP core inventory is a built page', () => {
  const missing = pages.filter((p) => !fs.existsSync(builtFile(p.path!))).map((p) => `${p.path} (inventory.md:${p.line})`);
  if (missing.length) assert.fail(`${missing.length} of ${pages.length} pages are missing:\n${missing.join('\n')}`);
});

test(`every page in content/docs/v3/{${REFERENCE_DIRS.join(',')}} is a path of the inventory`, () => {
  const known = inventoryPaths(inventory);
  const strays = referencePages().filter((p) => !known.has(samePath(p.url))).map((p) => `${p.file} (${p.url})`);
  if (strays.length) assert.fail(`pages the inventory does not list (misnamed?):\n${strays.join('\n')}`);
});

test('every built page of the inventory has the inventory H1', () => {
  const wrong: string[] = [];
  for (const p of pages) {
    const file = builtFile(p.path!);
    if (!fs.existsSync(file)) continue;
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(fs.readFileSync(file, 'utf8'))?.[1];
    if (h1 === undefined || decode(h1) !== p.h1) wrong.push(`${p.path}: H1 ${JSON.stringify(h1 === undefined ? null : decode(h1))}, want ${JSON.stringify(p.h1)}`);
  }
  if (wrong.length) assert.fail(wrong.join('\n'));
});

/** A sidebar subtree as lines: nesting, label, and the page it opens. */
function sidebarLines(items: SidebarItem[], depth: number): string[] {
  return items.flatMap((item) => {
    const line = `${'  '.repeat(depth)}${item.label}${item.href ? ` ${samePath(item.href)}` : ''}`;
    return item.type === 'category' ? [line, ...sidebarLines(item.items, depth + 1)] : [line];
  });
}

function inventoryLines(entries: InventoryEntry[], base: number): string[] {
  return entries.map((e) => `${'  '.repeat(e.depth - base)}${e.label}${e.path ? ` ${samePath(e.path)}` : ''}`);
}

/** The top-level pages of the sections (GSAP, Tween, …) with their subtree and their group heading. */
function sections(): { group: string; root: InventoryEntry; subtree: InventoryEntry[] }[] {
  const out: { group: string; root: InventoryEntry; subtree: InventoryEntry[] }[] = [];
  let group = '';
  for (const e of inventory) {
    if (e.depth === 0 && e.kind === 'group') group = e.label;
    else if (e.depth === 0) out.push({ group, root: e, subtree: [] });
    else out.at(-1)!.subtree.push(e);
  }
  return out;
}

/** Finds the item that opens `href`, with the label of the top-level group that holds it. */
function findItem(items: SidebarItem[], href: string, group = ''): { item: SidebarItem; group: string; parent: SidebarItem[] } | undefined {
  for (const item of items) {
    if (item.href && samePath(item.href) === href) return { item, group, parent: items };
    if (item.type === 'category') {
      const found = findItem(item.items, href, group || item.label);
      if (found) return found;
    }
  }
  return undefined;
}

test('the docs sidebar holds the GSAP core sections with the inventory labels, nesting and order', () => {
  const sidebar = docsSidebar();
  const problems: string[] = [];
  let previous: { parent: SidebarItem[]; index: number } | undefined;
  for (const { group, root, subtree } of sections()) {
    const found = findItem(sidebar, samePath(root.path!));
    if (!found) {
      problems.push(`${root.path} ("${root.label}") is not in the docs sidebar`);
      previous = undefined;
      continue;
    }
    if (found.group !== group) problems.push(`${root.path} sits in the group "${found.group}", want "${group}"`);
    if (found.item.label !== root.label) problems.push(`${root.path}: sidebar label "${found.item.label}", want "${root.label}"`);
    const index = found.parent.indexOf(found.item);
    // Sections of one group follow each other in inventory order.
    if (previous && previous.parent === found.parent && index !== previous.index + 1) {
      problems.push(`${root.path} should come right after the previous section in its group (inventory.md:${root.line})`);
    }
    previous = { parent: found.parent, index };
    const children = found.item.type === 'category' ? found.item.items : [];
    const got = sidebarLines(children, 0);
    const want = inventoryLines(subtree, 1);
    if (got.join('\n') !== want.join('\n')) {
      const at = want.findIndex((line, i) => got[i] !== line);
      problems.push(`${root.path}: its sidebar children differ from inventory.md from entry ${at + 1}:\n  got:  ${JSON.stringify(got[at])}\n  want: ${JSON.stringify(want[at])}`);
    }
  }
  if (problems.length) assert.fail(problems.join('\n'));
});
