/**
 * Marks the table-of-contents link of the section being read (markup:
 * templates/docs/toc.tsx). The current section is the last heading whose top has passed a
 * line just below the sticky header; at the very bottom of the page, the last heading, which
 * may never reach that line. Scroll work is read-only and batched to one per frame.
 */
interface Entry {
  link: HTMLAnchorElement;
  heading: HTMLElement;
}

/** How far below a heading's scroll-margin (where a TOC jump puts it) it still counts as passed. */
const SLACK = 16;

export function mount(el: HTMLElement): (() => void) | void {
  const entries: Entry[] = [];
  for (const link of el.querySelectorAll<HTMLAnchorElement>('a.toc__link')) {
    const heading = document.getElementById((link.getAttribute('href') ?? '').slice(1));
    if (heading) entries.push({ link, heading });
  }
  if (entries.length === 0) return;

  let active: HTMLAnchorElement | null = null;
  const mark = (link: HTMLAnchorElement | null) => {
    if (link === active) return;
    active?.classList.remove('is-active');
    active?.removeAttribute('aria-current');
    link?.classList.add('is-active');
    link?.setAttribute('aria-current', 'location');
    active = link;
  };

  const current = (): HTMLAnchorElement | null => {
    const root = document.documentElement;
    const scrollable = root.scrollHeight > window.innerHeight + 1;
    if (scrollable && window.scrollY + window.innerHeight >= root.scrollHeight - 2) return entries[entries.length - 1]!.link;
    // Headings clear the header by their scroll-margin (base.css), so this follows the
    // header's height at every width without knowing it.
    const line = (parseFloat(getComputedStyle(entries[0]!.heading).scrollMarginTop) || 0) + SLACK;
    let found: HTMLAnchorElement | null = null;
    for (const { link, heading } of entries) {
      if (heading.getBoundingClientRect().top > line) break;
      found = link;
    }
    return found;
  };

  // A clicked link stays marked while the page scrolls to it (smoothly, and perhaps not all
  // the way, near the bottom), until the visitor scrolls on their own.
  let pinned = false;
  let frame = 0;
  const update = () => {
    frame = 0;
    if (!pinned) mark(current());
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  const release = () => {
    pinned = false;
  };

  const teardown = new AbortController();
  const { signal } = teardown;
  el.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a.toc__link');
      if (!link || !entries.some((e) => e.link === link)) return;
      mark(link);
      pinned = true;
    },
    { signal },
  );
  window.addEventListener('scroll', schedule, { passive: true, signal });
  window.addEventListener('resize', schedule, { passive: true, signal });
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) window.addEventListener(type, release, { passive: true, capture: true, signal });
  update();
  return () => {
    teardown.abort();
    cancelAnimationFrame(frame);
  };
}
