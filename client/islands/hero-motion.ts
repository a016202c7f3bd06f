/**
 * The home hero animation (markup: templates/islands/hero-motion.tsx). The server draws the
 * still frame; this builds a looping gsap timeline on those SVG parts, moving them with
 * transforms and opacity only, so layout never changes.
 *
 * Whether it runs: a visitor's click on the button wins; otherwise it runs unless they prefer
 * reduced motion. It also waits while the hero is off-screen, which never changes the label.
 */
import { gsap } from 'gsap';
import { MotionPathPlugin } from 'gsap/MotionPathPlugin';

gsap.registerPlugin(MotionPathPlugin);

interface Span {
  start: number;
  duration: number;
}
interface Schedule {
  total: number;
  ball: Span;
  boxes: Span;
  ring: Span;
}
interface Parts {
  path: SVGPathElement;
  ball: SVGElement;
  ring: SVGElement;
  boxes: SVGElement[];
  fills: Map<string, SVGElement>;
  playhead: SVGElement;
}

const isSpan = (v: unknown): v is Span =>
  typeof v === 'object' && v !== null && typeof (v as Span).start === 'number' && typeof (v as Span).duration === 'number';
const isSchedule = (v: unknown): v is Schedule =>
  typeof v === 'object' && v !== null && typeof (v as Schedule).total === 'number' && [(v as Schedule).ball, (v as Schedule).boxes, (v as Schedule).ring].every(isSpan);

function findParts(root: HTMLElement): Parts | null {
  const one = <T extends Element>(name: string) => root.querySelector<T>(`[data-hero="${name}"]`);
  const path = one<SVGPathElement>('path');
  const ball = one<SVGElement>('ball');
  const ring = one<SVGElement>('ring');
  const playhead = one<SVGElement>('playhead');
  const boxes = [...root.querySelectorAll<SVGElement>('[data-hero="box"]')];
  const fills = new Map([...root.querySelectorAll<SVGElement>('[data-hero="fill"]')].map((el) => [el.dataset.lane ?? '', el]));
  return path && ball && ring && playhead && boxes.length ? { path, ball, ring, boxes, fills, playhead } : null;
}

/** How long the ball and ring take to clear the stage after the still frame, before the loop restarts. */
const EXIT = 0.4;

/**
 * One loop. At `schedule.total` every tween has finished where the server drew its part, so
 * that moment is the still frame: playback starts there, and the exit that follows clears the
 * stage for the next round. Each part's state is set by tweens from time 0 on (no zero-length
 * sets), so the jump back at every repeat renders cleanly.
 */
function buildTimeline({ path, ball, ring, boxes, fills, playhead }: Parts, s: Schedule, travel: number): gsap.core.Timeline {
  const tl = gsap.timeline({ repeat: -1, paused: true });
  const ringRest = Number(getComputedStyle(ring).opacity) || 1;
  // Scale about the ring's centre in SVG units; a percentage origin drifts while it grows.
  const ringOrigin = `${ring.getAttribute('cx') ?? 0} ${ring.getAttribute('cy') ?? 0}`;

  // The ball pops in at the start of the path while it sets off; the ghost dots in the art
  // sit at equal time steps of this same ease.
  tl.fromTo(ball, { scale: 0, transformOrigin: '50% 50%' }, { scale: 1, duration: 0.35, ease: 'back.out(2)' }, s.ball.start)
    .to(ball, { motionPath: { path, align: path, alignOrigin: [0.5, 0.5] }, duration: s.ball.duration, ease: 'power2.inOut', immediateRender: true }, s.ball.start);

  // Boxes hop one after another as the ball passes over them; a quarter turn of a square
  // looks like none, so the loop restarts without a jump.
  const hop = 0.6;
  const stagger = (s.boxes.duration - hop) / Math.max(1, boxes.length - 1);
  boxes.forEach((box, i) => {
    const at = s.boxes.start + i * stagger;
    tl.to(box, { y: -30, rotation: 45, transformOrigin: '50% 50%', duration: hop / 2, ease: 'power2.out' }, at)
      .to(box, { y: 0, rotation: 90, duration: hop / 2, ease: 'power2.in' }, at + hop / 2);
  });

  // The arrival ring flashes and settles to its resting look.
  tl.fromTo(ring, { scale: 0.4, opacity: 0, svgOrigin: ringOrigin }, { opacity: 1, duration: 0.08 }, s.ring.start)
    .to(ring, { scale: 1, opacity: ringRest, duration: s.ring.duration - 0.08, ease: 'expo.out' }, s.ring.start + 0.08);

  // The timeline strip mirrors this timeline: each lane fills while its tween runs.
  for (const [lane, span] of [['ball', s.ball], ['boxes', s.boxes], ['ring', s.ring]] as const) {
    const fill = fills.get(lane);
    if (fill) tl.fromTo(fill, { scaleX: 0, transformOrigin: '0% 50%' }, { scaleX: 1, duration: span.duration, ease: 'none' }, span.start);
  }
  tl.fromTo(playhead, { x: -travel }, { x: 0, duration: s.total, ease: 'none' }, 0);

  tl.to(ball, { scale: 0, duration: EXIT, ease: 'power2.in' }, s.total).to(ring, { opacity: 0, scale: 1.3, duration: EXIT, ease: 'power1.in' }, s.total);
  return tl.seek(s.total);
}

export function mount(el: HTMLElement, props: { schedule?: unknown; travel?: unknown }): (() => void) | void {
  const root = el.querySelector<HTMLElement>('.hero-motion');
  const button = el.querySelector<HTMLButtonElement>('.hero-motion__toggle');
  const parts = root && findParts(root);
  if (!root || !button || !parts || !isSchedule(props.schedule) || typeof props.travel !== 'number') {
    console.warn('hero-motion: markup or props not as expected; the still artwork stays.');
    return;
  }
  const schedule = props.schedule;
  const travel = props.travel;
  const reduce = matchMedia('(prefers-reduced-motion: reduce)');
  let choice: 'play' | 'pause' | null = null;
  let onScreen = true;
  let tl: gsap.core.Timeline | null = null;

  const wantsPlay = () => (choice ? choice === 'play' : !reduce.matches);

  const update = () => {
    const playing = wantsPlay();
    const label = playing ? 'Pause animation' : 'Play animation';
    button.setAttribute('aria-label', label);
    button.title = label;
    button.dataset.state = playing ? 'playing' : 'paused';
    if (playing) {
      tl ??= buildTimeline(parts, schedule, travel);
      if (onScreen) tl.play();
      else tl.pause();
    } else if (choice === 'pause') {
      // The visitor paused: freeze on the current frame.
      tl?.pause();
    } else if (tl) {
      // Reduced motion asked for: back to the server's still frame, exactly.
      tl.revert();
      tl = null;
    }
  };

  const teardown = new AbortController();
  const { signal } = teardown;
  button.addEventListener(
    'click',
    () => {
      choice = wantsPlay() ? 'pause' : 'play';
      update();
    },
    { signal },
  );
  // A changed system setting is a fresh wish that overrides an earlier click.
  reduce.addEventListener(
    'change',
    () => {
      choice = null;
      update();
    },
    { signal },
  );
  const io = new IntersectionObserver((entries) => {
    onScreen = entries.some((e) => e.isIntersecting);
    update();
  });
  io.observe(root);
  update();
  return () => {
    teardown.abort();
    io.disconnect();
    // Killed and back to the server's still frame: a later mount starts from it.
    tl?.revert();
    tl = null;
  };
}
