import type { ComponentType } from 'react';
import { usePage } from '../context.ts';
import { Document } from '../document.tsx';
import { Frame } from '../layout/frame.tsx';

/** What a page template (templates/pages/**) may export beside its default component. */
export interface PageMeta {
  title: string;
  description?: string;
  /** Frame variant; `wide` pages draw their own full-width sections. */
  layout?: 'page' | 'wide';
}

/** Wraps a page template's component in the document and the frame. */
export function StandalonePage({ Page, meta }: { Page: ComponentType; meta: PageMeta }) {
  const { route } = usePage();
  return (
    <Document title={meta.title} description={meta.description} bodyClass={`kind-page page-${route.template!.replace(/[^a-z0-9]+/gi, '-')}`}>
      <Frame variant={meta.layout ?? 'page'}>
        <Page />
      </Frame>
    </Document>
  );
}
