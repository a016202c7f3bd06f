/**
 * Hydrates the islands on a page. Each <gsite-island> names its entry chunk and when to
 * load it: at once, when the browser is idle, when it scrolls into view, or on first use.
 * React is loaded only by pages that have islands, and only once.
 */
type Directive = 'load' | 'idle' | 'visible' | 'interaction';

interface IslandModule {
  default: import('react').ComponentType<Record<string, unknown>>;
}

const hydrated = new WeakSet<Element>();

async function hydrate(el: HTMLElement): Promise<void> {
  if (hydrated.has(el)) return;
  hydrated.add(el);
  const [{ hydrateRoot }, { createElement }, mod] = await Promise.all([
    import('react-dom/client'),
    import('react'),
    import(/* @vite-ignore */ el.dataset.src!) as Promise<IslandModule>,
  ]);
  const props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>;
  hydrateRoot(el, createElement(mod.default, props), { identifierPrefix: `${el.dataset.id}-` });
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
      io.observe(el);
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

hydrateIslands();
