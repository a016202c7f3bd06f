/**
 * The mobile drawer (spec §2 "Mobile navigation", §4 "Mobile sidebar"): a modal sheet opened
 * by the menu button at 996px or less. While open the page behind is inert and does not
 * scroll, Tab stays inside, and Escape, the close buttons, the backdrop, the browser's back
 * button and growing to desktop width close it. On docs pages it opens on the docs panel,
 * which borrows the page's sidebar for as long as the drawer is open. When `signal` aborts
 * (the island is torn down) an open drawer closes, giving back the sidebar and the page's
 * interactivity, and every listener goes.
 */
import { keepTabInside } from '../lib/focus-trap.ts';

const MOBILE = '(max-width: 996px)';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

export interface Drawer {
  isOpen(): boolean;
}

export function wireDrawer(toggle: HTMLButtonElement, drawer: HTMLElement, signal: AbortSignal): Drawer {
  const panels = [...drawer.querySelectorAll<HTMLElement>('[data-panel]')];
  const startPanel = drawer.dataset.startPanel ?? 'primary';
  const sidebarSlot = drawer.querySelector<HTMLElement>('[data-drawer-sidebar]');
  const sidebar = document.querySelector<HTMLElement>('.layout .sidebar .sidebar__nav');
  const sidebarHome = sidebar?.parentElement ?? null;
  let open = false;
  let inerted: Element[] = [];
  // A dialog only now: without JavaScript the same markup is a plain menu at the page's end.
  drawer.setAttribute('role', 'dialog');
  drawer.setAttribute('aria-modal', 'true');
  drawer.setAttribute('aria-label', 'Site menu');

  const visiblePanel = () => panels.find((p) => !p.hidden) ?? panels[0]!;
  const focusables = () => [...visiblePanel().querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);

  const showPanel = (name: string, focus = true) => {
    for (const panel of panels) panel.hidden = panel.dataset.panel !== name;
    if (focus) focusables()[0]?.focus();
  };

  const setOpen = (next: boolean, { restoreFocus = true, fromHistory = false } = {}) => {
    if (next === open) return;
    open = next;
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', open ? 'Close main menu' : 'Open main menu');
    document.documentElement.classList.toggle('drawer-open', open);
    if (open) {
      if (sidebar && sidebarSlot) sidebarSlot.append(sidebar);
      drawer.hidden = false;
      // Everything else leaves the tab order and the accessibility tree while the sheet is up.
      inerted = [...document.body.children].filter((el) => el !== drawer && !el.hasAttribute('inert') && el.tagName !== 'SCRIPT');
      inerted.forEach((el) => el.setAttribute('inert', ''));
      showPanel(startPanel, false);
      focusables()[0]?.focus();
      // An entry of our own, so the back button closes the drawer instead of leaving the page.
      history.pushState({ ...(history.state as object | null), gsiteDrawer: true }, '');
    } else {
      drawer.hidden = true;
      inerted.forEach((el) => el.removeAttribute('inert'));
      inerted = [];
      if (sidebar && sidebarHome) sidebarHome.append(sidebar);
      drawer.querySelectorAll<HTMLElement>('.drawer__accordion-toggle[aria-expanded="true"]').forEach(collapseAccordion);
      if (!fromHistory && (history.state as { gsiteDrawer?: boolean } | null)?.gsiteDrawer) history.back();
      if (restoreFocus) toggle.focus();
    }
  };

  toggle.addEventListener('click', () => setOpen(!open), { signal });

  drawer.addEventListener(
    'click',
    (e) => {
      const target = e.target as HTMLElement;
      if (target.closest('[data-drawer-close]')) return setOpen(false);
      const panelButton = target.closest<HTMLElement>('[data-show-panel]');
      if (panelButton) return showPanel(panelButton.dataset.showPanel!);
      const accordion = target.closest<HTMLButtonElement>('.drawer__accordion-toggle');
      if (accordion) {
        if (accordion.getAttribute('aria-expanded') === 'true') collapseAccordion(accordion);
        else expandAccordion(accordion);
        return;
      }
      // Following a link: close without touching history (the next page takes over).
      if (target.closest('a[href]')) setOpen(false, { restoreFocus: false, fromHistory: true });
    },
    { signal },
  );

  drawer.addEventListener(
    'keydown',
    (e) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        setOpen(false);
      } else if (e.key === 'Tab') {
        keepTabInside(e, focusables());
      }
    },
    { signal },
  );

  window.addEventListener(
    'popstate',
    () => {
      if (open) setOpen(false, { fromHistory: true });
    },
    { signal },
  );
  matchMedia(MOBILE).addEventListener(
    'change',
    (e) => {
      if (!e.matches && open) setOpen(false, { restoreFocus: false });
    },
    { signal },
  );
  // Torn down (the router is replacing the page, which owns the history by now): close
  // without going back in history or moving focus.
  signal.addEventListener('abort', () => setOpen(false, { restoreFocus: false, fromHistory: true }));

  return { isOpen: () => open };
}

function expandAccordion(button: HTMLButtonElement): void {
  button.setAttribute('aria-expanded', 'true');
  document.getElementById(button.getAttribute('aria-controls')!)!.hidden = false;
}

function collapseAccordion(button: HTMLElement): void {
  button.setAttribute('aria-expanded', 'false');
  document.getElementById(button.getAttribute('aria-controls')!)!.hidden = true;
}
