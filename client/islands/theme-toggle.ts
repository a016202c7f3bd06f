/**
 * The colour-mode switch (markup: templates/islands/theme-toggle.tsx). The head script has
 * already applied the stored or system mode; this keeps the button's label in step, saves
 * the choice under `theme`, and follows a choice made in another tab.
 */
type Mode = 'light' | 'dark';

export function mount(el: HTMLElement): void {
  const button = el.querySelector('button');
  if (!button) return;
  const root = document.documentElement;
  const current = (): Mode => (root.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
  const label = () => {
    const text = `Switch to ${current() === 'dark' ? 'light' : 'dark'} mode`;
    button.setAttribute('aria-label', text);
    button.title = text;
  };
  const apply = (mode: Mode) => {
    root.setAttribute('data-theme', mode);
    label();
  };
  button.addEventListener('click', () => {
    const next: Mode = current() === 'dark' ? 'light' : 'dark';
    apply(next);
    try {
      localStorage.setItem('theme', next);
    } catch {
      console.warn('Storage is unavailable: the colour mode will not be remembered.');
    }
  });
  window.addEventListener('storage', (e) => {
    if (e.key === 'theme' && (e.newValue === 'light' || e.newValue === 'dark')) apply(e.newValue);
  });
  label();
}
