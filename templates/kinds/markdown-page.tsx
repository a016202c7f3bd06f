import type { ReactNode } from 'react';
import { usePage } from '../context.ts';
import { Document } from '../document.tsx';
import { Frame } from '../layout/frame.tsx';
import { TocColumn, TocDisclosure } from '../docs/toc.tsx';
import { ShowcasePieceFacts } from '../components/showcase/piece.tsx';

/**
 * Plain Markdown pages from content/pages: prose in a readable column, and, when the page has
 * sections, their contents beside it on wide screens and as a disclosure above it on narrow ones
 * (the layout of blog posts: .post-layout in blog.css). A showcase entry (content/pages/showcase/)
 * also shows its tags and plugins above the piece.
 */
export function MarkdownPage({ content, hasH1 }: { content: ReactNode; hasH1: boolean }) {
  const { route, toc } = usePage();
  const piece = route.frontmatter?.showcase ? route.frontmatter : undefined;
  return (
    <Document title={route.title} description={route.description} bodyClass="kind-markdown-page">
      <Frame variant="page">
        <div className={toc.length ? 'container post-layout post-layout--toc' : 'container post-layout'}>
          <article className={piece ? 'markdown-page showcase-piece' : 'markdown-page'}>
            {hasH1 ? null : <h1>{route.title}</h1>}
            {piece ? <ShowcasePieceFacts frontmatter={piece} /> : null}
            <TocDisclosure toc={toc} />
            <div className="markdown">{content}</div>
          </article>
          <TocColumn toc={toc} />
        </div>
      </Frame>
    </Document>
  );
}
