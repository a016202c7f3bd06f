/**
 * Playtime (markup: templates/islands/playtime.tsx): a code editor whose code runs live in a
 * sandboxed frame (client/frames/playtime-stage*.ts) on gsap 3.12.5, or 3.13.0 for code that
 * needs the plugins that were members-only in 3.12. The page and the frame talk only through
 * postMessage (client/playtime/protocol.ts).
 *
 * Rules:
 * - The code runs 600 ms after the last keystroke, at once on Run or Ctrl/Cmd+Enter.
 * - Where it started (`?preset=` or `?demo=`) and the edited code (`#code=`, compressed) are
 *   in the URL, kept up to date with replaceState, so Copy link hands over exactly this.
 * - An error shows with its line and column, and that line is marked in the editor.
 * - Under reduced motion the stage waits at the start of the animation until Play.
 */
import type { PlaytimePreset, PlaytimeProps } from '../../templates/islands/playtime.tsx';
import type { DemoCodeEntry, FromStage, ToStage } from '../playtime/protocol.ts';
import { readState, stateUrl, type PlaytimeState } from '../playtime/url-state.ts';
import type { CodeEditor } from '../playtime/editor.ts';

/** What runs: a demo's or preset's code and settings, with its stage markup. */
interface Source extends Omit<DemoCodeEntry, 'title'> {
  id: string;
  label: string;
  html: string;
}

const LIVE_DELAY_MS = 600;
/** An import of lottie-web (client/frames/playtime-stage-lottie.ts has it). */
const LOTTIE_IMPORT = /^\s*import\s+lottie\s+from\s*['"]lottie-web(?:\/[^'"]*)?['"]/m;
/** Console lines kept on screen. */
const MAX_LOG = 100;

