import type { ReactNode } from 'react';

/** `time`: a fixed stage the animation moves; `scroll`: the stage is its own scroll box. */
export type DemoKind = 'time' | 'scroll';
/** What the controls drive: the animation in time, the box's scroll, or nothing (the stage has its own buttons). */
export type DemoControls = 'time' | 'scroll' | 'none';

export interface GsapDemoProps {
  name: string;
  title: string;
  version: '3.12.5' | '3.13.0';
  /** Default `time`. */
  kind?: DemoKind;
  /** Default `time`. */
  controls?: DemoControls;
  /** Shown on the stage until the demo fills it (a /demos card's still poster); server only, never sent as a prop. */
  poster?: ReactNode;
}

/**
 * Server markup of a live demo (client: client/islands/gsap-demo.ts): a stage of fixed size,
 * empty until the demo's module fills it, and the controls, disabled until the demo is ready.
 * Nothing here changes size when the demo starts, so the page never shifts.
 *
 * A scroll demo's stage is a scroll box of its own: a labelled region in the tab order (the
 * arrow keys, Page Up/Down and Space scroll it, Tab leaves it), and its controls drive the
 * box's scroll ("Scroll through", restart from the top, the scroll position). One whose
 * controls are `none` (a scroll demo or not) is a labelled group holding the demo's own
 * buttons and whatever the reader works with (a Draggable, GSDevTools' panel).
 */
export function GsapDemo({ title, kind = 'time', controls = 'time', poster }: GsapDemoProps) {
  const scroll = kind === 'scroll';
  const byScroll = scroll && controls === 'scroll';
  const stage = controls === 'none' ? (
    <div className={scroll ? 'demo-stage demo-stage--scroll demo-stage--own' : 'demo-stage demo-stage--own'} role="group" aria-label={title}>
      {poster}
    </div>
  ) : !scroll ? (
    <div className="demo-stage" role="img" aria-label={title}>
      {poster}
    </div>
  ) : (
    <section className="demo-stage demo-stage--scroll" tabIndex={0} aria-label={`Scroll box: ${title}`}>
      {poster}
    </section>
  );
  if (controls === 'none') {
    return (
      <div className="demo-player" data-state="loading" data-controls="none">
        {stage}
      </div>
    );
  }
  const play = byScroll ? 'Scroll through' : 'Play';
  const restart = byScroll ? 'Restart from the top' : 'Restart';
  return (
    <div className="demo-player" data-state="loading" data-controls={controls}>
      {stage}
      <div className="demo-controls">
        <button type="button" className="demo-controls__button demo-controls__toggle" aria-label={play} title={play} disabled>
          <svg className="demo-controls__play-icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 3.8v12.4a1 1 0 0 0 1.5.87l10-6.2a1 1 0 0 0 0-1.74l-10-6.2A1 1 0 0 0 6 3.8z" />
          </svg>
          <svg className="demo-controls__pause-icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <rect x="4.5" y="3.5" width="4" height="13" rx="1.2" />
            <rect x="11.5" y="3.5" width="4" height="13" rx="1.2" />
          </svg>
        </button>
        <button type="button" className="demo-controls__button demo-controls__restart" aria-label={restart} title={restart} disabled>
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M10 3.5a6.5 6.5 0 1 1-6.2 4.6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            <path d="M2.6 3.4 3.5 8.6l5-1.6z" />
          </svg>
        </button>
        {byScroll ? (
          <input className="demo-controls__scrub" type="range" min="0" max="1000" step="10" defaultValue="0" aria-label="Scroll position" aria-valuetext="0% scrolled" disabled />
        ) : (
          <input className="demo-controls__scrub" type="range" min="0" max="1000" step="1" defaultValue="0" aria-label="Progress" aria-valuetext="0 seconds" disabled />
        )}
        <span className="demo-controls__time" aria-hidden="true">
          {byScroll ? '0% scrolled' : '0.00 s'}
        </span>
      </div>
    </div>
  );
}
