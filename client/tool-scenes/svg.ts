/**
 * /svg/: morph, draw and motion path at once. The circle becomes the star (MorphSVG), the wave
 * draws itself (DrawSVG) and the dot rides its tip (MotionPath), the last two with the same
 * duration and ease so the dot stays on the end of the line. The art draws the dot at the
 * wave's end, where the motion path leaves it: it is placed at the start from the first frame. MorphSVG and DrawSVG were
 * members-only in 3.12, so this scene runs gsap 3.13.0 and the figure says so; MotionPath
 * comes from the same package so that all three register on one gsap.
 */
import { gsap } from 'gsap-3.13';
import { MorphSVGPlugin } from 'gsap-3.13/MorphSVGPlugin';
import { DrawSVGPlugin } from 'gsap-3.13/DrawSVGPlugin';
import { MotionPathPlugin } from 'gsap-3.13/MotionPathPlugin';
import type { Scene } from './scene-types.ts';

gsap.registerPlugin(MorphSVGPlugin, DrawSVGPlugin, MotionPathPlugin);

export function build(root: HTMLElement, props: Record<string, unknown>): Scene {
  const from = typeof props.morphFrom === 'string' ? props.morphFrom : '';
  let timeline!: GSAPTimeline;
  const ctx = gsap.context(() => {
    const stroke = root.querySelector<SVGPathElement>('[data-part="stroke"]')!;
    timeline = gsap.timeline({ paused: true, defaults: { ease: 'power1.inOut' } });
    if (from) timeline.from('[data-part="shape"]', { morphSVG: from, duration: 1.4, ease: 'power2.inOut' }, 0);
    timeline
      .from(stroke, { drawSVG: 0, duration: 1.8 }, 0.3)
      .to('[data-part="dot"]', { motionPath: { path: stroke, align: stroke, alignOrigin: [0.5, 0.5] }, duration: 1.8, immediateRender: true }, 0.3);
  }, root);
  return { timeline, revert: () => ctx.revert() };
}
