import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SidebarItem } from '../cli/config/sidebar-types.ts';
import { pruneSidebar } from '../templates/islands/sidebar-tree.tsx';

const link = (href: string): SidebarItem => ({ type: 'link', label: href, href, external: false });
const category = (label: string, items: SidebarItem[], href?: string): SidebarItem => ({ type: 'category', label, href, items, collapsed: true, collapsible: true });

const sidebar: SidebarItem[] = [
  category('Guides', [link('/docs/guides/a/'), category('Deep', [link('/docs/guides/deep/b/')], '/docs/guides/deep/')], '/docs/guides/'),
  category('API', [link('/docs/api/x/'), link('/docs/api/y/')], '/docs/api/'),
  // No page of its own: its children stay in every page, or they would be unreachable without JavaScript.
  category('Loose', [link('/docs/loose/z/')]),
];

const shape = (items: SidebarItem[]): unknown =>
  items.map((i) => (i.type === 'category' ? { [i.label]: i.lazy ? 'lazy' : shape(i.items) } : i.href));

test("a page's sidebar holds the open path to it; collapsed categories elsewhere keep only their heading link", () => {
  assert.deepEqual(shape(pruneSidebar(sidebar, '/docs/guides/deep/b')), [
    { Guides: ['/docs/guides/a/', { Deep: ['/docs/guides/deep/b/'] }] },
    { API: 'lazy' },
    { Loose: ['/docs/loose/z/'] },
  ]);
  // The same sidebar for another page (the per-sidebar index must not leak one page's path into the next).
  assert.deepEqual(shape(pruneSidebar(sidebar, '/docs/api/y')), [{ Guides: 'lazy' }, { API: ['/docs/api/x/', '/docs/api/y/'] }, { Loose: ['/docs/loose/z/'] }]);
});

test("a category's own page opens that category", () => {
  assert.deepEqual(shape(pruneSidebar(sidebar, '/docs/guides/deep')), [
    { Guides: ['/docs/guides/a/', { Deep: ['/docs/guides/deep/b/'] }] },
    { API: 'lazy' },
    { Loose: ['/docs/loose/z/'] },
  ]);
  assert.deepEqual(shape(pruneSidebar(sidebar, '/docs/elsewhere')), [{ Guides: 'lazy' }, { API: 'lazy' }, { Loose: ['/docs/loose/z/'] }]);
});
