/**
 * The docs sidebar's client entry (component: templates/islands/sidebar-tree.tsx). A page
 * carries only where it is (`current`) and the URL of its sidebar's JSON; the tree it was
 * rendered from is rebuilt here from that file, fetched once per sidebar and kept for the
 * window's life, so client navigation between pages fetches nothing more.
 */
import type { SidebarItem } from '../../cli/config/sidebar-types.ts';
import { pruneSidebar, type SidebarTreeProps } from '../../templates/islands/sidebar-tree.tsx';

export { default } from '../../templates/islands/sidebar-tree.tsx';

const sidebars = new Map<string, Promise<SidebarItem[]>>();

function fetchSidebar(url: string): Promise<SidebarItem[]> {
  let pending = sidebars.get(url);
  if (!pending) {
    pending = fetch(url).then((r) => (r.ok ? (r.json() as Promise<SidebarItem[]>) : Promise.reject(new Error(`Sidebar ${url}: HTTP ${r.status}`))));
    // A failed fetch is not remembered: the next page (or Retry) asks again.
    pending.catch(() => sidebars.delete(url));
    sidebars.set(url, pending);
  }
  return pending;
}

export async function resolveProps(props: Record<string, unknown>): Promise<SidebarTreeProps> {
  const { current, dataUrl, base } = props as unknown as Pick<SidebarTreeProps, 'current' | 'base'> & { dataUrl: string };
  const full = await fetchSidebar(dataUrl);
  return { items: pruneSidebar(full, current), current, base, full };
}
