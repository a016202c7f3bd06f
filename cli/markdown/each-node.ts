import type { Node, Parent } from 'unist';

/**
 * Calls `fn` for `tree` and every node below it of the given `type`, depth-first, a parent
 * before its children: what our plugins used unist-util-visit for, without its cost (it makes
 * a closure for every node it passes; that was ~15 % of a render thread's time on the 2,000-page
 * benchmark, with ten walks a page). Same order and rules as `visit(tree, type, fn)` without
 * return values: `fn` may replace the node in its parent (`parent.children[index] = …`) and the
 * walk still goes into the node it was given; nodes inserted after `index` are walked too.
 */
export function eachNode<T extends Node>(tree: Node, type: T['type'], fn: (node: T, index: number | undefined, parent: Parent | undefined) => void): void {
  if (tree.type === type) fn(tree as T, undefined, undefined);
  walk(tree, type, fn as (node: Node, index: number, parent: Parent) => void);
}

function walk(node: Node, type: string, fn: (node: Node, index: number, parent: Parent) => void): void {
  const children = (node as Parent).children;
  if (!children) return;
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if (child.type === type) fn(child, i, node as Parent);
    walk(child, type, fn);
  }
}
