import { readStorage, removeStorage, writeStorage } from '../runtime/storage.ts';

/**
 * The preferred docs version, per docs plugin (spec §4): saved when a visitor picks a
 * version in the version dropdown, and forgotten when the saved version no longer exists.
 * The click listeners go when `signal` aborts.
 */
export const preferredVersionKey = (pluginId: string) => `docs-preferred-version-${pluginId}`;
const WHAT = 'the preferred docs version';

export function wireDocsVersions(root: ParentNode, signal: AbortSignal): void {
  for (const menu of root.querySelectorAll<HTMLElement>('[data-docs-plugin][data-versions]')) {
    const pluginId = menu.dataset.docsPlugin!;
    const versions = JSON.parse(menu.dataset.versions!) as string[];
    const key = preferredVersionKey(pluginId);
    const saved = readStorage(key, WHAT);
    if (saved !== null && !versions.includes(saved)) removeStorage(key, WHAT);
    menu.querySelectorAll<HTMLAnchorElement>('a.is-version').forEach((link, i) => {
      link.addEventListener('click', () => writeStorage(key, versions[i] ?? versions[0]!, WHAT), { signal });
    });
  }
}
