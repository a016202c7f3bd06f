import type { ReactNode } from 'react';

export type AdmonitionType = 'note' | 'tip' | 'info' | 'warning' | 'danger';

const DEFAULT_TITLES: Record<AdmonitionType, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
};

const ICONS: Record<AdmonitionType, string> = {
  note: 'M4 3h12l4 4v14H4z M8 11h8 M8 15h6',
  tip: 'M9 18h6 M10 21h4 M12 3a6 6 0 0 0-3.5 10.9V16h7v-2.1A6 6 0 0 0 12 3z',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z M12 11v6 M12 7.5v.5',
  warning: 'M12 3l10 18H2z M12 10v5 M12 18v.5',
  danger: 'M8 3h8l5 5v8l-5 5H8l-5-5V8z M9 9l6 6 M15 9l-6 6',
};

/** `:::note[Optional title]` … `:::` and its siblings tip, info, warning, danger. */
export function Admonition({ type, label, children }: { type: AdmonitionType; label?: string; children?: ReactNode }) {
  return (
    <aside className={`admonition admonition--${type}`} aria-label={label ?? DEFAULT_TITLES[type]}>
      <p className="admonition__title">
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={ICONS[type]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {label ?? DEFAULT_TITLES[type]}
      </p>
      <div className="admonition__body">{children}</div>
    </aside>
  );
}
