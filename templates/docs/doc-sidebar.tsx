import type { SidebarItem } from '../../cli/config/sidebar-types.ts';
import { routeKey } from '../../cli/routes/route.ts';
import { usePage } from '../context.ts';
import { Island } from '../islands/island.tsx';
import { SidebarTree } from '../islands/sidebar-tree.tsx';

function containsUrl(item: SidebarItem, key: string): boolean {
  if (item.href && routeKey(item.href) === key) return true;
  return item.type === 'category' && item.items.some((c) => containsUrl(c, key));
}

/**
 * The page's copy of a sidebar: a collapsed category away from the current page keeps its
 * heading link but not its children (they load on expand), so a page does not carry every
 * link of a large docs tree. Categories without a link of their own keep their children,
 * so every page stays reachable without JavaScript.
 */
export function pruneSidebar(items: SidebarItem[], current: string): SidebarItem[] {
  return items.map((item) => {
    if (item.type !== 'category') return item;
    if (item.collapsed && item.collapsible && item.href && !containsUrl(item, current)) return { ...item, items: [], lazy: true };
    return { ...item, items: pruneSidebar(item.items, current) };
  });
}

export function DocSidebar({ items, url, label, dataKey }: { items: SidebarItem[]; url: string; label: string; dataKey: string }) {
  const { site } = usePage();
  const current = routeKey(url);
  return (
    <aside className="sidebar" aria-label={label}>
      <nav className="sidebar__nav" aria-label={`${label} sidebar`}>
        <Island
          name="sidebar-tree"
          component={SidebarTree}
          props={{ items: pruneSidebar(items, current), current, dataUrl: site.sidebarData[dataKey], base: site.config.baseUrl.replace(/\/$/, '') }}
          // React loads only when the visitor reaches for the sidebar (hover, focus, touch).
          load="interaction"
        />
      </nav>
    </aside>
  );
}
