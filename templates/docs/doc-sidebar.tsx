import type { SidebarItem } from '../../cli/config/sidebar-types.ts';
import { routeKey } from '../../cli/routes/route.ts';
import { Link } from '../components/link.tsx';

function containsUrl(item: SidebarItem, key: string): boolean {
  if (item.href && routeKey(item.href) === key) return true;
  return item.type === 'category' && item.items.some((c) => containsUrl(c, key));
}

function Items({ items, current }: { items: SidebarItem[]; current: string }) {
  return (
    <ul className="sidebar__list">
      {items.map((item, i) => (
        <li key={i} className={['sidebar__item', item.className].filter(Boolean).join(' ')}>
          {item.type === 'link' ? (
            <Link
              href={item.href}
              className={routeKey(item.href) === current ? 'sidebar__link is-active' : 'sidebar__link'}
              aria-current={routeKey(item.href) === current ? 'page' : undefined}
            >
              {item.label}
              {item.external ? <span className="sr-only"> (opens another site)</span> : null}
            </Link>
          ) : (
            <Category item={item} current={current} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** A category is a native disclosure: keyboard-operable and readable without JavaScript. */
function Category({ item, current }: { item: Extract<SidebarItem, { type: 'category' }>; current: string }) {
  const active = containsUrl(item, current);
  const self = item.href !== undefined && routeKey(item.href) === current;
  return (
    <details className="sidebar__category" open={active || !item.collapsed || !item.collapsible}>
      <summary className="sidebar__summary">
        {item.href ? (
          <Link href={item.href} className={self ? 'sidebar__link is-active' : 'sidebar__link'} aria-current={self ? 'page' : undefined}>
            {item.label}
          </Link>
        ) : (
          <span className="sidebar__heading">{item.label}</span>
        )}
      </summary>
      <Items items={item.items} current={current} />
    </details>
  );
}

export function DocSidebar({ items, url, label }: { items: SidebarItem[]; url: string; label: string }) {
  return (
    <aside className="sidebar" aria-label={label}>
      <nav className="sidebar__nav" aria-label={`${label} sidebar`}>
        <Items items={items} current={routeKey(url)} />
      </nav>
    </aside>
  );
}
