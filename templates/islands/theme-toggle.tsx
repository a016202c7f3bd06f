/**
 * Server markup of the colour-mode switch; client/islands/theme-toggle.ts gives it life.
 * The server cannot know the visitor's mode, so the label is neutral until then.
 */
export function ThemeToggle(_props: { followSystem: boolean }) {
  return (
    <button type="button" className="theme-toggle" aria-label="Switch colour mode" title="Switch colour mode">
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
