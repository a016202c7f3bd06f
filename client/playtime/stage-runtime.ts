/**
 * The Playtime stage: runs the editor's code inside a sandboxed frame (client/frames/), on
 * the gsap the frame bundles, and reports back what happened. Everything the code made is
 * built inside a gsap.context scoped to the stage, so the next run reverts it all first.
 *
 * Controls: the animations a run puts on the global timeline (ScrollTrigger's aside: the
 * scroll drives those) are gathered into one timeline the page's play, pause, restart and
 * scrubber drive. Under reduced motion that timeline holds at its start until Play.
 */
import type { gsap as Gsap } from 'gsap';
import { CODE_FILE, type FromStage, type ToStage } from './protocol.ts';

type GsapLib = typeof Gsap;

export interface StageLibrary {
  gsap: GsapLib;
  /** Plugins and eases by the names code uses for them (registered, and globals of the frame). */
  plugins: Record<string, object>;
  version: string;
  /**
   * Packages besides gsap the code may import, by package name: the frame has each as a global
   * (`name`), and `import <name> from '<package>[/…]'` lines are blanked like gsap's.
   */
  packages?: Record<string, { name: string; value: unknown }>;
}

/** Scrubbing an animation that repeats forever covers its first cycle; anything longer than this is cut. */
const MAX_SCRUB_SECONDS = 60;

