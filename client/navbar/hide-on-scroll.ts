/**
 * With `navbar.hideOnScroll` (the header carries data-hide-on-scroll), the bar slides away
 * while the visitor scrolls down and comes back on scrolling up or at the top (spec §4).
 * When `signal` aborts, the listeners go and the bar is shown again.
 */
export function wireHideOnScroll(header: HTMLElement, isPaused: () => boolean, signal: AbortSignal): void {
  let last = window.scrollY;
  let frame = 0;
  const update = () => {
    frame = 0;
    const y = window.scrollY;
    const enabled = header.hasAttribute('data-hide-on-scroll');
    if (!enabled || isPaused() || y <= header.offsetHeight) header.classList.remove('navbar--hidden');
    else if (Math.abs(y - last) > 4) header.classList.toggle('navbar--hidden', y > last);
    last = y;
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!frame) frame = requestAnimationFrame(update);
    },
    { passive: true, signal },
  );
  // Keyboard users tabbing into a hidden bar must see where focus is.
  header.addEventListener('focusin', () => header.classList.remove('navbar--hidden'), { signal });
  signal.addEventListener('abort', () => {
    cancelAnimationFrame(frame);
    header.classList.remove('navbar--hidden');
  });
}
