import type { ReactNode } from 'react';
import { usePage } from '../context.ts';
import { Document } from '../document.tsx';
import { Frame } from '../layout/frame.tsx';

/** Plain Markdown pages from content/pages. */
export function MarkdownPage({ content, hasH1 }: { content: ReactNode; hasH1: boolean }) {
  const { route } = usePage();
  return (
    <Document title={route.title} description={route.description} bodyClass="kind-markdown-page">
      <Frame variant="page">
        <div className="markdown container">
          {hasH1 ? null : <h1>{route.title}</h1>}
          {content}
        </div>
      </Frame>
    </Document>
  );
}
