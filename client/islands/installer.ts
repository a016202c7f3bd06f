/**
 * The installer of /docs/v3/Installation (markup: templates/islands/installer.tsx for the
 * choices, templates/markdown/installer.tsx for the code blocks around them). The choice
 * comes from the query string, so a shared link shows the same code; every change rewrites
 * the code blocks and notes and replaces the query (history.replaceState, no new entry).
 * The code itself comes from client/installer/snippets.ts, as on the server.
 */
import { DEFAULT_STATE, FORMATS, installerOutput, MANAGERS, parseQuery, QUERY_KEYS, SOURCES, TABS, TIERS, toQuery, type InstallerState } from '../installer/snippets.ts';
import { TOOLS } from '../installer/tools.ts';

type ChoiceField = 'tab' | 'manager' | 'source' | 'tier' | 'format';
const CHOICES: Record<ChoiceField, readonly string[]> = { tab: TABS, manager: MANAGERS, source: SOURCES, tier: TIERS, format: FORMATS };

export function mount(el: HTMLElement): () => void {
  const root = el.closest<HTMLElement>('.installer');
  const form = el.querySelector<HTMLElement>('.installer__form');
  if (!root || !form) return () => {};
  const abort = new AbortController();
  const { signal } = abort;
  const radios = (field: ChoiceField) => [...form.querySelectorAll<HTMLInputElement>(`[data-field="${field}"] input[type="radio"]`)];
  const boxes = [...form.querySelectorAll<HTMLInputElement>('[data-field="tools"] input[type="checkbox"]:not(:disabled)')];
  const fields = Object.keys(CHOICES) as ChoiceField[];

  const readForm = (): InstallerState => {
    const picked = (field: ChoiceField) => {
      const value = radios(field).find((r) => r.checked)?.value;
      return value && CHOICES[field].includes(value) ? value : DEFAULT_STATE[field];
    };
    const ticked = new Set(boxes.filter((b) => b.checked).map((b) => b.value));
    return {
      tab: picked('tab') as InstallerState['tab'],
      manager: picked('manager') as InstallerState['manager'],
      source: picked('source') as InstallerState['source'],
      tier: picked('tier') as InstallerState['tier'],
      format: picked('format') as InstallerState['format'],
      tools: TOOLS.filter((t) => ticked.has(t.id)).map((t) => t.id),
    };
  };

  const writeForm = (state: InstallerState) => {
    for (const field of fields) for (const r of radios(field)) r.checked = r.value === state[field];
    for (const b of boxes) b.checked = state.tools.includes(b.value);
  };

  const render = (state: InstallerState) => {
    const out = installerOutput(state);
    root.dataset.tab = state.tab;
    root.dataset.source = state.source;
    // What only some choices need: the package fieldsets (npm), the Club package (registry), the download note.
    const shown: Record<string, boolean> = { npm: state.tab === 'npm', registry: state.tab === 'npm' && state.source === 'registry', download: state.tab === 'download' };
    for (const part of root.querySelectorAll<HTMLElement>('[data-when]')) part.hidden = !shown[part.dataset.when ?? ''];
    for (const block of root.querySelectorAll<HTMLElement>('[data-snippet]')) {
      const snippet = out.snippets.find((s) => s.id === block.dataset.snippet);
      block.hidden = !snippet;
      if (!snippet) continue;
      block.dataset.language = snippet.language;
      const title = block.querySelector('.code-block__title');
      const code = block.querySelector('pre code');
      if (title && title.textContent !== snippet.title) title.textContent = snippet.title;
      if (code && code.textContent !== snippet.code) code.textContent = snippet.code;
    }
    const notes = root.querySelector('.installer__notes');
    if (notes && notes.textContent !== out.notes.join('')) {
      notes.replaceChildren(
        ...out.notes.map((text) => {
          const li = document.createElement('li');
          li.textContent = text;
          return li;
        }),
      );
    }
  };

  /** The address with this choice in the query; parameters that are not the installer's stay. */
  const remember = (state: InstallerState) => {
    const url = new URL(location.href);
    for (const key of QUERY_KEYS) url.searchParams.delete(key);
    const query = [toQuery(state), url.searchParams.toString()].filter(Boolean).join('&');
    // The router keeps its scroll position in history.state: pass it on.
    history.replaceState(history.state, '', `${url.pathname}?${query}${url.hash}`);
  };

  const fromAddress = () => {
    const state = parseQuery(location.search);
    writeForm(state);
    render(state);
  };

  form.addEventListener(
    'change',
    () => {
      const state = readForm();
      render(state);
      remember(state);
    },
    { signal },
  );
  // Back or forward to another entry of this page (an anchor link, say): its query decides.
  window.addEventListener('popstate', fromAddress, { signal });
  fromAddress();
  return () => abort.abort();
}
