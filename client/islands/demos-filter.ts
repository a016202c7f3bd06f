/**
 * The /demos filters (markup: templates/islands/demos-filter.tsx). The query string holds the
 * choice (`?plugin=flip&level=beginner`): it is read on load and on back/forward, and each
 * change adds a history entry, so a shared link shows the same cards and Back undoes a click.
 * Cards that don't match get `hidden`; the count says how many show (a live region), and the
 * empty state offers to show all again. Plain DOM.
 */
import { readFilter, resultText, writeFilter, type Facet, type FilterState } from '../../templates/islands/demos-filter-state.ts';

export function mount(el: HTMLElement): () => void {
  const section = el.closest<HTMLElement>('.demos-browse');
  const buttons = [...el.querySelectorAll<HTMLButtonElement>('.demos-filter__button')];
  const count = el.querySelector<HTMLElement>('.demos-filter__count');
  const cards = section ? [...section.querySelectorAll<HTMLElement>('.demo-card')] : [];
  const empty = section?.querySelector<HTMLElement>('.demos-empty');
  const reset = section?.querySelector<HTMLButtonElement>('.demos-empty__reset');
  if (!section || !count || !empty || !reset || !buttons.length) throw new Error('demos-filter: markup not as expected');
  const facetOf = (b: HTMLButtonElement) => (b.dataset.facet === 'level' ? 'level' : 'plugin') satisfies Facet;
  const known = {
    plugin: buttons.filter((b) => facetOf(b) === 'plugin').map((b) => b.dataset.value ?? ''),
    level: buttons.filter((b) => facetOf(b) === 'level').map((b) => b.dataset.value ?? ''),
  };

  const show = (state: FilterState) => {
    for (const b of buttons) b.setAttribute('aria-pressed', String((b.dataset.value ?? '') === state[facetOf(b)]));
    let shown = 0;
    for (const card of cards) {
      const match = (!state.plugin || card.dataset.family === state.plugin) && (!state.level || card.dataset.level === state.level);
      card.hidden = !match;
      if (match) shown++;
    }
    const text = resultText(shown, cards.length);
    if (count.textContent !== text) count.textContent = text;
    empty.hidden = shown > 0;
  };

  /**
   * A new history entry for the new choice; the router keeps scroll positions in history.state.
   * Both entries are marked in-page (gsiteInPage): Back and Forward between two choices are this
   * page's to show, and the router fetches nothing (client/runtime/router.ts).
   */
  const choose = (state: FilterState) => {
    show(state);
    const search = writeFilter(location.search, state);
    if (search === location.search) return;
    history.replaceState({ ...(history.state as object | null), gsiteScroll: window.scrollY, gsiteInPage: true }, '');
    history.pushState({ gsiteScroll: window.scrollY, gsiteInPage: true }, '', `${location.pathname}${search}${location.hash}`);
  };

  const abort = new AbortController();
  const { signal } = abort;
  el.addEventListener(
    'click',
    (e) => {
      const button = (e.target as Element | null)?.closest<HTMLButtonElement>('.demos-filter__button');
      if (!button) return;
      const state = readFilter(location.search, known);
      state[facetOf(button)] = button.dataset.value ?? '';
      choose(state);
    },
    { signal },
  );
  reset.addEventListener('click', () => choose({ plugin: '', level: '' }), { signal });
  // Back or forward between two choices on this page: the address decides.
  window.addEventListener('popstate', () => show(readFilter(location.search, known)), { signal });
  show(readFilter(location.search, known));
  return () => abort.abort();
}
