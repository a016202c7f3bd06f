import { useEffect, useState } from 'react';

type Mode = 'light' | 'dark';

/**
 * Colour-mode switch. The server cannot know the visitor's mode, so the button renders a
 * neutral state and takes the real one after hydration (never a hydration mismatch).
 */
export function ThemeToggle() {
  const [mode, setMode] = useState<Mode | null>(null);
  useEffect(() => {
    const read = () => setMode(document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
    read();
    // Another tab chose a mode: follow it (spec §4, synchronised across tabs).
    const onStorage = (e: StorageEvent) => {
      if (e.key === 'theme' && (e.newValue === 'light' || e.newValue === 'dark')) {
        document.documentElement.setAttribute('data-theme', e.newValue);
        read();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const next: Mode = mode === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-label={mode ? `Switch to ${next} mode` : 'Switch colour mode'}
      title={mode ? `Switch to ${next} mode` : 'Switch colour mode'}
      onClick={() => {
        document.documentElement.setAttribute('data-theme', next);
        try {
          localStorage.setItem('theme', next);
        } catch {
          console.warn('Storage is unavailable: the colour mode will not be remembered.');
        }
        setMode(next);
      }}
    >
      <svg className="theme-toggle__sun" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="5" fill="currentColor" />
        <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M12 1v3M12 20v3M1 12h3M20 12h3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1" />
        </g>
      </svg>
      <svg className="theme-toggle__moon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M21 14.5A9 9 0 0 1 9.5 3a9 9 0 1 0 11.5 11.5z" fill="currentColor" />
      </svg>
    </button>
  );
}
export default ThemeToggle;
