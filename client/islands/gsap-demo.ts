/**
 * A live demo (markup: templates/islands/gsap-demo.tsx; demos: client/demos/<name>.ts). Loaded
 * when it comes into view: the demo's module and its gsap (3.12.5, or 3.13.0 for the demos that
 * need it) arrive as chunks of their own, so a page fetches only the demos it shows. The demo
 * builds its animation inside gsap.context(…, stage) and is reverted on teardown.
 *
 * Playback: it starts when the stage is mostly in view, unless the visitor prefers reduced
 * motion: then it holds still at its start until they press play. Plain DOM, no React.
 *
 * Scroll demos (`scroll: true`): the stage is a scroll box of its own, and the demo's
 * ScrollTriggers use it as their `scroller`, so the page itself is never taken over. With the
 * default `scroll` controls the player drives the box's real scroll: "Scroll through" tweens
 * its scrollTop to the bottom, restart jumps to the top and scrolls through again, the slider
 * sets the scroll position and follows it when the reader scrolls the box by hand (wheel,
 * touch, keys: any of them stops a scroll-through). It scrolls through by itself once when in
 * view, unless the visitor prefers reduced motion. `controls: 'time'` plays the returned
 * animation as for any demo; `controls: 'none'` has no player controls (the stage has its own).
 * A fixed stage may have `controls: 'none'` too: an interactive demo (Draggable, a Flip
 * toggle) whose stage holds the demo's own buttons.
 *
 * Test hook: the player's data-state (loading | playing | paused | ended | failed) and
 * data-progress (a scroll demo: the box's scroll, 0 to 1), and a non-enumerable `__gsapDemo`
 * property ({ gsap, animation, expect, context, box }) on the player element, which
 * test/reference/demos-run.test.ts reads values with. Nothing global.
 */
import { demoControls, type DemoControls, type DemoDefinition, type Gsap } from '../demos/define-demo.ts';

interface Props {
  name?: unknown;
  version?: unknown;
  kind?: unknown;
  controls?: unknown;
  /** A /demos card's preview: plays while the pointer or the focus is in the card, pauses when it leaves. */
  preview?: unknown;
}

/** Steps of the progress slider. */
const STEPS = 1000;

/** A scroll-through covers the box's whole scroll in this many seconds (less from part-way). */
const SCROLL_THROUGH_SECONDS = 6;

/** The test hook on the player element. */
export interface DemoHook {
  gsap: Gsap;
  /** The animation the demo returned; a scroll demo may return none. */
  animation: GSAPAnimation | undefined;
  expect: NonNullable<DemoDefinition['expect']>;
  /** The gsap.context the demo was built in: its `data` holds what it made (Draggables, SplitTexts…). */
  context: gsap.Context;
  /** A scroll demo's scroll box (the stage). */
  box?: HTMLElement;
  controls: DemoControls;
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
  const controls: DemoControls = props.controls === 'none' ? 'none' : props.kind === 'scroll' ? (props.controls === 'time' ? 'time' : 'scroll') : 'time';
  if (!player || !stage || typeof props.name !== 'string') throw new Error('gsap-demo: markup or props not as expected');
  const parts = toggle && restart && scrub && time ? { player, stage, toggle, restart, scrub, time } : undefined;
  if (controls !== 'none' && !parts) throw new Error('gsap-demo: markup or props not as expected');
  const name = props.name;
  let stop: (() => void) | undefined;
  let unfollow: (() => void) | undefined;
  let disposed = false;

  loadDemo(name, props.version === '3.13.0' ? '3.13.0' : '3.12.5')
    .then(({ demo, gsap }) => {
      if (disposed) return;
      // The build read `scroll` and `controls` from the file's text; the module must agree.
      if (Boolean(demo.scroll) !== (props.kind === 'scroll') || demoControls(demo) !== controls) {
        throw new Error(`its module says scroll: ${Boolean(demo.scroll)}, controls: ${demoControls(demo)}; the page was built for ${String(props.kind)}, ${controls} (rebuild)`);
      }
      if (controls === 'none') stop = runOwn(player, stage, demo, gsap);
      else if (controls === 'scroll') stop = runScroll(parts!, demo, gsap);
      else stop = run(parts!, demo, gsap);
      if (props.preview === true && parts) unfollow = followHover(el, parts);
    })
    .catch((error: unknown) => {
      if (disposed) return;
      console.error(`Demo "${name}" failed to start`, error);
      player.dataset.state = 'failed';
      stage.textContent = 'This demo could not start. Reload the page to try again.';
    });

