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

/** A section's own page as a category: it opens the page, and stays closed until the reader is inside it. */
export const section = (label: string, id: string, items: SidebarItemConfig[]): SidebarItemConfig => ({
  type: 'category',
  label,
  link: { type: 'doc', id },
  collapsed: true,
  items,
});

/** A page with the label the library's sidebar gives it (`.kill()` for the page titled "kill"). */
export const doc = (id: string, label: string): SidebarItemConfig => ({ type: 'doc', id, label });

/**
 * The member pages of a class under Plugins/<folder> (routes.md §1 rows 10–11): instance members
 * labelled `.name` / `.name()`, statics at `static.name…` labelled `<Class>.name` / `<Class>.name()`.
 */
export function members(folder: string, cls: string) {
  const dir = `Plugins/${folder}`;
  return {
    prop: (name: string) => doc(`${dir}/${name}`, `.${name}`),
    method: (name: string) => doc(`${dir}/${name}()`, `.${name}()`),
    staticProp: (name: string) => doc(`${dir}/static.${name}`, `${cls}.${name}`),
    staticMethod: (name: string) => doc(`${dir}/static.${name}()`, `${cls}.${name}()`),
  };
}
