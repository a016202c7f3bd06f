/**
 * The moving parts the two ease tools share (client/islands/ease-visualizer.ts and
 * custom-ease-editor.ts): a dot that rides the curve and a sample that travels its lane with
 * the ease, and the copy button with its status line.
 */
import type { gsap as GsapInstance } from 'gsap';
import { graphX, graphY } from './ease-curve.ts';

type Gsap = typeof GsapInstance;

export interface Sample {
  /** Runs the sample from the start with `ease` (or, with `still`, shows its end at once). */
  play(ease: (p: number) => number, still?: boolean): void;
  kill(): void;
}

/** One sample run: a second and a half of progress 0 → 1, drawn through the ease. */
export function createSample(gsap: Gsap, root: HTMLElement): Sample {
  const dot = root.querySelector<SVGCircleElement>('.ease-tool__dot');
  const track = root.querySelector<HTMLElement>('.ease-tool__track');
  const box = root.querySelector<HTMLElement>('.ease-tool__sample');
  let tween: GSAPTween | undefined;
  const draw = (ease: (p: number) => number, p: number) => {
    const v = ease(p);
    dot?.setAttribute('cx', String(graphX(p)));
    dot?.setAttribute('cy', String(graphY(v)));
    if (box && track) gsap.set(box, { x: v * (track.clientWidth - box.offsetWidth - 2 * box.offsetLeft) });
  };
  return {
    play(ease, still = false) {
      tween?.kill();
      if (still) return draw(ease, 1);
      const state = { p: 0 };
      tween = gsap.to(state, { p: 1, duration: 1.5, ease: 'none', onUpdate: () => draw(ease, state.p) });
    },
    kill() {
      tween?.kill();
      if (box) gsap.set(box, { clearProps: 'transform' });
    },
  };
}

/** Wires a copy button to the text of `source`; returns the teardown. */
export function wireCopy(button: HTMLButtonElement | null, source: () => string, status: HTMLElement | null, signal: AbortSignal): void {
  button?.addEventListener(
    'click',
    async () => {
      try {
        await navigator.clipboard.writeText(source());
        if (status) status.textContent = 'Copied to the clipboard.';
      } catch (error) {
        console.warn('Copying failed', error);
        if (status) status.textContent = 'Copying failed: select the code and copy it by hand.';
      }
    },
    { signal },
  );
}

export const prefersReducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;
