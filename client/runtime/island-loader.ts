/**
 * Hydrates the islands on a page. Each <gsite-island> names its entry chunk and when to
 * load it: at once, when the browser is idle, when it scrolls into view, or on first use.
 * React is loaded only by pages that have islands, and only once.
 */
type Directive = 'load' | 'idle' | 'visible' | 'interaction';

/**
 * An island entry either exports a React component (`default`, hydrated with React) or a
 * `mount(el, props)` function that adds behaviour to the server-rendered markup with plain
 * DOM code, so small controls (theme switch, copy button) never load React.
 */
interface IslandModule {
  default?: import('react').ComponentType<Record<string, unknown>>;
  mount?: (el: HTMLElement, props: Record<string, unknown>) => void;
}

const hydrated = new WeakSet<Element>();

async function hydrate(el: HTMLElement): Promise<void> {
  if (hydrated.has(el)) return;
  hydrated.add(el);
  const props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>;
  const mod = (await import(el.dataset.src!)) as IslandModule;
  if (mod.mount) {
    mod.mount(el, props);
  } else if (mod.default) {
    const { hydrateIsland } = await import('./hydrate.ts');
    hydrateIsland(el, mod.default, props);
  } else {
    throw new Error(`island ${el.dataset.island} exports neither mount() nor a default component`);
  }
  // A hook for tests and styles: the island is live.
  el.setAttribute('data-hydrated', '');
}

function schedule(el: HTMLElement): void {
  const run = () => void hydrate(el).catch((error) => console.error(`Island ${el.dataset.island} failed to load`, error));
  switch ((el.dataset.load ?? 'idle') as Directive) {
    case 'load':
      run();
      break;
    case 'idle':
      if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
      else setTimeout(run, 200);
      break;
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
      break;
    }
    case 'interaction': {
      const events = ['pointerenter', 'focusin', 'touchstart'] as const;
      const once = () => {
        events.forEach((e) => el.removeEventListener(e, once));
        run();
      };
      events.forEach((e) => el.addEventListener(e, once, { passive: true }));
      break;
    }
  }
}

export function hydrateIslands(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('gsite-island[data-island]').forEach(schedule);
}

declare global {
  interface Window {
    /** The dev server swaps page content in place and asks for its islands again. */
    __gsiteHydrate?: typeof hydrateIslands;
  }
}
window.__gsiteHydrate = hydrateIslands;
hydrateIslands();
