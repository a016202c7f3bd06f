import { Component, createElement, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Builds the shared crash view (client/runtime/states.ts), passed in so this chunk does not split it off the loader's. */
export type CrashView = (error: unknown, retry: () => void) => HTMLElement;
/** Moves focus to a crash view's Try again. */
export type FocusAction = (view: HTMLElement) => void;

interface BoundaryProps {
  crashView: CrashView;
  focusAction: FocusAction;
  children?: ReactNode;
}
interface BoundaryState {
  /** Boxed: a component may throw anything, even undefined. */
  failure: { error: unknown } | null;
}

/**
 * Catches what the island throws while rendering, hydrating or running effects, and shows
 * the crash view in its place; Try again renders the island afresh. It renders its children
 * and nothing else, so hydration still matches the server's markup. React itself logs the
 * caught error to the console.
 */
class CrashBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failure: { error } };
  }

  /** Set by Try again: if the island fails again, the new Try again gets the focus back. */
  private retrying = false;

  private readonly retry = () => {
    this.retrying = true;
    this.setState({ failure: null });
  };

  override componentDidUpdate(): void {
    if (!this.state.failure) this.retrying = false;
  }

  override render(): ReactNode {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    // React owns an empty host; the view inside is plain DOM, the same as DOM islands show.
    return createElement('div', {
      className: 'gsite-crash-host',
      ref: (host: HTMLDivElement | null) => {
        if (!host) return;
        const view = this.props.crashView(failure.error, this.retry);
        host.replaceChildren(view);
        if (this.retrying) this.props.focusAction(view);
      },
    });
  }
}

/**
 * Loaded on demand by the island loader, so React's chunk is fetched only by pages with
 * islands. Static imports here let esbuild handle React's CommonJS interop. Returns the
 * teardown: the root unmounts and the server's markup comes back, so the island can be
 * hydrated again (the router tears down before it swaps the page; tests re-hydrate in place).
 */
export function hydrateIsland(el: HTMLElement, component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>, views: { crashView: CrashView; focusAction: FocusAction }): () => void {
  const serverHtml = el.innerHTML;
  const root = hydrateRoot(el, createElement(CrashBoundary, views, createElement(component, props)), { identifierPrefix: `${el.dataset.id}-` });
  return () => {
    root.unmount();
    el.innerHTML = serverHtml;
  };
}
