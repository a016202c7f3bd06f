import { useState, type ReactNode } from 'react';
import type { SidebarItem } from '../../cli/config/sidebar-types.ts';
import { SidebarCategory } from './sidebar-category.tsx';

export interface SidebarTreeProps {
  /** The page's copy of the sidebar: collapsed categories elsewhere may be `lazy` (empty). */
  items: SidebarItem[];
  /** Route key of the current page. */
  current: string;
  /** The whole sidebar, when the client already has it (client/islands/sidebar-tree.tsx). */
  full?: SidebarItem[];
  /** Where the whole sidebar is, if it must be fetched the first time a lazy category opens. */
  dataUrl?: string;
  /** Base URL prefix for internal links ('' at the root). */
  base: string;
}

const keyOf = (href: string) => {
  const bare = href.replace(/\/index\.html$/, '').replace(/\/$/, '');
  return bare || '/';
};

function containsKey(item: SidebarItem, key: string): boolean {
  if (item.href && keyOf(item.href) === key) return true;
  return item.type === 'category' && item.items.some((c) => containsKey(c, key));
}

/**
 * For each page key of a sidebar, the categories it sits in (a category whose own link is the
 * page counts). Worked out once per sidebar, not per page: walking the whole tree for every
 * page made the render cost grow with pages × sidebar size.
 */
const ancestry = new WeakMap<SidebarItem[], Map<string, Set<SidebarItem>>>();

function categoriesAround(items: SidebarItem[], current: string): Set<SidebarItem> {
  let byKey = ancestry.get(items);
  if (!byKey) {
    const map = new Map<string, Set<SidebarItem>>();
    const note = (key: string, chain: SidebarItem[]) => {
      const set = map.get(key) ?? new Set<SidebarItem>();
      chain.forEach((c) => set.add(c));
      map.set(key, set);
    };
    const walk = (list: SidebarItem[], chain: SidebarItem[]) => {
      for (const item of list) {
        const inner = item.type === 'category' ? [...chain, item] : chain;
        if (item.href) note(keyOf(item.href), inner);
        if (item.type === 'category') walk(item.items, inner);
      }
    };
    walk(items, []);
    ancestry.set(items, map);
    byKey = map;
  }
  return byKey.get(current) ?? new Set();
}

/**
 * The page's copy of a sidebar: a collapsed category away from the current page keeps its
 * heading link but not its children (they load on expand), so a page does not carry every
 * link of a large docs tree. Categories without a link of their own keep their children,
 * so every page stays reachable without JavaScript. Runs on the server.
 */
export function pruneSidebar(items: SidebarItem[], current: string): SidebarItem[] {
  const around = categoriesAround(items, current);
  const walk = (list: SidebarItem[]): SidebarItem[] =>
    list.map((item): SidebarItem => {
      if (item.type !== 'category') return item;
      if (!around.has(item) && item.collapsed && item.collapsible && item.href) return { ...item, items: [], lazy: true };
      return { ...item, items: walk(item.items) };
    });
  return walk(items);
}

/** Categories open on first render: the current page's ancestors, and those not collapsed. */
function initiallyOpen(items: SidebarItem[], current: string, prefix = '', out = new Set<string>()): Set<string> {
  items.forEach((item, i) => {
    if (item.type !== 'category') return;
    const path = `${prefix}${i}`;
    if (!item.collapsed || !item.collapsible || containsKey(item, current)) out.add(path);
    initiallyOpen(item.items, current, `${path}.`, out);
  });
  return out;
}

/** Parent part of a category path: '' at the top level, '2.' for the children of '2'. */
const parentOf = (path: string) => path.slice(0, path.lastIndexOf('.') + 1);

/**
 * The docs sidebar. Categories are native disclosures or a link with a toggle button (both
 * keyboard and no-JS friendly); opening one closes its open siblings, and they animate
 * (sidebar-category.tsx). Pages carry only the open part of the sidebar; opening a lazy
 * category shows the whole tree (fetched before hydration, or now).
 */
