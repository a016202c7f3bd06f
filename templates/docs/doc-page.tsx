import type { ReactNode } from 'react';
import { useHref, usePage } from '../context.ts';
import { Island } from '../islands/island.tsx';
import { CopyPage } from '../islands/copy-page.tsx';
import { MARKDOWN_KINDS, twinUrl } from '../../cli/render/markdown-twin.ts';
import { Document } from '../document.tsx';
import { Frame } from '../layout/frame.tsx';
import { DocSidebar } from './doc-sidebar.tsx';
import { TableOfContents, TocDisclosure } from './toc.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { Pager } from './pager.tsx';
import { PageMeta } from './page-meta.tsx';

/** Docs and learning pages: sidebar, breadcrumbs, content, table of contents, previous/next. */
export function DocPage({ content, hasH1 }: { content: ReactNode; hasH1: boolean }) {
  const { site, route, toc } = usePage();
  const href = useHref();
  const doc = route.doc!;
  const collection = site.docs[doc.collectionId]!;
  const sidebar = doc.sidebarId ? collection.sidebars[doc.sidebarId] : undefined;
  const label = doc.collectionId === 'docs' ? 'Docs' : 'Learning';
  const fm = route.frontmatter;
  return (
    <Document title={route.documentTitle ?? route.title} description={route.description} bodyClass="kind-doc">
      <Frame variant="docs" aside={sidebar ? <DocSidebar items={sidebar} url={route.url} label={label} dataKey={`${doc.collectionId}/${doc.sidebarId}`} /> : undefined}>
        <div className="doc">
          <article className="doc__article">
            <div className="doc__top">
              <Breadcrumbs home={{ label, href: collection.mainDocUrl }} trail={doc.breadcrumbs} current={doc.crumb ?? route.title} />
              {/* Generated pages (a category's index) have no Markdown of their own to copy. */}
              {MARKDOWN_KINDS.has(route.kind) ? <Island name="copy-page" component={CopyPage} props={{ twin: href(twinUrl(route.url)) }} load="visible" /> : null}
            </div>
            {fm?.since ? <p className="badge">{`Since ${fm.since}`}</p> : null}
            {fm?.hide_table_of_contents ? null : <TocDisclosure toc={toc} />}
            <div className="markdown">
              {hasH1 ? null : <h1>{route.title}</h1>}
              {content}
            </div>
            <PageMeta />
            <Pager previous={doc.previous} next={doc.next} />
          </article>
          {fm?.hide_table_of_contents ? null : (
            <div className="doc__toc">
              <TableOfContents toc={toc} />
            </div>
          )}
        </div>
      </Frame>
    </Document>
  );
}
