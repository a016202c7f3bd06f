/**
 * What site.config.ts imports (as `gsite/config`): editor types for the configuration.
 * Validation happens when the CLI loads the file (load-config.ts).
 */
import type { SiteConfigInput } from './schema.ts';
export type { SiteConfigInput, SiteConfig, NavbarItem, RedirectRule } from './schema.ts';
export { defineSidebars } from './sidebar-types.ts';
export type { SidebarItemConfig, SidebarsConfig, SidebarItem } from './sidebar-types.ts';

export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
