/**
 * /core/: a timeline. Three shapes slide along their tracks, each tween starting while the one
 * before is still running, and the strip below fills each lane while its tween runs, with a
 * playhead crossing it: the timeline drawn as it plays. Timing comes from the island's props
 * (templates/components/marketing/tool-scene-art.tsx), so the lanes and the tweens agree.
 */
import { gsap } from 'gsap';
import type { Scene } from './scene-types.ts';

interface Lane {
  part: string;
  start: number;
  duration: number;
}

const isLane = (v: unknown): v is Lane =>
  typeof v === 'object' && v !== null && typeof (v as Lane).part === 'string' && typeof (v as Lane).start === 'number' && typeof (v as Lane).duration === 'number';

/** The shapes start this far to the left of where the art draws them (over the ghost squares). */
const TRAVEL = 276;
/** Width of the strip's time axis in SVG units. */
const STRIP = 384;

export function build(root: HTMLElement, props: Record<string, unknown>): Scene {
  const timing = props.timing as { total?: unknown; lanes?: unknown } | undefined;
  const total = typeof timing?.total === 'number' ? timing.total : 2.2;
  const lanes = Array.isArray(timing?.lanes) ? timing.lanes.filter(isLane) : [];
  const eases: Record<string, string> = { a: 'power2.out', b: 'back.out(1.6)', c: 'power3.inOut' };
  let timeline!: GSAPTimeline;
  const ctx = gsap.context(() => {
    timeline = gsap.timeline({ paused: true });
    for (const lane of lanes) {
      const shape = root.querySelector(`[data-part="${lane.part}"]`);
      const fill = root.querySelector(`[data-part="fill"][data-lane="${lane.part}"]`);
      if (!shape || !fill) continue;
      const vars: GSAPTweenVars = { x: -TRAVEL, duration: lane.duration, ease: eases[lane.part] ?? 'power1.out', transformOrigin: '50% 50%' };
      // The diamond turns a full circle on its way, which ends where the art draws it.
      if (lane.part === 'c') vars.rotation = -360;
      timeline.from(shape, vars, lane.start).from(fill, { scaleX: 0, transformOrigin: '0% 50%', duration: lane.duration, ease: 'none' }, lane.start);
    }
    timeline.from('[data-part="playhead"]', { x: -STRIP, duration: total, ease: 'none' }, 0);
  }, root);
  return { timeline, revert: () => ctx.revert() };
}
