/**
 * Height animation for the sidebar's collapsible categories (client side; the duration
 * formula is pure so tests can check it). Web Animations rather than CSS transitions: an
 * animation can be interrupted and replaced cleanly, and it leaves no inline height behind.
 */

/** Longest collapse/expand, in ms: a very long list should not make the visitor wait. */
export const MAX_COLLAPSE_MS = 360;

/**
 * Duration of a collapse/expand for content `height` px tall: grows with the square root of
 * the height, so a short list snaps open and a long one takes a little longer without
 * dragging. 1 ms when the visitor asked for reduced motion (0 would skip the finish step).
 */
export function collapseDuration(height: number, reducedMotion = false): number {
  if (reducedMotion) return 1;
  return Math.round(Math.min(MAX_COLLAPSE_MS, 80 + 8 * Math.sqrt(Math.max(0, height))));
}

const EASING = 'cubic-bezier(0.16, 1, 0.3, 1)'; // --ease-power3-out
const running = new WeakMap<HTMLElement, Animation>();

/**
 * Animates `el` (a category's body, already shown) open to its natural height or closed to
 * 0. Starts from wherever a previous, interrupted animation had got to. `done` runs when it
 * finishes, not when it is interrupted. A closing animation holds height 0 until the caller
 * hides the element; the next call clears it.
 */
export function animateCollapse(el: HTMLElement, open: boolean, done: () => void): void {
  const previous = running.get(el);
  const midway = previous?.playState === 'running';
  // Read the animated height before cancelling: cancelling snaps back to the natural one.
  const current = el.getBoundingClientRect().height;
  previous?.cancel();
  const full = el.getBoundingClientRect().height;
  const from = midway ? current : open ? 0 : full;
  const to = open ? full : 0;
  const duration = collapseDuration(full, matchMedia('(prefers-reduced-motion: reduce)').matches);
  // A hook for tests and curious readers: what the last animation used.
  el.dataset.duration = String(duration);
  el.style.overflow = 'hidden';
  const animation = el.animate([{ height: `${from}px` }, { height: `${to}px` }], { duration, easing: EASING, fill: open ? 'none' : 'forwards' });
  running.set(el, animation);
  animation.onfinish = () => {
    // Expanded: back to the natural (auto) height, so later changes inside still fit.
    if (open) el.style.removeProperty('overflow');
    done();
  };
}