/** `import … from "gsap…"` lines: the frame has gsap and its plugins as globals, so these lines are blanked (kept as lines, for line numbers). */
const GSAP_IMPORT = /^\s*import\s[^;]*?from\s*['"]gsap(?:-3\.13)?(?:\/[\w/.-]*)?['"];?\s*$/;
const ANY_IMPORT = /^\s*import\s/;
/** `import <name> from '<module>'` on a line of its own. */
const DEFAULT_IMPORT = /^\s*import\s+([A-Za-z_$][\w$]*)\s+from\s*['"]([^'"]+)['"];?\s*$/;

export function startStage(lib: StageLibrary): void {
  const { gsap } = lib;
  gsap.registerPlugin(...(Object.values(lib.plugins) as object[]));
  const globals = window as unknown as Record<string, unknown>;
  globals.gsap = gsap;
  for (const [name, plugin] of Object.entries(lib.plugins)) globals[name] = plugin;
  for (const { name, value } of Object.values(lib.packages ?? {})) globals[name] = value;
  // `import <name> from '<package>…'` of a package the frame has: blanked like a gsap import.
  const packageImport = (line: string) => {
    const m = DEFAULT_IMPORT.exec(line);
    return Boolean(m) && Object.entries(lib.packages ?? {}).some(([pkg, { name }]) => m![1] === name && (m![2] === pkg || m![2]!.startsWith(`${pkg}/`)));
  };
  const provided = (line: string) => GSAP_IMPORT.test(line) || packageImport(line);

  const reduced = matchMedia('(prefers-reduced-motion: reduce)');
  const parentWindow = window.parent;
  const post = (message: FromStage) => parentWindow.postMessage(message, '*');

  let stage: HTMLElement = document.createElement('div');
  let context: gsap.Context | undefined;
  let master: gsap.core.Timeline | undefined;
  let span = 0;
  /** Something repeats forever: the scrubber shows the position within the first cycle's span. */
  let loops = false;
  let runId = 0;
  /** Whether the current run's script got as far as calling __playtime (not so after a syntax error). */
  let invoked = false;
  /** Characters the wrapper puts before the code's first line (columns there are shifted back). */
  let prefix = 0;

  // console output of the code goes to the page's console panel as well.
  for (const level of ['log', 'info', 'warn', 'error'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      original(...args);
      post({ type: 'log', level, text: args.map(show).join(' ') });
    };
  }

  const report = (message: string, line?: number, column?: number) =>
    post({ type: 'error', id: runId, message, line, column: line === 1 && column !== undefined ? Math.max(1, column - prefix) : column });

  // Errors the code throws later (callbacks, event handlers) and syntax errors: the script
  // carries CODE_FILE as its source URL; an inline script's syntax error names the document.
  addEventListener('error', (event) => {
    const fromCode = event.filename.endsWith(CODE_FILE) || event.filename === location.href || event.filename === '';
    if (!fromCode) return;
    event.preventDefault();
    // Chrome words a syntax error of an appended script as a failed DOM call; the reader wants the syntax error.
    const message = event.message.replace(/^Uncaught /, '').replace(/Failed to execute '[^']+' on '[^']+': /, '');
    report(message, event.lineno || undefined, event.colno || undefined);
  });
  addEventListener('unhandledrejection', (event) => {
    const where = errorPlace(event.reason);
    report(`Unhandled promise rejection: ${String((event.reason as Error)?.message ?? event.reason)}`, where?.line, where?.column);
  });

  // The scrubber follows the animations; a message only when something changed.
  let last = '';
  gsap.ticker.add(() => {
    if (!master || span === 0) return;
    const progress = loops ? (master.time() % span) / span : Math.min(1, master.time() / span);
    // At the end it waits for Play (which starts it again), as a paused animation does.
    const paused = master.paused() || (!loops && progress >= 1);
    const now = `${progress.toFixed(4)} ${paused}`;
    if (now === last) return;
    last = now;
    post({ type: 'tick', progress, paused });
  });

  /** Called by the code's script: runs the code inside a context scoped to the stage. */
  globals.__playtime = (body: (stageElement: HTMLElement) => void) => {
    invoked = true;
    const before = new Set(gsap.globalTimeline.getChildren(false, true, true));
    try {
      context = gsap.context(() => body(stage), stage);
    } catch (error) {
      const where = errorPlace(error);
      report(`${(error as Error)?.name ?? 'Error'}: ${(error as Error)?.message ?? String(error)}`, where?.line, where?.column);
    }
    gather(before);
  };

  /**
   * Whether the scroll drives the animation, so the controls must leave it alone: it has a
   * ScrollTrigger, or it is the tween a ScrollTrigger with `scrub: <seconds>` makes to ease
   * such an animation's progress towards the scroll's (moved into the controls' timeline, it
   * would stop with it, and the scrubbed animation would never follow the scroll).
   */
  const scrollDriven = (a: gsap.core.Animation): boolean =>
    Boolean(a.scrollTrigger) || (a instanceof gsap.core.Tween && a.targets().some((t) => t instanceof gsap.core.Animation && Boolean(t.scrollTrigger)));

  /** The run's own animations (not ScrollTrigger's) into one timeline the controls drive. */
  function gather(before: Set<gsap.core.Animation>): void {
    const made = gsap.globalTimeline.getChildren(false, true, true).filter((a) => !before.has(a) && !scrollDriven(a));
    const scroll = Boolean((globals.ScrollTrigger as { getAll?: () => unknown[] } | undefined)?.getAll?.().length);
    span = 0;
    if (made.length) {
      const now = gsap.globalTimeline.time();
      master = gsap.timeline({ paused: true });
      for (const animation of made) {
        const start = animation.startTime() - now;
        master.add(animation, Math.max(0, start));
        const length = animation.totalDuration() > MAX_SCRUB_SECONDS * 100 ? animation.duration() : animation.totalDuration();
        span = Math.max(span, Math.max(0, start) + length);
      }
      loops = master.totalDuration() > span + 1e-3 && master.totalDuration() > MAX_SCRUB_SECONDS * 100;
      span = Math.min(span, MAX_SCRUB_SECONDS);
      if (!reduced.matches) master.play(0);
    }
    post({ type: 'ran', id: runId, duration: span, scroll, held: Boolean(made.length) && reduced.matches });
  }

  function run(message: Extract<ToStage, { type: 'run' }>): void {
    context?.revert();
    master?.kill();
    master = undefined;
    context = undefined;
    runId = message.id;
    stage.remove();
    stage = document.createElement(message.kind === 'scroll' ? 'section' : 'div');
    stage.className = message.kind === 'scroll' ? 'demo-stage demo-stage--scroll pt-stage' : 'demo-stage pt-stage';
    if (message.kind === 'scroll') stage.tabIndex = 0;
    stage.innerHTML = message.html;
    document.body.append(stage);
    const lines = message.code.split('\n');
    const unsupported = lines.findIndex((l) => ANY_IMPORT.test(l) && !provided(l));
    if (unsupported >= 0) {
      report('Playtime has gsap and its plugins as globals; other packages cannot be imported here.', unsupported + 1, 1);
      post({ type: 'ran', id: runId, duration: 0, scroll: false, held: false });
      return;
    }
    const code = lines.map((l) => (provided(l) ? '' : l)).join('\n');
    const param = /^[A-Za-z_$][\w$]*$/.test(message.stageParam) ? message.stageParam : 'stage';
    // The code starts on the script's first line, so its line numbers are the editor's.
    const script = document.createElement('script');
    const head = `__playtime(function (${param}) {`;
    prefix = head.length;
    script.textContent = `${head}${code}\n});\n//# sourceURL=${CODE_FILE}`;
    invoked = false;
    document.head.append(script);
    script.remove();
    // A syntax error never calls __playtime: the error event reported it; tell the page the run is over.
    if (!invoked) post({ type: 'ran', id: runId, duration: 0, scroll: false, held: false });
  }

  addEventListener('message', (event: MessageEvent<ToStage>) => {
    if (event.source !== parentWindow) return;
    const message = event.data;
    switch (message?.type) {
      case 'run':
        run(message);
        break;
      case 'control':
        if (!master) break;
        if (message.action === 'play') (!loops && master.time() >= span ? master.restart() : master.play());
        if (message.action === 'pause') master.pause();
        if (message.action === 'restart') master.restart();
        break;
      case 'seek':
        master?.pause().time(Math.max(0, Math.min(1, message.progress)) * span);
        break;
      case 'theme':
        document.documentElement.setAttribute('data-theme', message.theme === 'dark' ? 'dark' : 'light');
        break;
    }
  });
  post({ type: 'ready', version: lib.version });
}

/** Line and column of an error in the code, from its stack (frames of CODE_FILE). */
export function errorPlace(error: unknown): { line: number; column: number } | undefined {
  const stack = String((error as Error)?.stack ?? '');
  const m = new RegExp(`${CODE_FILE.replace(/\./g, '\\.')}:(\\d+):(\\d+)`).exec(stack);
  return m ? { line: Number(m[1]), column: Number(m[2]) } : undefined;
}

/** A console argument as one line of text. */
function show(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Element) return `<${value.tagName.toLowerCase()}${value.className ? ` class="${String(value.className)}"` : ''}>`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
