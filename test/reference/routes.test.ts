import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { SidebarItem } from '../../cli/config/sidebar-types.ts';
import { BUILD_DIR } from '../helpers/built-pages.ts';
import { serveBuiltSite } from '../helpers/built-site.ts';
import { INVENTORY_DIRS, inventoryPaths, inventorySections, readInventory, samePath, type InventoryEntry } from './inventory.ts';
import { referencePages } from './reference-pages.ts';

/**
 * The sections of the inventory the reference covers (inventory.md, copied from routes.md §2:
 * the GSAP core, the plugins, the utility methods) against the build: every path is a page,
 * its H1 is the inventory's, index pages answer with and without the trailing slash, and the
 * docs sidebar holds these sections with the inventory's labels, nesting and order.
 */

const inventory = readInventory();
const pages = inventory.filter((e) => e.kind === 'page');

function builtFile(urlPath: string): string {
  return path.join(BUILD_DIR, samePath(urlPath), 'index.html');
}

const decode = (s: string) =>
  s.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').trim();

/** The page's H1 as text, or null. */
const decodeH1 = (html: string) => {
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  return h1 === undefined ? null : decode(h1);
};

function docsSidebar(): SidebarItem[] {
  const dir = path.join(BUILD_DIR, 'assets/sidebars');
  const file = fs.readdirSync(dir).find((f) => /^docs-docs-[\w]+\.json$/.test(f));
  if (!file) throw new Error(`no docs sidebar JSON in ${dir}`);
  return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as SidebarItem[];
}

test('every path of the inventory is a built page', () => {
  const missing = pages.filter((p) => !fs.existsSync(builtFile(p.path!))).map((p) => `${p.path} (inventory.md:${p.line})`);
  if (missing.length) assert.fail(`${missing.length} of ${pages.length} pages are missing:\n${missing.join('\n')}`);
});

test(`every page in content/docs/v3/{${INVENTORY_DIRS.join(',')}} is a path of the inventory`, () => {
  const known = inventoryPaths(inventory);
  const strays = referencePages(INVENTORY_DIRS).filter((p) => !known.has(samePath(p.url))).map((p) => `${p.file} (${p.url})`);
  if (strays.length) assert.fail(`pages the inventory does not list (misnamed?):\n${strays.join('\n')}`);
});

test('every built page of the inventory has the inventory H1', () => {
  const wrong: string[] = [];
  for (const p of pages) {
    const file = builtFile(p.path!);
    if (!fs.existsSync(file)) continue;
    const h1 = decodeH1(fs.readFileSync(file, 'utf8'));
    if (h1 !== p.h1) wrong.push(`${p.path}: H1 ${JSON.stringify(h1)}, want ${JSON.stringify(p.h1)} (inventory.md:${p.line})`);
  }
  if (wrong.length) assert.fail(wrong.join('\n'));
});

const sections = inventorySections(inventory);

/**
 * routes.md §1 #9: sidebar and body links reach index pages both as `/docs/v3/Plugins/ScrollTrigger/`
 * and as `/docs/v3/Plugins/ScrollTrigger`. Every index page of the inventory (a section's page,
 * or a path written with the slash) must answer in both forms, served as `gsite serve` serves
 * the build (redirects followed), with its own H1.
 */
test('every index page of the inventory answers with and without the trailing slash', async () => {
  const indexes = pages.filter((p) => p.path!.endsWith('/') || sections.some((s) => s.root === p));
  const site = await serveBuiltSite();
  const problems: string[] = [];
  try {
    for (const p of indexes) {
      const bare = samePath(p.path!);
      for (const form of [bare, `${bare}/`]) {
        const res = await fetch(site.url + form);
        const body = await res.text();
        if (res.status !== 200) problems.push(`${form}: HTTP ${res.status} (inventory.md:${p.line})`);
        else if (decodeH1(body) !== p.h1) problems.push(`${form}: answers with the H1 ${JSON.stringify(decodeH1(body))}, want ${JSON.stringify(p.h1)} (inventory.md:${p.line})`);
      }
    }
  } finally {
    await site.close();
  }
  assert.ok(indexes.length >= 10, `only ${indexes.length} index pages found in inventory.md`);
  if (problems.length) assert.fail(`${problems.length} of ${indexes.length * 2} index URLs do not answer:\n${problems.join('\n')}`);
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

type Category = Extract<SidebarItem, { type: 'category' }>;

/** Finds the item that opens `href`, with the categories that hold it (outermost first) and the list it sits in. */
function findItem(items: SidebarItem[], href: string, ancestors: Category[] = []): { item: SidebarItem; ancestors: Category[]; parent: SidebarItem[] } | undefined {
  for (const item of items) {
    if (item.href && samePath(item.href) === href) return { item, ancestors, parent: items };
    if (item.type === 'category') {
      const found = findItem(item.items, href, [...ancestors, item]);
      if (found) return found;
    }
  }
  return undefined;
}

test('the docs sidebar holds the inventory sections with the inventory labels, nesting and order', () => {
  const sidebar = docsSidebar();
  const problems: string[] = [];
  let previous: { parent: SidebarItem[]; index: number; path: string } | undefined;
  for (const { group, nested, root, subtree } of sections) {
    const found = findItem(sidebar, samePath(root.path!));
    if (!found) {
      problems.push(`${root.path} ("${root.label}") is not in the docs sidebar (inventory.md:${root.line})`);
      previous = undefined;
      continue;
    }
    // The category right around the section is its group: a heading ("Plugins") or, for a
    // nested group, a category of its own ("more plugins", collapsed by default: routes.md §2).
    const holder = found.ancestors.at(-1);
    if (holder?.label !== group) problems.push(`${root.path} sits in ${holder ? `the group "${holder.label}"` : 'no group'}, want "${group}"`);
    else if (nested && (!holder.collapsible || !holder.collapsed)) problems.push(`the group "${group}" (around ${root.path}) must be a category that is collapsible and collapsed by default`);
    if (found.item.label !== root.label) problems.push(`${root.path}: sidebar label "${found.item.label}", want "${root.label}"`);
    const index = found.parent.indexOf(found.item);
    // Sections of one group keep the inventory order (the "more plugins" group is alphabetical
    // in routes.md); sections that the inventory does not copy may sit between them.
    if (previous && previous.parent === found.parent && index <= previous.index) {
      problems.push(`${root.path} should come after ${previous.path} in its group (inventory.md:${root.line})`);
    }
    previous = { parent: found.parent, index, path: root.path! };
    const children = found.item.type === 'category' ? found.item.items : [];
    const got = sidebarLines(children, 0);
    const want = inventoryLines(subtree, root.depth + 1);
    if (got.join('\n') !== want.join('\n')) {
      const at = want.findIndex((line, i) => got[i] !== line);
      const i = at === -1 ? want.length : at;
      problems.push(`${root.path}: its sidebar children differ from inventory.md from entry ${i + 1}:\n  got:  ${JSON.stringify(got[i])}\n  want: ${JSON.stringify(want[i])}`);
    }
  }
  if (problems.length) assert.fail(problems.join('\n'));
});
