import { createElement, useContext, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandContext, type LoadDirective } from './island-context.ts';

export interface IslandProps<P extends object> {
  /** Entry name: client/islands/<name>.tsx hydrates it. */
  name: string;
  component: ComponentType<P>;
  props: P;
  /** When the browser hydrates it: at once, when idle, when visible, or on first interaction. */
  load?: LoadDirective;
  /**
   * For a part that is mostly drawn in the browser (search results, a demo): the island
   * becomes a block of its own (not `display: contents`) so that a spinner can overlay it
   * while its code is slow to load (after 400 ms), and an error box with Retry replaces it
   * if the code fails to load. Render a placeholder of the final size on the server: the
   * spinner covers it and never moves the layout. Islands that only enhance server markup
   * that works on its own leave this off.
   */
  lazy?: boolean;
  /**
   * What travels to the browser, when it is less than `props`: data every page shares (a
   * sidebar) ships once as a cached file, and the entry's `resolveProps()` rebuilds the
   * render props from it before hydrating. Default: `props`.
   */
  clientProps?: object;
}

/**
 * Server side of an island: renders the component on its own with an identifierPrefix the
 * client re-uses, so ids from useId() match on hydration. Props travel as JSON (or only
 * `clientProps`, from which the client entry rebuilds them).
 */
export function Island<P extends object>({ name, component, props, load = 'idle', lazy = false, clientProps }: IslandProps<P>) {
  const registry = useContext(IslandContext);
  if (!registry) throw new Error(`Island "${name}" rendered outside a page render`);
  if (registry.omit) return null;
  const src = registry.assets.islands[name];
  if (!src) throw new Error(`Island "${name}" has no client entry (expected client/islands/${name}.tsx)`);
  registry.used.add(name);
  const id = `i${registry.next++}`;
  const html = renderToString(createElement(component, props), { identifierPrefix: `${id}-` });
  return createElement('gsite-island', {
    'data-island': name,
    'data-id': id,
    'data-src': src,
    'data-load': load,
    'data-lazy': lazy ? '' : undefined,
    'data-props': JSON.stringify(clientProps ?? props),
    dangerouslySetInnerHTML: { __html: html },
  });
}
