/**
 * The not-found page's suggestions (markup: templates/islands/not-found-suggestions.tsx):
 * fetches the build's list of pages, ranks it against the address the visitor asked for
 * and shows the closest five as links. Anything going wrong leaves the section hidden and
 * the page as it is without JavaScript, with a warning in the console.
 */
import { rankPages, type PageEntry } from '../lib/path-similarity.ts';

const LIMIT = 5;

export function mount(el: HTMLElement, props: { listUrl?: unknown; baseUrl?: unknown }): () => void {
  const section = el.querySelector<HTMLElement>('.not-found__suggestions');
  const list = el.querySelector<HTMLUListElement>('.not-found__suggestion-list');
  if (!section || !list || typeof props.listUrl !== 'string') return () => {};
  const baseUrl = typeof props.baseUrl === 'string' ? props.baseUrl : '/';
  // Leaving the page (client-side navigation) while the list loads drops the request.
  const controller = new AbortController();
  void fetch(props.listUrl, { signal: controller.signal, headers: { accept: 'application/json' } })
    .then((res) => {
      if (!res.ok) throw new Error(`${props.listUrl} answered ${res.status}`);
      return res.json() as Promise<unknown>;
    })
    .then((data) => {
      const found = rankPages(askedPath(), pageEntries(data), { baseUrl, limit: LIMIT });
      if (found.length === 0) return;
      list.replaceChildren(...found.map((page) => item(page, baseUrl)));
      section.hidden = false;
    })
    .catch((error: unknown) => {
      if (controller.signal.aborted) return;
      console.warn('No page suggestions: the list of pages could not be loaded.', error);
    });
  return () => controller.abort();
}

/** The address as typed (`%20` → space), as the page list writes paths. */
function askedPath(): string {
  try {
    return decodeURI(location.pathname);
  } catch {
    return location.pathname; // a malformed escape: compare it as it is
  }
}

/** The list's entries that have the expected shape; anything else means a broken file. */
function pageEntries(data: unknown): PageEntry[] {
  if (!Array.isArray(data)) throw new Error('the page list is not an array');
  return data.filter((p): p is PageEntry => typeof p?.path === 'string' && typeof p?.title === 'string');
}

function item(page: PageEntry, baseUrl: string): HTMLLIElement {
  const li = document.createElement('li');
  const a = document.createElement('a');
  a.href = baseUrl.replace(/\/$/, '') + page.path;
  a.textContent = page.title || page.path;
  const path = document.createElement('span');
  path.className = 'not-found__suggestion-path';
  path.textContent = page.path;
  li.append(a, ' ', path);
  return li;
}
