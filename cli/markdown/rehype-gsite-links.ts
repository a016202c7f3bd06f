import path from 'node:path';
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { eachNode } from './each-node.ts';
import { errors } from '../errors/catalogue.ts';
import { addWarning, fileData, fileLine } from './file-data.ts';

/**
 * Relative links to Markdown files (`../timeline/add().md#usage`) become the URL of the page
 * that file builds. A link to a `.md` file that builds no page stays as written and is a
 * BrokenLink warning with its line (an error under --strict, as every broken link is).
 */
export default function rehypeGsiteLinks() {
  return (tree: Root, file: VFile) => {
    const data = fileData(file);
    eachNode<Element>(tree, 'element', (node) => {
      if (node.tagName !== 'a') return;
      const href = node.properties.href;
      if (typeof href !== 'string' || /^[a-z][a-z0-9+.-]*:|^\/\/|^#/i.test(href)) return;
      const [pathPart, hash] = splitHash(href);
      if (!pathPart.endsWith('.md')) return;
      const target = path.resolve(path.dirname(data.source), decodeLinkPath(pathPart));
      const url = data.fileUrls[target];
      if (!url) {
        const loc = { file: data.source, line: fileLine(file, node.position?.start.line), column: node.position?.start.column };
        addWarning(file, errors.brokenMarkdownLink(loc, href, target), href);
        return;
      }
      node.properties.href = hash ? `${url}#${hash}` : url;
    });
  };
}

/** `%20` and the like decoded; a malformed escape (`100%.md`) is taken as written. */
function decodeLinkPath(p: string): string {
  try {
    return decodeURI(p);
  } catch {
    return p;
  }
}

function splitHash(href: string): [string, string | undefined] {
  const i = href.indexOf('#');
  return i < 0 ? [href, undefined] : [href.slice(0, i), href.slice(i + 1)];
}
