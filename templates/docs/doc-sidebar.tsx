import type { SidebarItem } from '../../cli/config/sidebar-types.ts';
import { routeKey } from '../../cli/routes/route.ts';
import { usePage } from '../context.ts';
import { Island } from '../islands/island.tsx';
import { pruneSidebar, SidebarTree } from '../islands/sidebar-tree.tsx';
import { SidebarHide } from '../islands/sidebar-hide.tsx';

const NAV_ID = 'sidebar-nav';

export function DocSidebar({ items, url, label, dataKey }: { items: SidebarItem[]; url: string; label: string; dataKey: string }) {
  const { site } = usePage();
  const current = routeKey(url);
  const base = site.config.baseUrl.replace(/\/$/, '');
  return (
    <aside className="sidebar" aria-label={label}>
      <nav id={NAV_ID} className="sidebar__nav" aria-label={`${label} sidebar`}>
        <Island
          name="sidebar-tree"
          component={SidebarTree}
          props={{ items: pruneSidebar(items, current), current, base }}
          // The tree is shared by every page of the sidebar: it ships once, as the hashed JSON
          // file the client entry fetches; the page's copy is only the HTML of its open part.
          clientProps={{ current, dataUrl: site.sidebarData[dataKey], base }}
          // React loads only when the visitor reaches for the sidebar (hover, focus, touch).
          load="interaction"
        />
      </nav>
      <Island name="sidebar-hide" component={SidebarHide} props={{ controls: NAV_ID }} load="idle" />
    </aside>
  );
}
