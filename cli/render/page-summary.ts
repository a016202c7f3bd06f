import { collectHrefs, collectIds } from '../check/check-links.ts';
import { formActionOrigins, inlineScriptHashes } from '../output/security-headers.ts';
import type { RenderedPage } from './renderer.tsx';

/**
 * What the stages after rendering need of a page, read from its HTML in the thread that
 * rendered it: the HTML itself goes to the output folder at once and is not kept, so a
 * build's memory does not grow with the site's total HTML. Links and ids feed the link
 * check, script hashes and form origins the security headers, blocks the search index,
 * title the page list, feedHtml (blog posts only) the feeds.
 */
export interface PageSummary extends Omit<RenderedPage, 'html' | 'twin'> {
  ids: string[];
  /** Each distinct href once. */
  hrefs: string[];
  scriptHashes: string[];
  formOrigins: string[];
}

export function summarizePage(page: RenderedPage): PageSummary {
  const { html, twin: _twin, ...rest } = page;
  const one = [{ html }];
  // A link the Markdown stage already reported, with its line, is not reported again.
  const reported = new Set(page.warnings.flatMap((w) => w.href ?? []));
  const hrefs = [...new Set(collectHrefs(html))].filter((href) => !reported.has(href));
  return { ...rest, ids: [...collectIds(html)], hrefs, scriptHashes: inlineScriptHashes(one), formOrigins: formActionOrigins(one) };
}
