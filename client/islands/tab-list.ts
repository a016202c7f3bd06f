/**
 * Tabs (markup: templates/islands/tab-list.tsx and the panels beside it). Shows one panel,
 * hides the rest; with a groupId the choice is remembered and every group with that id on
 * the page follows it. Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern).
 */
import { readStorage, writeStorage } from '../runtime/storage.ts';

interface TabSpec {
  value: string;
  panelId: string;
}

const storageKey = (groupId: string) => `gsite.tabs.${groupId}`;
const SYNC_EVENT = 'gsite:tabs';

export function mount(el: HTMLElement, props: { groupId?: unknown; tabs?: unknown }): () => void {
  const teardown = new AbortController();
  const { signal } = teardown;
  const groupId = typeof props.groupId === 'string' ? props.groupId : null;
  const tabs = (props.tabs ?? []) as TabSpec[];
  const buttons = [...el.querySelectorAll<HTMLButtonElement>('[role="tab"]')];

  const select = (value: string, focus = false) => {
    if (!tabs.some((t) => t.value === value)) return;
    buttons.forEach((button, i) => {
      const on = tabs[i]!.value === value;
      button.setAttribute('aria-selected', String(on));
      button.tabIndex = on ? 0 : -1;
      if (on && focus) button.focus();
      document.getElementById(tabs[i]!.panelId)?.toggleAttribute('data-inactive', !on);
    });
  };

  const choose = (value: string, focus = false) => {
    select(value, focus);
    if (!groupId) return;
    writeStorage(storageKey(groupId), value, 'tab choices');
    window.dispatchEvent(new CustomEvent(SYNC_EVENT, { detail: { groupId, value } }));
  };

  buttons.forEach((button, i) => {
    button.addEventListener('click', () => choose(tabs[i]!.value), { signal });
    button.addEventListener(
      'keydown',
      (e) => {
        const last = buttons.length - 1;
        const to = e.key === 'ArrowRight' ? (i === last ? 0 : i + 1) : e.key === 'ArrowLeft' ? (i === 0 ? last : i - 1) : e.key === 'Home' ? 0 : e.key === 'End' ? last : -1;
        if (to < 0) return;
        e.preventDefault();
        choose(tabs[to]!.value, true);
      },
      { signal },
    );
  });

  if (groupId) {
    window.addEventListener(
      SYNC_EVENT,
      (e) => {
        const detail = (e as CustomEvent<{ groupId: string; value: string }>).detail;
        if (detail.groupId === groupId) select(detail.value);
      },
      { signal },
    );
    const stored = readStorage(storageKey(groupId), 'tab choices');
    if (stored) select(stored);
  }
  return () => teardown.abort();
}
