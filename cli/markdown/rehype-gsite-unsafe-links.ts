import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { eachNode } from './each-node.ts';
import { errors } from '../errors/catalogue.ts';
import { addWarning, fileData, fileLine } from './file-data.ts';

/** Schemes that run code or open a document of the link's own making instead of a page. */
const UNSAFE_SCHEME = /^(?:javascript|vbscript|data):/i;

/**
 * The scheme a browser would see: it drops leading and trailing C0 controls and spaces and
 * every tab and line break first, so `\tjava\nscript:` is `javascript:`.
 */
export function isUnsafeHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  return UNSAFE_SCHEME.test(href.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, ''));
}

/**
 * A link (`[x](javascript:…)`, `<vbscript:…>`, `[x]: data:…`, or a directive's `href`
 * attribute) whose scheme is javascript:, vbscript: or data: becomes `#`, and is an
 * UnsafeLink warning naming its file:line:column (an error with --strict), carried with the
 * page's other warnings. Images keep their `src`: a data: image is an image.
 */
export default function rehypeGsiteUnsafeLinks() {
  return (tree: Root, file: VFile) => {
    const source = fileData(file).source;
    eachNode<Element>(tree, 'element', (node) => {
      const href = node.properties.href;
      if (typeof href !== 'string' || !isUnsafeHref(href)) return;
      addWarning(file, errors.unsafeLink({ file: source, line: fileLine(file, node.position?.start.line), column: node.position?.start.column }, href));
      node.properties.href = '#';
    });
  };
}
