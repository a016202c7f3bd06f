/**
 * Playtime's markup (client/islands/playtime.ts brings it to life): toolbar, code, stage frame,
 * player controls, error and console panels. Without JavaScript it shows the starting code.
 */
import type { Preset } from '../../content/data/playtime.ts';

export type PlaytimePreset = Preset;

export interface PlaytimeProps {
  presets: PlaytimePreset[];
  /**
   * The stage frame's document per gsap version (`/frames/<name>/`), and the 3.12.5 stage that
   * also has lottie-web, for code that imports it.
   */
  frames: { '3.12.5': string; '3.13.0': string; lottie: string };
  /** Every demo's code region and settings (demos.json of the output stage). */
  demosUrl: string;
}

export function Playtime({ presets }: PlaytimeProps) {
  const first = presets[0]!;
  return (
    <div className="playtime-app" data-state="loading">
      <div className="playtime-toolbar">
        <label className="playtime-source">
          <span>Start from</span>
          <select name="source" defaultValue={first.id}>
            {presets.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button button--primary" data-action="run" disabled>
          Run
        </button>
        <button type="button" className="button button--secondary" data-action="reset" disabled>
          Reset
        </button>
        <button type="button" className="button button--secondary" data-action="copy-link" disabled>
          Copy link
        </button>
        <span className="playtime-version" data-version="3.12.5">
          Runs GSAP 3.12.5
        </span>
      </div>
      <div className="playtime-panes">
        <div className="playtime-code">
          <div className="playtime-editor" data-editor>
            <pre className="playtime-fallback">
              <code>{first.code}</code>
            </pre>
          </div>
          <p className="playtime-hint">
            The code runs as you type (or press <kbd>Ctrl</kbd>+<kbd>Enter</kbd>). <code>gsap</code> and its plugins are ready to use, and <code data-stage-name>stage</code> is
            the stage element. In the editor, <kbd>Tab</kbd> indents: press <kbd>Esc</kbd> then <kbd>Tab</kbd> to move on.
          </p>
          <div className="playtime-error" role="alert" hidden />
          <details className="playtime-console">
            <summary>
              Console <span className="playtime-console__count" />
            </summary>
            <ol className="playtime-console__lines" />
          </details>
        </div>
        <div className="playtime-result">
          {/* No src until the island chooses the frame of the code's gsap version (and listens for it to be ready). */}
          <iframe className="playtime-frame" title="Stage: what your code draws" sandbox="allow-scripts" />
          <div className="playtime-controls demo-controls">
            <button type="button" className="demo-controls__button" data-action="toggle" aria-label="Pause" disabled>
              <svg className="pt-icon-play" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 4l10 6-10 6z" fill="currentColor" />
              </svg>
              <svg className="pt-icon-pause" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M5 4h3.5v12H5zM11.5 4H15v12h-3.5z" fill="currentColor" />
              </svg>
            </button>
            <button type="button" className="demo-controls__button" data-action="restart" aria-label="Restart" disabled>
              <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M10 4a6 6 0 1 1-6 6h2a4 4 0 1 0 4-4v3L5.5 5 10 1z" fill="currentColor" />
              </svg>
            </button>
            <input className="demo-controls__scrub" type="range" min="0" max="1000" step="1" defaultValue="0" aria-label="Progress" aria-valuetext="0 seconds" disabled />
          </div>
          <p className="playtime-status" aria-live="polite" />
        </div>
      </div>
      <noscript>
        <p className="playtime-noscript">Playtime runs your code in the browser: turn JavaScript on to edit and play it.</p>
      </noscript>
    </div>
  );
}
