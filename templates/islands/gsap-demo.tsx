export interface GsapDemoProps {
  name: string;
  title: string;
  version: '3.12.5' | '3.13.0';
}

/**
 * Server markup of a live demo (client: client/islands/gsap-demo.ts): a stage of fixed size,
 * empty until the demo's module fills it, and the controls, disabled until the demo is ready.
 * Nothing here changes size when the demo starts, so the page never shifts.
 */
export function GsapDemo({ title }: GsapDemoProps) {
  return (
    <div className="demo-player" data-state="loading">
      <div className="demo-stage" role="img" aria-label={title} />
      <div className="demo-controls">
        <button type="button" className="demo-controls__button demo-controls__toggle" aria-label="Play" title="Play" disabled>
          <svg className="demo-controls__play-icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 3.8v12.4a1 1 0 0 0 1.5.87l10-6.2a1 1 0 0 0 0-1.74l-10-6.2A1 1 0 0 0 6 3.8z" />
          </svg>
          <svg className="demo-controls__pause-icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <rect x="4.5" y="3.5" width="4" height="13" rx="1.2" />
            <rect x="11.5" y="3.5" width="4" height="13" rx="1.2" />
          </svg>
        </button>
        <button type="button" className="demo-controls__button demo-controls__restart" aria-label="Restart" title="Restart" disabled>
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M10 3.5a6.5 6.5 0 1 1-6.2 4.6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            <path d="M2.6 3.4 3.5 8.6l5-1.6z" />
          </svg>
        </button>
        <input className="demo-controls__scrub" type="range" min="0" max="1000" step="1" defaultValue="0" aria-label="Progress" aria-valuetext="0 seconds" disabled />
        <span className="demo-controls__time" aria-hidden="true">
          0.00 s
        </span>
      </div>
    </div>
  );
}
