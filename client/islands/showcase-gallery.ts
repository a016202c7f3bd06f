/**
 * The showcase gallery's filters and pages (markup: templates/components/showcase/gallery.tsx).
 * The server draws every card, so without JavaScript the whole gallery shows; this adds the
 * tag and plugin chips, pages of `pageSize` cards and the address `?tags=a,b&page=2` (spec §5:
 * the only query parameters are `tags` and `page`, so plugin chips travel in `tags` too: the
 * build keeps tag and plugin names apart). The address is read on load and on back/forward,
 * and written on every change: a chip or a page is a new history entry.
 */

export interface ShowcaseGalleryProps {
  pageSize: number;
}

interface State {
  selected: string[];
  page: number;
}

export function mount(el: HTMLElement, props: ShowcaseGalleryProps): () => void {
  const pageSize = Math.max(1, props.pageSize);
  const cards = [...el.querySelectorAll<HTMLElement>('[data-showcase-card]')];
  const chips = [...el.querySelectorAll<HTMLButtonElement>('[data-chip]')];
  const known = new Set(chips.map((c) => c.dataset.chip!));
  const count = el.querySelector<HTMLElement>('[data-showcase-count]')!;
  const empty = el.querySelector<HTMLElement>('[data-showcase-empty]')!;
  const pager = el.querySelector<HTMLElement>('[data-showcase-pager]')!;
  const prev = pager.querySelector<HTMLButtonElement>('[data-page="prev"]')!;
  const next = pager.querySelector<HTMLButtonElement>('[data-page="next"]')!;
  const where = pager.querySelector<HTMLElement>('[data-page-label]')!;
  const clears = [...el.querySelectorAll<HTMLButtonElement>('[data-clear]')];
  const path = location.pathname;
  const names = (card: HTMLElement) => new Set([...(card.dataset.tags ?? '').split('|'), ...(card.dataset.plugins ?? '').split('|')].filter(Boolean));
  const cardNames = new Map(cards.map((c) => [c, names(c)]));

  let state: State = { selected: [], page: 1 };

  /** The address as state: unknown names are dropped, a page past the end is the last one. */
  const read = (): State => {
    const params = new URLSearchParams(location.search);
    const selected = (params.get('tags') ?? '').split(',').map((t) => t.trim()).filter((t) => known.has(t));
    const page = Number.parseInt(params.get('page') ?? '1', 10);
    return { selected: [...new Set(selected)], page: Number.isFinite(page) && page > 0 ? page : 1 };
  };

  /** `?tags=a,b&page=2`: commas kept readable, page 1 and no tags left out. */
  const address = (s: State): string => {
    const parts: string[] = [];
    if (s.selected.length) parts.push(`tags=${s.selected.map(encodeURIComponent).join(',')}`);
    if (s.page > 1) parts.push(`page=${s.page}`);
    const url = new URL(location.href);
    url.search = parts.length ? `?${parts.join('&')}` : '';
    return url.pathname + url.search + url.hash;
  };

  // Marks the entry as this page's own, so the router leaves back/forward to it (router.ts).
  const write = (mode: 'push' | 'replace') => {
    const url = address(state);
    if (url === location.pathname + location.search + location.hash) return;
    if (mode === 'push') history.pushState({ gsiteInPage: true }, '', url);
    else history.replaceState({ ...(history.state ?? {}), gsiteInPage: true }, '', url);
  };

  /** Shows the cards of the state, and says how many match (the count is a polite live region). */
  const render = () => {
    // A card shows when it has every selected tag and plugin.
    const matching = cards.filter((c) => state.selected.every((t) => cardNames.get(c)!.has(t)));
    const pages = Math.max(1, Math.ceil(matching.length / pageSize));
    state = { ...state, page: Math.min(state.page, pages) };
    const first = (state.page - 1) * pageSize;
    const shown = new Set(matching.slice(first, first + pageSize));
    for (const c of cards) c.hidden = !shown.has(c);
    for (const chip of chips) chip.setAttribute('aria-pressed', String(state.selected.includes(chip.dataset.chip!)));
    empty.hidden = matching.length > 0;
    pager.hidden = pages < 2;
    prev.disabled = state.page <= 1;
    next.disabled = state.page >= pages;
    where.textContent = `Page ${state.page} of ${pages}`;
    const n = matching.length;
    const which = state.selected.length ? ` with ${state.selected.join(' and ')}` : '';
    const range = shown.size === 1 ? `${first + 1}` : `${first + 1}–${first + shown.size}`;
    const text = n === 0 ? `No pieces${which}` : n <= pageSize ? `Showing all ${n === 1 ? '1 piece' : `${n} pieces`}${which}` : `Showing ${range} of ${n} pieces${which}`;
    // Set only when it changes: the live region then speaks only what is new.
    if (count.textContent !== text) count.textContent = text;
    for (const clear of clears) if (clear.dataset.clear === 'bar') clear.hidden = state.selected.length === 0;
  };

  const change = (next: State) => {
    state = next;
    render();
    write('push');
  };

  el.querySelector<HTMLElement>('[data-showcase-filters]')!.hidden = false;
  const controller = new AbortController();
  const { signal } = controller;
  for (const chip of chips) {
    chip.addEventListener(
      'click',
      () => {
        const name = chip.dataset.chip!;
        const on = state.selected.includes(name);
        change({ selected: on ? state.selected.filter((t) => t !== name) : [...state.selected, name], page: 1 });
      },
      { signal },
    );
  }
  for (const clear of clears) {
    clear.addEventListener(
      'click',
      () => {
        change({ selected: [], page: 1 });
        chips[0]?.focus(); // the clear button may hide itself: focus goes to the first chip
      },
      { signal },
    );
  }
  prev.addEventListener('click', () => change({ ...state, page: state.page - 1 }), { signal });
  next.addEventListener('click', () => change({ ...state, page: state.page + 1 }), { signal });
  window.addEventListener(
    'popstate',
    () => {
      if (location.pathname !== path) return; // another page: the router is taking over
      state = read();
      render();
    },
    { signal },
  );

  state = read();
  render();
  write('replace'); // a page past the end or an unknown tag: the address says what is shown
  return () => controller.abort();
}
