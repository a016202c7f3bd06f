import type { SidebarItemConfig } from 'gsite/config';

/** A group heading in a sidebar ("Quick Start", "methods"): a category that cannot collapse and links nowhere. */
export const group = (label: string, items: SidebarItemConfig[]): SidebarItemConfig => ({
  type: 'category',
  label,
  collapsible: false,
  collapsed: false,
  className: 'sidebar__group',
  items,
});
