import { test } from 'node:test';
import assert from 'node:assert/strict';
import { visit } from 'unist-util-visit';
import type { Element, ElementContent, Root } from 'hast';
import { eachNode } from './each-node.ts';

/** A small hast tree: h('p', h('em', 'x')) style. */
const h = (tagName: string, ...children: (ElementContent | string)[]): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children: children.map((c) => (typeof c === 'string' ? { type: 'text', value: c } : c)),
});
const fromHtml = (children: Element[]): Root => ({ type: 'root', children });
const sample = () => fromHtml([h('table', h('tr', h('td', h('code', 'a'), h('a', 'b')))), h('pre', h('code', 'c')), h('p', 'd ', h('em', 'e'))]);

test('eachNode passes the same nodes, indexes and parents in the same order as unist-util-visit', () => {
  const tree = sample();
  const seen: string[] = [];
  const expected: string[] = [];
  eachNode<Element>(tree, 'element', (node, index, parent) => seen.push(`${node.tagName}@${index}<${(parent as Element | undefined)?.tagName ?? 'root'}`));
  visit(tree, 'element', (node, index, parent) => {
    expected.push(`${node.tagName}@${index}<${(parent as Element | undefined)?.tagName ?? 'root'}`);
  });
  assert.deepEqual(seen, expected);
  // From an element: the element itself first, as visit does.
  const table = tree.children[0] as Element;
  const fromTable: string[] = [];
  eachNode<Element>(table, 'element', (node) => fromTable.push(node.tagName));
  assert.equal(fromTable[0], 'table');
});

test('a node replaced in its parent is still walked into, and inserted siblings are walked', () => {
  const tree = fromHtml([h('pre', h('code', 'x')), h('p', 'y')]);
  const seen: string[] = [];
  eachNode<Element>(tree, 'element', (node, index, parent) => {
    seen.push(node.tagName);
    if (node.tagName === 'pre' && parent && index !== undefined) {
      (parent as Root).children[index] = h('div', node);
      (parent as Root).children.splice(index + 1, 0, h('hr'));
    }
  });
  assert.deepEqual(seen, ['pre', 'code', 'hr', 'p']);
});
