import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * Loaded on demand by the island loader, so React's chunk is fetched only by pages with
 * islands. Static imports here let esbuild handle React's CommonJS interop.
 */
export function hydrateIsland(el: HTMLElement, component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>): void {
  hydrateRoot(el, createElement(component, props), { identifierPrefix: `${el.dataset.id}-` });
}
