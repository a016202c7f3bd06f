import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { GSITE_ROOT } from '../../cli/paths.ts';
import { search } from '../../client/search/engine.ts';
import { BUILD_DIR } from '../helpers/built-pages.ts';
import { loadBuiltIndex } from '../helpers/built-search.ts';

/**
 * The learning section (/resources) against ../shared/routes.md §3 (copied to ./inventory.md):
 * every page at its path with its H1, the sidebar's groups, labels and order, guides long
 * enough to teach their topic, and the search finding each guide by its topic in plain words.
 */

interface Entry {
  depth: number;
  label: string;
  /** Site path or external URL; none for a group heading. */
  href?: string;
  h1?: string;
}

const INVENTORY = path.join(GSITE_ROOT, 'test/learning/inventory.md');

/** `- \`/resources/x\` — "Label" — H1 "…"`, `- https://… — "Label"`, `- **Group**`. */
function readInventory(): Entry[] {
  const out: Entry[] = [];
  for (const line of fs.readFileSync(INVENTORY, 'utf8').split('\n')) {
    const page = /^( *)- (?:`([^`]+)`|(https:\/\/\S+)) — "([^"]*)"[^—\n]*(?:— H1 "([^"]*)")?/.exec(line);
    if (page) {
      out.push({ depth: page[1]!.length / 2, label: page[4]!, href: page[2] ?? page[3], h1: page[5] ?? page[4] });
      continue;
    }
    const group = /^( *)- \*\*(.+?)\*\*/.exec(line);
    if (group) out.push({ depth: group[1]!.length / 2, label: group[2]! });
  }
  return out;
}

const inventory = readInventory();
const samePath = (href: string) => (href.startsWith('/') ? decodeURI(href).replace(/\/$/, '') || '/' : href);
const learningPages = inventory.filter((e) => e.href?.startsWith('/resources'));

function builtHtml(href: string): string | undefined {
  const file = path.join(BUILD_DIR, samePath(href).slice(1), 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

test('every learning page of the inventory is built, with the inventory H1', () => {
  assert.ok(learningPages.length >= 24, `only ${learningPages.length} /resources entries in inventory.md`);
  const problems: string[] = [];
  for (const e of learningPages) {
    const html = builtHtml(e.href!);
    if (!html) {
      problems.push(`${e.href} is missing`);
      continue;
    }
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').trim();
    // The home's label is a placeholder on the old site; its H1 is the contract.
    if (h1 !== e.h1) problems.push(`${e.href}: H1 ${JSON.stringify(h1)}, want ${JSON.stringify(e.h1)}`);
  }
  assert.deepEqual(problems, []);
});

interface SidebarItem {
  type: string;
  label: string;
  href?: string;
  items?: SidebarItem[];
}

test('the learning sidebar has the inventory\'s groups, labels, nesting and order', () => {
  const dir = path.join(BUILD_DIR, 'assets/sidebars');
  const file = fs.readdirSync(dir).find((f) => /^resources-learning-\w+\.json$/.test(f));
  assert.ok(file, 'a learning sidebar JSON');
  const lines = (items: SidebarItem[], depth: number): string[] =>
    items.flatMap((i) => [`${'  '.repeat(depth)}${i.label}${i.href ? ` ${samePath(i.href)}` : ''}`, ...(i.items ? lines(i.items, depth + 1) : [])]);
  const actual = lines(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as SidebarItem[], 0);
  // The home is labelled "placeholder" on the old site: ours says what it is.
  const expected = inventory.map((e, i) => `${'  '.repeat(e.depth)}${i === 0 ? 'Learning home' : e.label}${e.href ? ` ${samePath(e.href)}` : ''}`);
  assert.deepEqual(actual, expected);
});

/** Words of running text in a Markdown body: code, directives, tables, headings and link targets left out. */
export function proseWords(markdown: string): number {
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
  const text = body
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, ' ')
    .split('\n')
    .filter((l) => !/^\s*(#|:{2,}|\|)/.test(l))
    .join('\n')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, ']');
  return (text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).length;
}

test('no learning page is shorter than its topic needs (300 words of prose at least)', () => {
  const dir = path.join(GSITE_ROOT, 'content/resources');
  const short: string[] = [];
  for (const rel of fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.md'))) {
    if (rel === 'index.md') continue; // the learning home is a page of cards
    const words = proseWords(fs.readFileSync(path.join(dir, rel), 'utf8'));
    if (words < 300) short.push(`content/resources/${rel}: ${words} words of prose`);
  }
  assert.deepEqual(short, []);
});

test('the prose count leaves code, tables and headings out', () => {
  assert.equal(proseWords('---\ntitle: x\n---\n# Heading words here\n\nOne two `three` [four](/x/y).\n\n```js\nconst a = 1;\n```\n| a | b |\n::demo{name="x"}\n'), 3);
});

test('the search finds each guide by its topic in plain words', () => {
  const { index } = loadBuiltIndex(BUILD_DIR);
  // Topic in the words a newcomer would type → the guide; the guide must be among the first three pages.
  const asks: [string, string][] = [
    ['first animation', '/resources/get-started'],
    ['easing', '/resources/getting-started/Easing'],
    ['sequence animations', '/resources/getting-started/timelines'],
    ['control and callbacks', '/resources/getting-started/control'],
    ['what is a plugin', '/resources/Plugins'],
    ['scrolltrigger mistakes', '/resources/st-mistakes'],
    ['accessible animation', '/resources/a11y'],
    ['conflicting tweens', '/resources/conflict'],
    ['flash of unstyled content', '/resources/fouc'],
    ['immediateRender', '/resources/immediaterender'],
    ['common mistakes', '/resources/mistakes'],
    ['position parameter', '/resources/position-parameter'],
    ['keyframes', '/resources/keyframes'],
    ['vue svelte frameworks', '/resources/frameworks'],
    ['react patterns', '/resources/react-basics'],
    ['react advanced techniques', '/resources/react-advanced'],
    ['animate svg', '/resources/svg'],
    ['webflow', '/resources/Webflow'],
    ['wordpress', '/resources/Wordpress'],
    ['migrate from gsap 2', '/resources/3-migration'],
    ['trial club plugins', '/resources/trial'],
  ];
  const misses: string[] = [];
  for (const [q, want] of asks) {
    const pages = [...new Set(search(index, q).map((h) => samePath(h.url.split('#')[0]!)))].slice(0, 3);
    if (!pages.includes(want)) misses.push(`"${q}": ${pages.join(', ') || 'nothing'}; want ${want}`);
  }
  assert.deepEqual(misses, []);
});
