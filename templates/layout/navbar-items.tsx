import type { NavbarItem } from '../../cli/config/schema.ts';
import { usePage } from '../context.ts';
import { Link } from '../components/link.tsx';
import { routeKey } from '../../cli/routes/route.ts';
import { useId } from 'react';
import { Island } from '../islands/island.tsx';
import { SearchButton } from '../islands/search-button.tsx';
import { useSearchConfig } from '../islands/search-config.ts';

type LinkItem = Extract<NavbarItem, { type: 'default' }>;

function NavLink({ item, className = 'navbar__link' }: { item: LinkItem; className?: string }) {
  const { route } = usePage();
  const target = item.to ?? item.href ?? '#';
  const active = item.to !== undefined && routeKey(route.url).startsWith(routeKey(item.to)) && item.to !== '/';
  return (
    <Link href={target} className={[className, item.className, active ? 'is-active' : ''].filter(Boolean).join(' ')} aria-current={active ? 'page' : undefined}>
      {item.label}
    </Link>
  );
}

/** Where an item is drawn: the top bar, or the mobile drawer (menus become accordions). */
export type NavbarPlace = 'bar' | 'drawer';

interface DropdownProps {
  label: string;
  items: LinkItem[];
  className?: string;
  place: NavbarPlace;
  /** Extra attributes for the menu element (the version dropdown marks its versions). */
  data?: Record<`data-${string}`, string>;
}

/**
 * In the bar: a disclosure menu that works without JavaScript (details/summary); the navbar
 * script adds aria-expanded, outside-click, focus-leave and Escape handling. In the drawer:
 * an accordion button (the drawer exists only with JavaScript).
 */
function Dropdown({ label, items, className, place, data }: DropdownProps) {
  const id = useId();
  const list = (cls: string) =>
    items.map((item, i) => (
      <li key={i}>
        <NavLink item={item} className={cls} />
      </li>
    ));
  if (place === 'drawer') {
    return (
      <div className={['drawer__accordion', className].filter(Boolean).join(' ')} {...data}>
        <button type="button" className="drawer__link drawer__accordion-toggle" aria-expanded="false" aria-controls={id}>
          {label}
        </button>
        <ul id={id} className="drawer__sublist" hidden>
          {list('drawer__link drawer__link--sub')}
        </ul>
      </div>
    );
  }
  return (
    <details className={['navbar__dropdown', className].filter(Boolean).join(' ')} {...data}>
      <summary className="navbar__link" aria-haspopup="true">
        {label}
      </summary>
      <ul className="navbar__menu">{list('navbar__menu-link')}</ul>
    </details>
  );
}

function SearchItem({ className }: { className?: string }) {
  const config = useSearchConfig();
  return <Island name="search-button" component={SearchButton} props={{ config, ...(className ? { className } : {}) }} load="idle" />;
}

/** Renders one navbar item of any configured type (spec §3 "Navbar item types"). */
export function NavbarItemView({ item, place = 'bar' }: { item: NavbarItem; place?: NavbarPlace }) {
  const linkClass = place === 'drawer' ? 'drawer__link' : 'navbar__link';
  const { site, route } = usePage();
  switch (item.type) {
    case 'default':
      return <NavLink item={item} className={linkClass} />;
    case 'dropdown':
      return <Dropdown label={item.label} items={item.items} className={item.className} place={place} />;
    case 'search':
      return <SearchItem className={item.className} />;
    case 'html':
      return <span className={item.className} dangerouslySetInnerHTML={{ __html: item.value }} />;
    case 'doc': {
      const doc = site.docs[item.docsPluginId]!.docs[item.docId]!;
      return <NavLink className={linkClass} item={{ type: 'default', position: item.position, label: item.label ?? doc.sidebarLabel, to: doc.path, className: item.className }} />;
    }
    case 'docSidebar': {
      const sidebar = site.docs[item.docsPluginId]!.sidebars[item.sidebarId]!;
      const first = firstHref(sidebar);
      return <NavLink className={linkClass} item={{ type: 'default', position: item.position, label: item.label, to: first ?? '/', className: item.className }} />;
    }
    case 'docsVersion': {
      const collection = site.docs[item.docsPluginId]!;
      return <NavLink className={linkClass} item={{ type: 'default', position: item.position, label: item.label ?? collection.version?.label ?? 'Docs', to: item.to ?? collection.mainDocUrl, className: item.className }} />;
    }
    case 'docsVersionDropdown': {
      const collection = site.docs[item.docsPluginId]!;
      const label = collection.version?.label ?? 'Versions';
      const items: LinkItem[] = [
        { type: 'default', position: item.position, label, to: collection.mainDocUrl, className: 'is-version' },
        ...item.dropdownItemsAfter,
      ];
      // The navbar script saves the chosen version per docs plugin (and forgets versions that are gone).
      const data = { 'data-docs-plugin': item.docsPluginId, 'data-versions': JSON.stringify([collection.version?.name ?? 'current']) } as const;
      return <Dropdown label={label} items={items} className={item.className} place={place} data={data} />;
    }
    case 'localeDropdown': {
      const { i18n } = site.config;
      const items: LinkItem[] = i18n.locales.map((locale) => ({
        type: 'default',
        position: item.position,
        label: i18n.localeConfigs[locale]!.label,
        to: localeUrl(route.url, locale, i18n.defaultLocale, i18n.localeConfigs[locale]!.path),
      }));
      return <Dropdown label={i18n.localeConfigs[i18n.defaultLocale]!.label} items={[...items, ...item.dropdownItemsAfter]} className={item.className} place={place} />;
    }
  }
}

/** The same page in another locale: the default locale has no prefix. */
export function localeUrl(url: string, locale: string, defaultLocale: string, path: string): string {
  return locale === defaultLocale ? url : `/${path}${url}`;
}

function firstHref(items: { href?: string; items?: unknown }[]): string | undefined {
  for (const item of items) {
    if (item.href) return item.href;
    const inner = Array.isArray(item.items) ? firstHref(item.items as never) : undefined;
    if (inner) return inner;
  }
  return undefined;
}
