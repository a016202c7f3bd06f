import type { CSSProperties } from 'react';
import type { ToolFamily } from '../../../content/data/tools.ts';

/**
 * Decorative artwork: our own inline SVG, drawn with currentColor plus one accent class, and
 * hidden from assistive technology.
 */

type Point = [number, number];
type Cubic = [Point, Point, Point, Point];

/** Lanes of the hero's timeline strip, in seconds; templates/islands/hero-motion.tsx owns the values. */
export interface HeroSpan {
  start: number;
  duration: number;
}
export interface HeroSchedule {
  /** The strip's length: every tween has ended, which is the moment the still frame shows. */
  total: number;
  ball: HeroSpan;
  boxes: HeroSpan;
  ring: HeroSpan;
}

/** The ball's motion path: two joined cubic Bézier segments (smooth at the join). */
const heroPath: Cubic[] = [
  [[60, 196], [112, 72], [196, 60], [244, 120]],
  [[244, 120], [292, 180], [368, 196], [424, 80]],
];
const pathData = `M${heroPath[0]![0].join(' ')} ${heroPath.map(([, a, b, c]) => `C${a.join(' ')} ${b.join(' ')} ${c.join(' ')}`).join(' ')}`;
const pathEnd = heroPath[heroPath.length - 1]![3];

/** The timeline strip: lanes run from x to x + width; the playhead rests at the right end. */
export const heroTrack = { x: 104, width: 344 };
const laneY = [280, 296, 312];
const boxXs = [216, 256, 296, 336, 376];

/** power2.inOut, the ease the client gives the ball, so the ghost dots match its spacing. */
const power2InOut = (t: number) => (t < 0.5 ? 4 * t ** 3 : 1 - (-2 * t + 2) ** 3 / 2);

function pointOn([a, b, c, d]: Cubic, t: number): Point {
  const u = 1 - t;
  const f = (i: 0 | 1) => u ** 3 * a[i] + 3 * u * u * t * b[i] + 3 * u * t * t * c[i] + t ** 3 * d[i];
  return [f(0), f(1)];
}

/**
 * Where the ball is at equal time steps: points at eased fractions of the path's length
 * (MotionPathPlugin also moves by length), so the dots bunch up where the ease is slow.
 */
function ghostPoints(steps: number): Point[] {
  const samples: Point[] = heroPath.flatMap((seg, i) => Array.from({ length: 65 }, (_, k) => pointOn(seg, k / 64)).slice(i ? 1 : 0));
  const lengths = new Array<number>(samples.length).fill(0);
  for (let i = 1; i < samples.length; i++) lengths[i] = lengths[i - 1]! + Math.hypot(samples[i]![0] - samples[i - 1]![0], samples[i]![1] - samples[i - 1]![1]);
  const total = lengths[lengths.length - 1]!;
  return Array.from({ length: steps }, (_, k) => {
    const want = power2InOut(k / steps) * total;
    const i = Math.max(1, lengths.findIndex((l) => l >= want));
    const span = lengths[i]! - lengths[i - 1]! || 1;
    const f = (want - lengths[i - 1]!) / span;
    const [p, q] = [samples[i - 1]!, samples[i]!];
    return [p[0] + (q[0] - p[0]) * f, p[1] + (q[1] - p[1]) * f];
  });
}
const ghosts = ghostPoints(8);
const round = (n: number) => Math.round(n * 10) / 10;

/**
 * The home hero: a ball eased along a path (its ghost dots are its positions at equal time
 * steps), boxes hopping in a stagger, an arrival ring, and a timeline strip whose lanes are
 * those three tweens. This markup is the still frame (every tween finished); the hero-motion
 * island animates the `data-hero` parts with transforms only. Fixed width and height keep
 * its box known before CSS or script arrive.
 */
