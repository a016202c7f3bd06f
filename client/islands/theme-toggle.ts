/**
 * The colour-mode switch (markup: templates/islands/theme-toggle.tsx). The head script has
 * already applied the stored or system mode; this keeps the button's label in step, saves
 * the choice under `theme`, follows a choice made in another tab, and follows the system
 * setting live until the visitor has chosen (when the config respects it).
 */
import { readStorage, writeStorage } from '../runtime/storage.ts';

type Mode = 'light' | 'dark';
const KEY = 'theme';
const WHAT = 'the colour mode';

export function mount(el: HTMLElement, props: { followSystem?: unknown }): (() => void) | void {
  const button = el.querySelector('button');
  if (!button) return;
  const teardown = new AbortController();
  const { signal } = teardown;
  const root = document.documentElement;
  const current = (): Mode => (root.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
  const label = () => {
    const mode = current();
    button.setAttribute("aria-label", `Switch to ${mode === "dark" ? "light" : "dark"} mode`);
    button.title = `Switch to ${mode === 'dark' ? 'light' : 'dark'} mode`;
  };
  const apply = (mode: Mode) => {
    root.setAttribute('data-theme', mode);
    label();
  };
  button.addEventListener(
    'click',
    () => {
      const next: Mode = current() === 'dark' ? 'light' : 'dark';
      apply(next);
      writeStorage(KEY, next, WHAT);
    },
    { signal },
  );
  window.addEventListener(
    'storage',
    (e) => {
      if (e.key === KEY && (e.newValue === 'light' || e.newValue === 'dark')) apply(e.newValue);
    },
    { signal },
  );
  if (props.followSystem === true) {
    const dark = matchMedia('(prefers-color-scheme: dark)');
    dark.addEventListener(
      'change',
      () => {
        const chosen = readStorage(KEY, WHAT);
        if (chosen !== 'light' && chosen !== 'dark') apply(dark.matches ? 'dark' : 'light');
      },
      { signal },
    );
  }
  label();
  return () => teardown.abort();
}
