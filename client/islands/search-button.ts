/**
 * The navbar search entry (markup: templates/islands/search-button.tsx). Opens the search modal
 * on click, Ctrl/⌘+K (which toggles), `/` outside text fields, or a character typed while the
 * button has focus. The modal's code and the index load on first use, or earlier on hover or
 * focus of the button. No React until then.
 */
import { sharedBackend } from '../search/backend.ts';
import type { SearchButtonProps } from '../../templates/islands/search-button.tsx';

// One per window: the navbar is re-mounted by client navigation, the modal stays.
let closeModal: (() => void) | null = null;
let modalModule: Promise<typeof import('../search/modal.tsx')> | undefined;

const loadModal = () => (modalModule ??= import('../search/modal.tsx').catch((error: unknown) => {
  modalModule = undefined;
  throw error;
}));

const isApple = () => /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);

function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)));
}

export function mount(el: HTMLElement, props: SearchButtonProps): () => void {
  const button = el.querySelector<HTMLAnchorElement>('a.navbar__search');
  const controller = new AbortController();
  if (!button) return () => controller.abort();
  const { signal } = controller;
  const { config } = props;

  button.setAttribute('role', 'button');
  button.setAttribute('aria-haspopup', 'dialog');
  button.setAttribute('aria-keyshortcuts', isApple() ? 'Meta+K /' : 'Control+K /');
  const keys = button.querySelector<HTMLElement>('.navbar__search-keys');
  const shortcut = isApple() ? '⌘ K' : 'Ctrl K';
  if (keys) {
    keys.textContent = shortcut;
    keys.hidden = false;
  }
  // Where the bar is too narrow for the hint (navbar.css), the tooltip still tells it.
  button.title = `Search (${shortcut.replace(' ', '')})`;

  const warm = () => {
    void loadModal().catch(() => {});
    sharedBackend(config).warm();
  };

  const open = async (initial?: string) => {
    if (closeModal) return;
    const selection = initial === undefined ? selectedText() : '';
    closeModal = () => {}; // opening: a second shortcut must not open another
    sharedBackend(config).warm(); // the index loads while the dialog's code does
    try {
      const { openSearchModal } = await loadModal();
      closeModal = openSearchModal({
        config,
        backend: sharedBackend(config),
        initialQuery: initial ?? selection,
        selectInitial: Boolean(selection),
        opener: button,
        onClosed: () => {
          closeModal = null;
        },
      });
    } catch (error) {
      closeModal = null;
      // The modal's code did not load: the search page works without it.
      console.warn('The search dialog could not load; opening the search page instead.', error);
      location.assign(config.pagePath);
    }
  };

  button.addEventListener('pointerenter', warm, { signal });
  button.addEventListener('focus', warm, { signal });
  button.addEventListener(
    'click',
    (e) => {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      void open();
    },
    { signal },
  );
  button.addEventListener(
    'keydown',
    (e) => {
      if (e.key === ' ') {
        // It acts as a button, so Space opens it too.
        e.preventDefault();
        void open();
      } else if (e.key.length === 1 && /\S/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey && e.key !== '/') {
        e.preventDefault();
        void open(e.key);
      }
    },
    { signal },
  );
  document.addEventListener(
    'keydown',
    (e) => {
      if (e.isComposing) return;
      if ((e.metaKey || e.ctrlKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        if (closeModal) closeModal();
        else void open();
      } else if (e.key === '/' && !closeModal && !isEditable(e.target) && !e.ctrlKey && !e.metaKey && !e.altKey) {
        e.preventDefault();
        void open();
      }
    },
    { signal },
  );

  return () => controller.abort();
}

/** Text selected on the page becomes the first query (capped like the input). */
function selectedText(): string {
  const active = document.activeElement;
  if (isEditable(active)) return '';
  return (window.getSelection()?.toString() ?? '').trim().replace(/\s+/g, ' ').slice(0, 64);
}