export function SidebarTree({ items, current, dataUrl, base, full: preloaded }: SidebarTreeProps) {
  const [open, setOpen] = useState(() => initiallyOpen(items, current));
  // The whole tree replaces the page's part only once a lazy category opens: hydration must
  // meet exactly the server's markup, which was drawn from `items`.
  const [full, setFull] = useState<SidebarItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const tree = full ?? items;
  const href = (h: string) => (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(h) ? h : base + h);

  const toggle = (path: string, isOpen: boolean, lazy: boolean, followed = false) => {
    setOpen((prev) => {
      if (prev.has(path) === isOpen) return prev;
      const next = new Set(prev);
      if (isOpen) {
        next.add(path);
        // Auto-collapse: one open category per list keeps the sidebar short. Not when the
        // browser opened it on its own (find-in-page), which is no choice of the visitor.
        if (!followed) for (const p of prev) if (p !== path && parentOf(p) === parentOf(path)) next.delete(p);
      } else next.delete(path);
      return next;
    });
    if (isOpen && lazy && !full && preloaded) setFull(preloaded);
    else if (isOpen && lazy && !full && dataUrl) {
      fetch(dataUrl)
        .then((r) => (r.ok ? (r.json() as Promise<SidebarItem[]>) : Promise.reject(new Error(`HTTP ${r.status}`))))
        .then(setFull)
        .catch((error) => {
          console.warn('Could not load the sidebar', error);
          setFailed(true);
        });
    }
  };

  const loading = (
    <p className="sidebar__loading" role="status">
      {failed ? 'The full menu could not load. Open the category page instead.' : 'Loading…'}
    </p>
  );

  const renderItems = (list: SidebarItem[], prefix: string) => (
    <ul className="sidebar__list">
      {list.map((item, i) => {
        const path = `${prefix}${i}`;
        const active = item.href !== undefined && keyOf(item.href) === current;
        const link = item.href ? (
          <a
            href={href(item.href)}
            aria-current={active ? 'page' : undefined}
            {...(item.type === 'link' && item.external ? { rel: 'noopener noreferrer' } : {})}
          >
            {withBreaks(item.label)}
            {item.type === 'link' && item.external ? <span className="sr-only"> (opens another site)</span> : null}
          </a>
        ) : null;
        return (
          // No class on each item and link: a category can hold hundreds, and the stylesheet
          // reaches them by place (.sidebar__list > li, .sidebar__list a; the current page by
          // aria-current), so every page is lighter by some 40 bytes a link.
          <li key={path} className={item.className || undefined}>
            {item.type === 'link' ? (
              link
            ) : !item.collapsible ? (
              // A group heading: always open, nothing to toggle.
              <div className="sidebar__category sidebar__category--static">
                <div className="sidebar__summary">{link ?? <span className="sidebar__heading">{item.label}</span>}</div>
                {renderItems(item.items, `${path}.`)}
              </div>
            ) : (
              // With a link of its own, the category gets a separate toggle (a link inside
              // <summary> would nest two controls); without JavaScript that toggle is hidden
              // and the link leads to the category's page.
              <SidebarCategory
                label={item.label}
                link={link}
                open={open.has(path)}
                onToggle={(isOpen, followed) => toggle(path, isOpen, item.lazy === true, followed)}
                bodyId={`sidebar-${path.replace(/\./g, '-')}`}
              >
                {item.lazy && !full ? open.has(path) && loading : renderItems(item.items, `${path}.`)}
              </SidebarCategory>
            )}
          </li>
        );
      })}
    </ul>
  );

  return renderItems(tree, '');
}
export default SidebarTree;

/**
 * A label with line-break opportunities after its dots: API names are long single words
 * ("ScrollTrigger.removeEventListener()"), and without them a narrow sidebar breaks them
 * anywhere, e.g. before the closing parenthesis.
 */
function withBreaks(label: string): ReactNode {
  const parts = label.split(/(?<=\.)(?=[^.\s])/);
  return parts.length < 2 ? label : parts.map((part, i) => (i === 0 ? part : [<wbr key={i} />, part]));
}
