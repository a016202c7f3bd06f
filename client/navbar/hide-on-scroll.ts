/**
 * With `navbar.hideOnScroll` (the header carries data-hide-on-scroll), the bar slides away
 * while the visitor scrolls down and comes back on scrolling up or at the top (spec §4).
 */
export function wireHideOnScroll(header: HTMLElement, isPaused: () => boolean): void {
  let last = window.scrollY;
  let queued = false;
  const update = () => {
    queued = false;
    const y = window.scrollY;
    const enabled = header.hasAttribute('data-hide-on-scroll');
    if (!enabled || isPaused() || y <= header.offsetHeight) header.classList.remove('navbar--hidden');
    else if (Math.abs(y - last) > 4) header.classList.toggle('navbar--hidden', y > last);
    last = y;
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!queued) {
        queued = true;
        requestAnimationFrame(update);
      }
    },
    { passive: true },
  );
  // Keyboard users tabbing into a hidden bar must see where focus is.
  header.addEventListener('focusin', () => header.classList.remove('navbar--hidden'));
}