export function mount(el: HTMLElement, props: PlaytimeProps): () => void {
  const teardown = new AbortController();
  const on = <K extends keyof HTMLElementEventMap>(target: EventTarget, type: K, fn: (e: HTMLElementEventMap[K]) => void) =>
    target.addEventListener(type, fn as EventListener, { signal: teardown.signal });
  const q = <T extends Element>(selector: string) => el.querySelector<T>(selector)!;
  const app = q<HTMLElement>('.playtime-app');
  const stageName = q<HTMLElement>('[data-stage-name]');
  const select = q<HTMLSelectElement>('select[name="source"]');
  const frame = q<HTMLIFrameElement>('.playtime-frame');
  const errorBox = q<HTMLElement>('.playtime-error');
  const status = q<HTMLElement>('.playtime-status');
  const versionLabel = q<HTMLElement>('.playtime-version');
  const toggle = q<HTMLButtonElement>('[data-action="toggle"]');
  const restart = q<HTMLButtonElement>('[data-action="restart"]');
  const scrub = q<HTMLInputElement>('.demo-controls__scrub');
  const logList = q<HTMLOListElement>('.playtime-console__lines');
  const logCount = q<HTMLElement>('.playtime-console__count');
  const buttons = el.querySelectorAll<HTMLButtonElement>('.playtime-toolbar button');

  const presetSource = (p: PlaytimePreset): Source => ({ ...p, version: '3.12.5', stageParam: 'stage' });
  let source: Source = presetSource(props.presets[0]!);
  let editor: CodeEditor | undefined;
  /** The frame document loaded (its URL): one per gsap version, and 3.12.5 with lottie-web. */
  let frameUrl: string | undefined;
  let frameReady = false;
  let pendingRun = false;
  let runId = 0;
  let liveTimer: number | undefined;
  let duration = 0;
  let paused = true;
  let logLines = 0;

  const send = (message: ToStage) => frame.contentWindow?.postMessage(message, '*');
  const theme = () => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');

  function setError(message: string | undefined, line?: number, column?: number) {
    errorBox.hidden = !message;
    errorBox.textContent = message ? (line ? `Line ${line}${column ? `, column ${column}` : ''}: ${message}` : message) : '';
    editor?.markError(message ? line : undefined);
  }

  function setControls(enabled: boolean) {
    toggle.disabled = restart.disabled = scrub.disabled = !enabled;
    if (!enabled) scrub.value = '0';
  }

  function showPaused(value: boolean) {
    paused = value;
    toggle.setAttribute('aria-label', value ? 'Play' : 'Pause');
    toggle.dataset.paused = String(value);
  }

  /**
   * Loads the frame of the source's gsap version (the frames bundle different gsaps); on 3.12.5,
   * code that imports lottie-web gets the frame that has it (the usual one stays light).
   */
  function ensureFrame(version: string, code: string) {
    const url = version === '3.12.5' && LOTTIE_IMPORT.test(code) ? props.frames.lottie : (props.frames[version as '3.12.5' | '3.13.0'] ?? props.frames['3.12.5']);
    if (frameUrl === url) return;
    frameUrl = url;
    frameReady = false;
    frame.src = url;
    versionLabel.textContent = `Runs GSAP ${version}`;
    versionLabel.dataset.version = version;
  }

  function run() {
    window.clearTimeout(liveTimer);
    if (!editor) return;
    ensureFrame(source.version, editor.getCode());
    if (!frameReady) {
      pendingRun = true;
      return;
    }
    pendingRun = false;
    setError(undefined);
    setControls(false);
    status.textContent = '';
    send({ type: 'run', id: ++runId, html: source.html, code: editor.getCode(), kind: source.kind, stageParam: source.stageParam });
    writeUrl();
  }

  function writeUrl() {
    const code = editor?.getCode();
    const state: PlaytimeState = { source: source.id, code: code !== undefined && code !== source.code ? code : undefined };
    history.replaceState(history.state, '', stateUrl(new URL(location.href), state));
  }

  function load(next: Source) {
    source = next;
    stageName.textContent = next.stageParam;
    editor?.setCode(next.code);
    run();
  }

  window.addEventListener(
    'message',
    (event: MessageEvent<FromStage>) => {
      if (event.source !== frame.contentWindow) return;
      const message = event.data;
      switch (message?.type) {
        case 'ready':
          frameReady = true;
          send({ type: 'theme', theme: theme() });
          if (pendingRun || editor) run();
          break;
        case 'ran':
          if (message.id !== runId) break;
          duration = message.duration;
          setControls(duration > 0);
          showPaused(message.held || duration === 0);
          app.dataset.state = 'ran';
          if (message.held) status.textContent = 'Reduced motion is on: the animation waits at its start. Press Play to run it.';
          else if (message.scroll && duration === 0) status.textContent = 'Scroll the stage to play this one.';
          break;
        case 'error':
          if (message.id !== runId) break;
          setError(message.message, message.line, message.column);
          app.dataset.state = 'error';
          break;
        case 'tick': {
          if (document.activeElement !== scrub) scrub.value = String(Math.round(message.progress * 1000));
          scrub.setAttribute('aria-valuetext', `${(message.progress * duration).toFixed(1)} of ${duration.toFixed(1)} seconds`);
          if (message.paused !== paused) showPaused(message.paused);
          break;
        }
        case 'log': {
          const li = document.createElement('li');
          li.className = `playtime-console__line playtime-console__line--${message.level}`;
          li.textContent = message.text;
          logList.append(li);
          while (logList.children.length > MAX_LOG) logList.firstElementChild?.remove();
          logCount.textContent = `(${++logLines})`;
          break;
        }
      }
    },
    { signal: teardown.signal },
  );

  on(toggle, 'click', () => send({ type: 'control', action: paused ? 'play' : 'pause' }));
  on(restart, 'click', () => send({ type: 'control', action: 'restart' }));
  on(scrub, 'input', () => send({ type: 'seek', progress: Number(scrub.value) / 1000 }));
  on(q('[data-action="run"]'), 'click', run);
  on(q('[data-action="reset"]'), 'click', () => load(source));
  on(q('[data-action="copy-link"]'), 'click', async () => {
    writeUrl();
    try {
      await navigator.clipboard.writeText(location.href);
      status.textContent = 'Link copied: it opens this code as it is now.';
    } catch {
      status.textContent = `Copy this address to share the code: ${location.href}`;
    }
  });
  on(select, 'change', () => {
    const preset = props.presets.find((p) => p.id === select.value);
    if (preset) load(presetSource(preset));
  });
  // The frame follows the site's colour mode.
  const themeWatch = new MutationObserver(() => send({ type: 'theme', theme: theme() }));
  themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });

  void (async () => {
    const state = readState(new URL(location.href));
    const preset = props.presets.find((p) => p.id === state.source);
    let start = preset ? presetSource(preset) : source;
    if (state.source.startsWith('demo:')) {
      const demo = await loadDemo(state.source.slice(5), props.demosUrl).catch((error: unknown) => {
        status.textContent = `That demo could not be opened (${(error as Error).message}); here is a starting tween instead.`;
        return undefined;
      });
      if (demo) {
        start = demo;
        const option = new Option(`Demo: ${demo.label}`, demo.id, true, true);
        select.prepend(option);
      }
    }
    if (teardown.signal.aborted) return;
    select.value = start.id;
    source = start;
    stageName.textContent = start.stageParam;
    const { createEditor } = await import('../playtime/editor.ts');
    if (teardown.signal.aborted) return;
    const host = q<HTMLElement>('[data-editor]');
    host.textContent = '';
    editor = createEditor({
      parent: host,
      code: state.code ?? start.code,
      label: 'Code',
      onRun: run,
      onChange: () => {
        window.clearTimeout(liveTimer);
        liveTimer = window.setTimeout(run, LIVE_DELAY_MS);
      },
    });
    for (const b of buttons) b.disabled = false;
    app.dataset.state = 'ready';
    run();
  })();

  return () => {
    teardown.abort();
    themeWatch.disconnect();
    window.clearTimeout(liveTimer);
    editor?.destroy();
  };
}

/** One of the site's demos as a Playtime source: its code from demo-code.json, its stage from its module. */
async function loadDemo(name: string, demosUrl: string): Promise<Source> {
  const response = await fetch(demosUrl);
  if (!response.ok) throw new Error(`demos list: HTTP ${response.status}`);
  const demos = (await response.json()) as Record<string, DemoCodeEntry>;
  const entry = demos[name];
  if (!entry) throw new Error(`no demo is called "${name}"`);
  const mod = (await import(`../demos/${name}.ts`)) as { default: { stage: string } };
  return { id: `demo:${name}`, label: entry.title, html: mod.default.stage, code: entry.code, kind: entry.kind, version: entry.version, stageParam: entry.stageParam };
}
