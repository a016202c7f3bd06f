/**
 * The bar's dropdowns are <details> menus, so they open by click and keyboard without
 * JavaScript. This adds what the spec asks on top (§4 "Submenus toggle with an expanded
 * flag. Dropdowns close on outside click or focus"): aria-expanded on the toggle, one menu
 * open at a time, close on a click outside, when focus leaves, and on Escape (focus goes
 * back to the toggle); arrow keys move through the items. Every listener goes when `signal`
 * aborts.
 */
export function wireDropdowns(root: HTMLElement, signal: AbortSignal): void {
  const menus = [...root.querySelectorAll<HTMLDetailsElement>('details.navbar__dropdown')];
  const toggleOf = (menu: HTMLDetailsElement) => menu.querySelector<HTMLElement>(':scope > summary')!;
  // Links, and the controls of menus holding a form (login) or an action (logout); hidden ones skipped.
  const itemsOf = (menu: HTMLDetailsElement) =>
    [...menu.querySelectorAll<HTMLElement>('.navbar__menu :is(a[href], button, input:not([type="hidden"]))')].filter((el) => el.getClientRects().length > 0);

  for (const menu of menus) {
    const toggle = toggleOf(menu);
    toggle.setAttribute('aria-expanded', String(menu.open));
    menu.addEventListener(
      'toggle',
      () => {
        toggle.setAttribute('aria-expanded', String(menu.open));
        if (menu.open) menus.forEach((other) => other !== menu && (other.open = false));
      },
      { signal },
    );
    menu.addEventListener(
      'focusout',
      (e) => {
        const to = e.relatedTarget as Node | null;
        // Focus moving to nowhere (a click on empty page) is handled by the outside click.
        if (to && !menu.contains(to)) menu.open = false;
      },
      { signal },
    );
    menu.addEventListener(
      'keydown',
      (e) => {
        // In a text field the arrow, Home and End keys move the caret.
        const typing = e.target instanceof HTMLInputElement && !['checkbox', 'radio', 'submit', 'button'].includes(e.target.type);
        if (typing && e.key !== 'Escape') return;
        const items = itemsOf(menu);
        const at = items.indexOf(document.activeElement as HTMLElement);
        if (e.key === 'Escape' && menu.open) {
          e.preventDefault();
          menu.open = false;
          toggle.focus();
        } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
          e.preventDefault();
          if (!menu.open) menu.open = true;
          const next = at < 0 ? (e.key === 'ArrowDown' ? 0 : items.length - 1) : (at + (e.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
          items[next]?.focus();
        } else if ((e.key === 'Home' || e.key === 'End') && at >= 0) {
          e.preventDefault();
          items[e.key === 'Home' ? 0 : items.length - 1]?.focus();
        }
      },
      { signal },
    );
  }

  document.addEventListener(
    'pointerdown',
    (e) => {
      for (const menu of menus) if (menu.open && !menu.contains(e.target as Node)) menu.open = false;
    },
    { signal },
  );
}
