import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { eachNode } from './each-node.ts';

/**
 * GFM task lists (`- [x] Done`) come out as a disabled checkbox followed by the item's text, so
 * the checkbox has no accessible name (axe: "Form elements must have labels") and a screen
 * reader announces a bare "checkbox, checked". Each task's checkbox is named by its item's own
 * text (nested lists left out).
 */
export default function rehypeGsiteTaskLists() {
  return (tree: Root) => {
    eachNode<Element>(tree, 'element', (li: Element) => {
      if (li.tagName !== 'li' || !classes(li).includes('task-list-item')) return;
      const box = li.children.find((c): c is Element => c.type === 'element' && c.tagName === 'input') ?? firstParagraphInput(li);
      if (!box || box.properties?.type !== 'checkbox') return;
      const own = li.children.filter((c) => !(c.type === 'element' && (c.tagName === 'ul' || c.tagName === 'ol')));
      const name = own.map((c) => toString(c as ElementContent)).join('').replace(/\s+/g, ' ').trim();
      if (name) box.properties = { ...box.properties, ariaLabel: name };
    });
  };
}

/** A loose list puts the checkbox inside the item's first paragraph. */
function firstParagraphInput(li: Element): Element | undefined {
  const p = li.children.find((c): c is Element => c.type === 'element' && c.tagName === 'p');
  return p?.children.find((c): c is Element => c.type === 'element' && c.tagName === 'input');
}

const classes = (el: Element): string[] => {
  const c: unknown = el.properties?.className;
  return Array.isArray(c) ? c.map(String) : typeof c === 'string' ? c.split(/\s+/) : [];
};
