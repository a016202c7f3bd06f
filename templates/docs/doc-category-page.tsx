import type { SidebarItem } from '../../cli/config/sidebar-types.ts';
import { usePage } from '../context.ts';
import { Link } from '../components/link.tsx';
import { DocPage } from './doc-page.tsx';

function findCategory(items: SidebarItem[], href: string): Extract<SidebarItem, { type: 'category' }> | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === href) return item;
    const inner = findCategory(item.items, href);
    if (inner) return inner;
  }
  return undefined;
}

/** A folder without an index doc: its pages as a list of cards, in sidebar order. */
export function DocCategoryPage() {
  const { site, route } = usePage();
  const doc = route.doc!;
  const sidebar = site.docs[doc.collectionId]!.sidebars[doc.sidebarId!]!;
  const category = findCategory(sidebar, route.url);
  const content = (
    <div className="cards">
      {(category?.items ?? []).map((item) =>
        item.href ? (
          <div className="card" key={item.href}>
            <h2 className="card__title">
              <Link href={item.href}>{item.label}</Link>
            </h2>
            {item.type === 'link' && item.docId ? <p className="card__text">{site.docs[doc.collectionId]!.docs[item.docId]?.title}</p> : null}
          </div>
        ) : null,
      )}
    </div>
  );
  return <DocPage content={content} hasH1={false} />;
}
