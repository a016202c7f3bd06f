/**
 * Hydrates the islands on a page. Each <gsite-island> names its entry chunk and when to
 * load it: at once, when the browser is idle, when it scrolls into view, or on first use.
 * React is loaded only by pages that have islands, and only once.
 *
 * Everything an island sets up can be taken down again (window.__gsiteUnmount), so the
 * client-side router can swap pages without leaving listeners behind. An island that throws
 * while it starts shows the crash view in its place; a lazy one (data-lazy) shows a spinner
 * while its code is slow to come and an error box if it never does.
 */
import { crashView, focusAction, loadFailedView, replaceContent, showSpinner } from './states.ts';

type Directive = 'load' | 'idle' | 'visible' | 'interaction';

/** Undoes what one stage of an island set up: listeners, observers, timers, a React root, a view. */
type Teardown = () => void;

/**
 * An island entry either exports a React component (`default`, hydrated with React) or a
 * `mount(el, props)` function that adds behaviour to the server-rendered markup with plain
 * DOM code, so small controls (theme switch, copy button) never load React. `mount` returns
 * a teardown when it touches anything outside `el` (window, document, observers, timers).
 */
interface IslandModule {
  default?: import('react').ComponentType<Record<string, unknown>>;
  mount?: (el: HTMLElement, props: Record<string, unknown>) => Teardown | void;
  /**
   * For an island whose page carries only part of its props (Island's `clientProps`): builds
   * the render props from them, e.g. from a shared file fetched once. Runs while the island
   * loads, so a lazy island shows its spinner, and a failure is a failed load.
   */
  resolveProps?: (props: Record<string, unknown>) => Promise<Record<string, unknown>>;
}

/** A lazy island's code that comes this fast shows no spinner at all (no flash). */
const SPINNER_DELAY_MS = 400;

const noop: Teardown = () => {};

/**
 * Every island the loader has taken on → what stops its current stage: a pending schedule,
 * a load in flight, the live island, or a state view. Not here: never seen, or torn down.
 */
const stops = new Map<HTMLElement, Teardown>();

const nameOf = (el: HTMLElement) => el.dataset.island ?? '(unnamed)';

/** Imports the island's code; resolves to what starts it. */
async function prepare(el: HTMLElement): Promise<() => Teardown> {
  const mod = (await import(el.dataset.src!)) as IslandModule;
  const { mount, default: component, resolveProps } = mod;
  const raw = () => JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>;
  const resolved = resolveProps ? await resolveProps(raw()) : undefined;
  const props = () => resolved ?? raw();
  if (mount) return () => mount(el, props()) ?? noop;
  if (component) {
    const { hydrateIsland } = await import('./hydrate.ts');
    return () => hydrateIsland(el, component, props(), { crashView, focusAction });
  }
  throw new Error(`island ${nameOf(el)} exports neither mount() nor a default component`);
}

/** Starts the island; if that throws, the crash view takes its place until Try again. */
function start(el: HTMLElement, run: () => Teardown, retrying = false): void {
  try {
    stops.set(el, run());
    // A hook for tests and styles: the island is live.
    el.setAttribute('data-hydrated', '');
  } catch (error) {
    console.error(`Island ${nameOf(el)} crashed`, error);
    const restore = replaceContent(
      el,
      crashView(error, () => {
        restore();
        start(el, run, true);
      }),
      retrying,
    );
    stops.set(el, restore);
  }
}

async function load(el: HTMLElement): Promise<void> {
  const lazy = el.hasAttribute('data-lazy');
  let stopped = false;
  let hideSpinner = noop;
  const timer = lazy ? window.setTimeout(() => (hideSpinner = showSpinner(el)), SPINNER_DELAY_MS) : 0;
  const settle = () => {
    clearTimeout(timer);
    hideSpinner();
  };
  stops.set(el, () => {
    stopped = true;
    settle();
  });
  let run: () => Teardown;
  try {
    run = await prepare(el);
  } catch (error) {
    settle();
    if (stopped) return;
    console.error(`Island ${nameOf(el)} failed to load`, error);
    // Other islands enhance server markup that works without them; a lazy one has nothing
    // useful until its code runs, so it says what went wrong.
    if (lazy) stops.set(el, replaceContent(el, loadFailedView(error)));
    return;
  }
  // The spinner goes first: a React root must find exactly the server's markup.
  settle();
  if (!stopped) start(el, run);
}

/** Calls `run` when the island's load directive says so; returns what cancels that. */
function schedule(el: HTMLElement, run: () => void): Teardown {
  switch ((el.dataset.load ?? 'idle') as Directive) {
    case 'load':
      run();
      return noop;
    case 'idle': {
      if ('requestIdleCallback' in window) {
        const id = requestIdleCallback(run, { timeout: 2000 });
        return () => cancelIdleCallback(id);
      }
      const id = setTimeout(run, 200);
      return () => clearTimeout(id);
    }
    case 'visible': {
      const io = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            io.disconnect();
            run();
          }
        },
        { rootMargin: '200px' },
      );
      // An island styled `display: contents` has no box of its own to intersect.
      io.observe(getComputedStyle(el).display === 'contents' ? el.firstElementChild ?? el : el);
      return () => io.disconnect();
    }
    case 'interaction': {
      const abort = new AbortController();
      const once = () => {
        abort.abort();
        run();
      };
      for (const type of ['pointerenter', 'focusin', 'touchstart']) el.addEventListener(type, once, { passive: true, signal: abort.signal });
      return () => abort.abort();
    }
  }
}

export function hydrateIslands(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('gsite-island[data-island]').forEach((el) => {
    if (stops.has(el)) return;
    const cancel = schedule(el, () => void load(el).catch((error) => console.error(`Island ${nameOf(el)} failed to start`, error)));
    // An island loaded at once has registered its own stop already.
    if (!stops.has(el)) stops.set(el, cancel);
  });
}

/**
 * Tears down the islands inside `root` (with `document`, every island the loader knows,
 * even one already taken out of the page): live ones stop, pending ones never start, and
 * they are forgotten, so hydrating them again starts afresh.
 */
export function unmountIslands(root: ParentNode): void {
  for (const [el, stop] of stops) {
    if (root !== document && !(root as Node).contains(el)) continue;
    stops.delete(el);
    el.removeAttribute('data-hydrated');
    try {
      stop();
    } catch (error) {
      // One broken teardown must not keep the others from running.
      console.error(`Island ${nameOf(el)} could not be torn down`, error);
    }
  }
}

declare global {
  interface Window {
    /** The dev server and the router swap page content in place and ask for its islands again. */
    __gsiteHydrate?: typeof hydrateIslands;
    /** Tears down the islands inside a root (client/runtime/island-loader.ts). */
    __gsiteUnmount?: (root: ParentNode) => void;
  }
}
window.__gsiteHydrate = hydrateIslands;
window.__gsiteUnmount = unmountIslands;
hydrateIslands();

// Client-side navigation between pages (client/runtime/router.ts).
import { startRouter } from './router.ts';
startRouter({ hydrate: hydrateIslands, unmount: unmountIslands });
