import type { NavbarItem } from '../../cli/config/schema.ts';
import { usePage } from '../context.ts';
import { Link } from '../components/link.tsx';
import { routeKey } from '../../cli/routes/route.ts';

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

/** A disclosure menu; works without JavaScript (details/summary), keyboard included. */
function Dropdown({ label, items, className }: { label: string; items: LinkItem[]; className?: string }) {
  return (
    <details className={['navbar__dropdown', className].filter(Boolean).join(' ')}>
      <summary className="navbar__link">{label}</summary>
      <ul className="navbar__menu">
        {items.map((item, i) => (
          <li key={i}>
            <NavLink item={item} className="navbar__menu-link" />
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Renders one navbar item of any configured type (spec §3 "Navbar item types"). */
export function NavbarItemView({ item }: { item: NavbarItem }) {
  const { site, route } = usePage();
  switch (item.type) {
    case 'default':
      return <NavLink item={item} />;
    case 'dropdown':
      return <Dropdown label={item.label} items={item.items} className={item.className} />;
    case 'search':
      return (
        <Link href={site.config.search.path} className={['navbar__search', item.className].filter(Boolean).join(' ')}>
          <span>Search docs</span>
        </Link>
      );
    case 'html':
      return <span className={item.className} dangerouslySetInnerHTML={{ __html: item.value }} />;
    case 'doc': {
      const doc = site.docs[item.docsPluginId]!.docs[item.docId]!;
      return <NavLink item={{ type: 'default', position: item.position, label: item.label ?? doc.sidebarLabel, to: doc.path, className: item.className }} />;
    }
    case 'docSidebar': {
      const sidebar = site.docs[item.docsPluginId]!.sidebars[item.sidebarId]!;
      const first = firstHref(sidebar);
      return <NavLink item={{ type: 'default', position: item.position, label: item.label, to: first ?? '/', className: item.className }} />;
    }
    case 'docsVersion': {
      const collection = site.docs[item.docsPluginId]!;
      return <NavLink item={{ type: 'default', position: item.position, label: item.label ?? collection.version?.label ?? 'Docs', to: item.to ?? collection.mainDocUrl, className: item.className }} />;
    }
    case 'docsVersionDropdown': {
      const collection = site.docs[item.docsPluginId]!;
      const label = collection.version?.label ?? 'Versions';
      const items: LinkItem[] = [
        { type: 'default', position: item.position, label, to: collection.mainDocUrl },
        ...item.dropdownItemsAfter,
      ];
      return <Dropdown label={label} items={items} className={item.className} />;
    }
    case 'localeDropdown': {
      const { i18n } = site.config;
      const items: LinkItem[] = i18n.locales.map((locale) => ({
        type: 'default',
        position: item.position,
        label: i18n.localeConfigs[locale]!.label,
        to: localeUrl(route.url, locale, i18n.defaultLocale, i18n.localeConfigs[locale]!.path),
      }));
      return <Dropdown label={i18n.localeConfigs[i18n.defaultLocale]!.label} items={[...items, ...item.dropdownItemsAfter]} className={item.className} />;
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