  return () => {
    disposed = true;
    unfollow?.();
    stop?.();
    stage.replaceChildren();
    stage.scrollTop = 0;
    player.dataset.state = 'loading';
    delete player.dataset.progress;
    if (!parts) return;
    for (const control of [parts.toggle, parts.restart, parts.scrub]) control.disabled = true;
    setLabel(parts.toggle, controls === 'scroll' ? 'Scroll through' : 'Play');
    parts.scrub.value = '0';
    parts.time.textContent = controls === 'scroll' ? '0% scrolled' : '0.00 s';
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
  let made: GSAPAnimation | undefined;
  const ctx = gsap.context(() => {
    made = demo.create(gsap, stage) || undefined;
  }, stage);
  if (!made) {
    ctx.revert();
    throw new Error('create() returned no animation for the controls to play');
  }
  const animation: GSAPAnimation = made;
  animation.pause();
  Object.defineProperty(player, '__gsapDemo', {
    value: { gsap, animation, expect: demo.expect ?? [], context: ctx, controls: 'time', ...(demo.scroll ? { box: stage } : {}) } satisfies DemoHook,
    configurable: true,
  });

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

  const unwatch = playOnceInView(stage, play, () => touched);

  for (const control of [toggle, restart, scrub]) control.disabled = false;
  render();

  return () => {
    abort.abort();
    unwatch();
    if (ticking) gsap.ticker.remove(render);
    ctx.revert();
    delete (player as unknown as { __gsapDemo?: DemoHook }).__gsapDemo;
  };
}

/**
 * A scroll demo driven by its box's scroll: the demo's ScrollTriggers use the stage as their
 * scroller, and every control moves the stage's real scrollTop (nothing fakes a progress).
 */
function runScroll({ player, stage, toggle, restart, scrub, time }: Parts, demo: DemoDefinition, gsap: Gsap): () => void {
  const box = stage;
  box.innerHTML = demo.stage;
  box.scrollTop = 0;
  let animation: GSAPAnimation | undefined;
  const ctx = gsap.context(() => {
    animation = demo.create(gsap, box) || undefined;
  }, box);
  Object.defineProperty(player, '__gsapDemo', { value: { gsap, animation, expect: demo.expect ?? [], context: ctx, box, controls: 'scroll' } satisfies DemoHook, configurable: true });

  const max = () => Math.max(0, box.scrollHeight - box.clientHeight);
  // Whole pixels: scrollHeight is rounded, so a box may stop a fraction short of its last pixel.
  const atEnd = () => box.scrollTop >= max() - 1;
  const fraction = () => (atEnd() ? 1 : Math.min(1, Math.max(0, box.scrollTop / max())));

  /** The scroll-through: a tween of the box's scrollTop, made outside the demo's context. */
  let through: gsap.core.Tween | undefined;
  const render = () => {
    const playing = !!through;
    const state = playing ? 'playing' : atEnd() ? 'ended' : 'paused';
    if (player.dataset.state !== state) {
      player.dataset.state = state;
      setLabel(toggle, playing ? 'Pause scrolling' : state === 'ended' ? 'Scroll through again' : 'Scroll through');
    }
    const f = fraction();
    player.dataset.progress = f.toFixed(3);
    const value = String(Math.round(f * STEPS));
    if (scrub.value !== value) scrub.value = value;
    const text = `${Math.round(f * 100)}% scrolled`;
    if (time.textContent !== text) {
      time.textContent = text;
      scrub.setAttribute('aria-valuetext', text);
    }
  };
  const stopThrough = () => {
    if (!through) return;
    through.kill();
    through = undefined;
    render();
  };
  const play = () => {
    stopThrough();
    if (atEnd()) box.scrollTop = 0;
    const from = box.scrollTop;
    const to = max();
    const proxy = { y: from };
    through = gsap.to(proxy, {
      y: to,
      duration: to > from ? (SCROLL_THROUGH_SECONDS * (to - from)) / to : 0,
      ease: 'none',
      onUpdate: () => {
        box.scrollTop = proxy.y;
      },
      onComplete: () => {
        through = undefined;
        render();
      },
    });
    render();
  };

  const abort = new AbortController();
  const { signal } = abort;
  let touched = false;
  box.addEventListener('scroll', render, { passive: true, signal });
  // The content's height can change without a scroll (a pin's spacing on refresh): redraw then too.
  const resized = new ResizeObserver(() => render());
  for (const child of box.children) resized.observe(child);
  // The reader takes over: wheel, touch, a press (the scrollbar) or a key in the box.
  for (const type of ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const) {
    box.addEventListener(type, () => {
      touched = true;
      stopThrough();
    }, { passive: true, signal });
  }
  toggle.addEventListener('click', () => {
    touched = true;
    if (through) stopThrough();
    else play();
  }, { signal });
  restart.addEventListener('click', () => {
    touched = true;
    stopThrough();
    box.scrollTop = 0;
    play();
  }, { signal });
  scrub.addEventListener('input', () => {
    touched = true;
    // Read the slider first: stopping a scroll-through redraws it at the old position.
    const target = (Number(scrub.value) / STEPS) * max();
    stopThrough();
    box.scrollTop = target;
    render();
  }, { signal });

  const unwatch = playOnceInView(box, play, () => touched);

  for (const control of [toggle, restart, scrub]) control.disabled = false;
  render();

  return () => {
    abort.abort();
    unwatch();
    resized.disconnect();
    through?.kill();
    through = undefined;
    ctx.revert();
    delete (player as unknown as { __gsapDemo?: DemoHook }).__gsapDemo;
  };
}

/**
 * A demo with its own buttons (an Observer, a Draggable, a Flip toggle), on a scroll box or a
 * fixed stage: no player controls, nothing plays by itself.
 */
function runOwn(player: HTMLElement, stage: HTMLElement, demo: DemoDefinition, gsap: Gsap): () => void {
  stage.innerHTML = demo.stage;
  let animation: GSAPAnimation | undefined;
  const ctx = gsap.context(() => {
    animation = demo.create(gsap, stage) || undefined;
  }, stage);
  Object.defineProperty(player, '__gsapDemo', { value: { gsap, animation, expect: demo.expect ?? [], context: ctx, box: stage, controls: 'none' } satisfies DemoHook, configurable: true });
  player.dataset.state = 'paused';
  return () => {
    ctx.revert();
    delete (player as unknown as { __gsapDemo?: DemoHook }).__gsapDemo;
  };
}

/**
 * A card's preview (the island woke on the first hover or focus, and the demo then plays once
 * as it is in view): it plays again whenever the pointer or the focus comes back into the card,
 * and pauses when both have left, through the player's own toggle. Never under reduced motion:
 * there the demo holds still until the reader presses Play. Listens on the island only.
 */
function followHover(el: HTMLElement, { player, toggle }: Parts): () => void {
  const reduce = matchMedia('(prefers-reduced-motion: reduce)');
  const playing = () => player.dataset.state === 'playing';
  const inside = () => el.matches(':hover') || el.contains(document.activeElement);
  const enter = () => {
    if (!reduce.matches && !playing()) toggle.click();
  };
  const leave = () => {
    // After the event: the focus may be moving to another element of the same card.
    requestAnimationFrame(() => {
      if (playing() && !inside()) toggle.click();
    });
  };
  const abort = new AbortController();
  const { signal } = abort;
  el.addEventListener('pointerenter', enter, { signal });
  el.addEventListener('focusin', (e) => {
    // Focus on the player's own buttons is the reader taking over: leave the state to them.
    if (!(e.target instanceof Element && e.target.closest('.demo-controls'))) enter();
  }, { signal });
  el.addEventListener('pointerleave', leave, { signal });
  el.addEventListener('focusout', leave, { signal });
  return () => abort.abort();
}

/**
 * Demos play (or scroll through) by themselves once, when mostly in view, unless the visitor
 * prefers reduced motion or has already used the controls. Returns the watch's undo.
 */
function playOnceInView(el: Element, play: () => void, touched: () => boolean): () => void {
  const reduce = matchMedia('(prefers-reduced-motion: reduce)');
  const io = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    io.disconnect();
    if (!touched() && !reduce.matches) play();
  }, { threshold: 0.6 });
  io.observe(el);
  return () => io.disconnect();
}
