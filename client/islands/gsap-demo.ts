/**
 * A live demo (markup: templates/islands/gsap-demo.tsx; demos: client/demos/<name>.ts). Loaded
 * when it comes into view: the demo's module and its gsap (3.12.5, or 3.13.0 for the demos that
 * need it) arrive as chunks of their own, so a page fetches only the demos it shows. The demo
 * builds its animation inside gsap.context(…, stage) and is reverted on teardown.
 *
 * Playback: it starts when the stage is mostly in view, unless the visitor prefers reduced
 * motion: then it holds still at its start until they press play. Plain DOM, no React.
 *
 * Test hook: the player's data-state (loading | playing | paused | ended | failed) and
 * data-progress, and a non-enumerable `__gsapDemo` property ({ gsap, animation, expect }) on the
 * player element, which test/reference/demos-run.test.ts reads values with. Nothing global.
 */
import type { DemoDefinition, Gsap } from '../demos/define-demo.ts';

interface Props {
  name?: unknown;
  version?: unknown;
}

/** Steps of the progress slider. */
const STEPS = 1000;

/** The test hook on the player element. */
export interface DemoHook {
  gsap: Gsap;
  animation: GSAPAnimation;
  expect: NonNullable<DemoDefinition['expect']>;
}

async function loadDemo(name: string, version: string): Promise<{ demo: DemoDefinition; gsap: Gsap }> {
  const [mod, lib] = await Promise.all([
    import(`../demos/${name}.ts`) as Promise<{ default: DemoDefinition }>,
    version === '3.13.0' ? import('gsap-3.13') : import('gsap'),
  ]);
  return { demo: mod.default, gsap: lib.gsap };
}

export function mount(el: HTMLElement, props: Props): () => void {
  const player = el.querySelector<HTMLElement>('.demo-player');
  const stage = el.querySelector<HTMLElement>('.demo-stage');
  const toggle = el.querySelector<HTMLButtonElement>('.demo-controls__toggle');
  const restart = el.querySelector<HTMLButtonElement>('.demo-controls__restart');
  const scrub = el.querySelector<HTMLInputElement>('.demo-controls__scrub');
  const time = el.querySelector<HTMLElement>('.demo-controls__time');
  if (!player || !stage || !toggle || !restart || !scrub || !time || typeof props.name !== 'string') {
    throw new Error('gsap-demo: markup or props not as expected');
  }
  const name = props.name;
  let stop: (() => void) | undefined;
  let disposed = false;

  loadDemo(name, props.version === '3.13.0' ? '3.13.0' : '3.12.5')
    .then(({ demo, gsap }) => {
      if (!disposed) stop = run({ player, stage, toggle, restart, scrub, time }, demo, gsap);
    })
    .catch((error: unknown) => {
      if (disposed) return;
      console.error(`Demo "${name}" failed to start`, error);
      player.dataset.state = 'failed';
      stage.textContent = 'This demo could not start. Reload the page to try again.';
    });

  return () => {
    disposed = true;
    stop?.();
    stage.replaceChildren();
    player.dataset.state = 'loading';
    delete player.dataset.progress;
    for (const control of [toggle, restart, scrub]) control.disabled = true;
    setLabel(toggle, 'Play');
    scrub.value = '0';
    time.textContent = '0.00 s';
  };
}

interface Parts {
  player: HTMLElement;
  stage: HTMLElement;
  toggle: HTMLButtonElement;
  restart: HTMLButtonElement;
  scrub: HTMLInputElement;
  time: HTMLElement;
}

function setLabel(button: HTMLButtonElement, label: string): void {
  button.setAttribute('aria-label', label);
  button.title = label;
}

const seconds = (s: number) => `${s.toFixed(2)} s`;

/** Builds the demo and wires the controls; returns what undoes all of it. */
function run({ player, stage, toggle, restart, scrub, time }: Parts, demo: DemoDefinition, gsap: Gsap): () => void {
  stage.innerHTML = demo.stage;
  let animation!: GSAPAnimation;
  const ctx = gsap.context(() => {
    animation = demo.create(gsap, stage);
  }, stage);
  animation.pause();
  Object.defineProperty(player, '__gsapDemo', { value: { gsap, animation, expect: demo.expect ?? [] } satisfies DemoHook, configurable: true });

  // A demo that repeats forever is scrubbed and timed over its first cycle.
  const endless = animation.repeat() === -1 || !Number.isFinite(animation.totalDuration()) || animation.totalDuration() > 1e6;
  const span = () => (endless ? animation.duration() : animation.totalDuration());
  const position = () => (endless ? animation.totalTime() % Math.max(span(), 1e-9) : animation.totalTime());
  const atEnd = () => !endless && animation.totalProgress() >= 1;

  let ticking = false;
  const render = () => {
    // Not isActive(): that stays false until the first tick after play().
    const playing = !animation.paused() && !atEnd();
    const state = playing ? 'playing' : atEnd() ? 'ended' : 'paused';
    const fraction = span() > 0 ? Math.min(1, position() / span()) : 1;
    if (player.dataset.state !== state) {
      player.dataset.state = state;
      setLabel(toggle, playing ? 'Pause' : state === 'ended' ? 'Play again' : 'Play');
    }
    player.dataset.progress = (endless ? animation.totalTime() / Math.max(span(), 1e-9) : fraction).toFixed(3);
    const value = String(Math.round(fraction * STEPS));
    if (scrub.value !== value) scrub.value = value;
    const now = seconds(position());
    const total = endless ? `${seconds(span())}, repeating` : seconds(span());
    const text = `${now} / ${total}`;
    if (time.textContent !== text) {
      time.textContent = text;
      scrub.setAttribute('aria-valuetext', `${position().toFixed(1)} of ${span().toFixed(1)} seconds`);
    }
    if (!playing && ticking) {
      gsap.ticker.remove(render);
      ticking = false;
    }
  };
  const play = () => {
    if (atEnd()) animation.restart();
    else animation.play();
    if (!ticking) {
      gsap.ticker.add(render);
      ticking = true;
    }
    render();
  };
  const pause = () => {
    animation.pause();
    render();
  };

  const abort = new AbortController();
  const { signal } = abort;
  let touched = false;
  toggle.addEventListener('click', () => {
    touched = true;
    if (!animation.paused() && !atEnd()) pause();
    else play();
  }, { signal });
  restart.addEventListener('click', () => {
    touched = true;
    animation.pause(0);
    play();
  }, { signal });
  scrub.addEventListener('input', () => {
    touched = true;
    animation.pause();
    const target = (Number(scrub.value) / STEPS) * span();
    animation.totalTime(target);
    render();
  }, { signal });

  // Plays by itself once, when mostly in view, unless the visitor prefers reduced motion.
  const reduce = matchMedia('(prefers-reduced-motion: reduce)');
  const io = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    io.disconnect();
    if (!touched && !reduce.matches) play();
  }, { threshold: 0.6 });
  io.observe(stage);

  for (const control of [toggle, restart, scrub]) control.disabled = false;
  render();

  return () => {
    abort.abort();
    io.disconnect();
    if (ticking) gsap.ticker.remove(render);
    ctx.revert();
    delete (player as unknown as { __gsapDemo?: DemoHook }).__gsapDemo;
  };
}
