import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import GithubSlugger from 'github-slugger';
import { headingRank } from './heading-rank.ts';
import { toString } from 'hast-util-to-string';
import { eachNode } from './each-node.ts';
import { fileData, type TocEntry } from './file-data.ts';

/** Gives every heading an id (GitHub's rules, unique per page) and records the table of contents. */
export default function rehypeGsiteHeadings() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const data = fileData(file);
    const toc: TocEntry[] = [];
    eachNode<Element>(tree, 'element', (node) => {
      const rank = headingRank(node);
      if (!rank) return;
      const text = toString(node).trim();
      const id = (node.properties.id as string | undefined) ?? slugger.slug(text);
      node.properties.id = id;
      if (rank >= data.tocMin && rank <= data.tocMax) toc.push({ id, text, level: rank });
    });
    data.toc = toc;
  };
}