export function HeroArt({ schedule, gridId }: { schedule: HeroSchedule; gridId: string }) {
  const laneX = (s: number) => round(heroTrack.x + (s / schedule.total) * heroTrack.width);
  const lanes: [keyof Omit<HeroSchedule, 'total'>, string][] = [['ball', 'accent'], ['boxes', 'violet'], ['ring', 'blue']];
  const end = heroTrack.x + heroTrack.width;
  return (
    <svg className="mk-art mk-art--hero" viewBox="0 0 480 360" width="480" height="360" aria-hidden="true" focusable="false">
      <defs>
        <pattern id={gridId} width="24" height="24" patternUnits="userSpaceOnUse">
          <circle cx="12" cy="12" r="1.2" className="hero-art__dot" />
        </pattern>
      </defs>
      <rect x="8" y="8" width="464" height="344" rx="24" className="mk-art-panel" />
      <rect x="20" y="20" width="440" height="232" rx="14" fill={`url(#${gridId})`} />
      <path d={pathData} className="mk-art-path" data-hero="path" />
      {ghosts.map(([cx, cy], i) => (
        // Opaque tints rather than opacity, so the dashed path does not show through the dots.
        <circle key={i} cx={round(cx)} cy={round(cy)} r="6" className="hero-art__ghost" style={{ '--tint': `${Math.round(18 + (i / ghosts.length) * 42)}%` } as CSSProperties} />
      ))}
      <circle cx={pathEnd[0]} cy={pathEnd[1]} r="26" className="hero-art__ring" data-hero="ring" />
      <circle cx={pathEnd[0]} cy={pathEnd[1]} r="14" className="mk-art-accent" data-hero="ball" />
      <line x1="40" y1="240.5" x2="440" y2="240.5" className="hero-art__floor" />
      {boxXs.map((x) => (
        <rect key={x} x={x - 12} y="216" width="24" height="24" rx="6" className="mk-art-violet" data-hero="box" />
      ))}
      <rect x="92" y="264" width="368" height="72" rx="14" className="hero-art__strip" />
      {lanes.map(([name, colour], i) => {
        const span = schedule[name];
        const x = laneX(span.start);
        const width = round(laneX(span.start + span.duration) - x);
        return (
          <g key={name} className={`hero-art__lane hero-art__lane--${colour}`}>
            <rect x={x} y={laneY[i]} width={width} height="8" rx="4" className="hero-art__lane-bg" />
            <rect x={x} y={laneY[i]} width={width} height="8" rx="4" className="hero-art__lane-fill" data-hero="fill" data-lane={name} />
          </g>
        );
      })}
      <g className="hero-art__playhead" data-hero="playhead">
        <line x1={end} y1="272" x2={end} y2="330" />
        <rect x={end - 6} y="266" width="12" height="10" rx="3" />
      </g>
    </svg>
  );
}

/** A small glyph per tool family for the family cards. */
export function FamilyIcon({ slug }: { slug: ToolFamily['slug'] }) {
  return (
    <svg className="mk-art mk-art--icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" className="mk-art-panel" />
      {slug === 'core' ? (
        <>
          <rect x="9" y="18" width="12" height="12" rx="3" className="mk-art-ghost" opacity="0.3" />
          <rect x="17" y="18" width="12" height="12" rx="3" className="mk-art-ghost" opacity="0.55" />
          <rect x="27" y="16" width="14" height="14" rx="3" className="mk-art-accent" transform="rotate(20 34 23)" />
        </>
      ) : slug === 'scroll' ? (
        <>
          <rect x="30" y="9" width="7" height="30" rx="3.5" className="mk-art-ghost" opacity="0.3" />
          <rect x="30" y="14" width="7" height="12" rx="3.5" className="mk-art-accent" />
          <path d="M12 14h12M12 22h12M12 30h8" className="mk-art-stroke" />
        </>
      ) : slug === 'svg' ? (
        <>
          <path d="M10 34 C 16 10, 32 38, 38 14" className="mk-art-stroke" />
          <path d="M10 34 L16 10 M38 14 L32 38" className="mk-art-path" />
          <circle cx="10" cy="34" r="3.5" className="mk-art-accent" />
          <circle cx="38" cy="14" r="3.5" className="mk-art-accent" />
        </>
      ) : slug === 'ui' ? (
        <>
          <rect x="9" y="11" width="22" height="16" rx="4" className="mk-art-ghost" opacity="0.35" />
          <rect x="15" y="17" width="22" height="16" rx="4" className="mk-art-ghost" opacity="0.7" />
          <path d="M28 26 l10 4 -4 2 -2 4 z" className="mk-art-accent" />
        </>
      ) : (
        <>
          <rect x="9" y="14" width="8" height="20" rx="2" className="mk-art-ghost" opacity="0.7" />
          <rect x="20" y="18" width="8" height="16" rx="2" className="mk-art-accent" transform="rotate(-12 24 26)" />
          <rect x="31" y="14" width="8" height="20" rx="2" className="mk-art-ghost" opacity="0.4" />
        </>
      )}
    </svg>
  );
}

