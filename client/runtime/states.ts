/**
 * What an island shows instead of its content when something goes wrong or is slow (spec
 * §4 "Page load", "Render error", §8, §9 "Spinner 3 seconds per ring"); styles in
 * templates/styles/states.css. Plain DOM and a few hundred bytes, loaded with the island
 * loader itself: the load-failure box must show precisely when the network is gone, so it
 * cannot be fetched on demand.
 */

/** The message of an error, then of its cause, its cause's cause, … (spec §8). */
export function errorMessages(error: unknown): string[] {
  const out: string[] = [];
  const seen = new Set<unknown>();
  for (let e = error; e !== undefined && e !== null && !seen.has(e) && out.length < 10; e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    out.push(e instanceof Error ? e.message || e.name : String(e));
  }
  return out.length ? out : [String(error)];
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

function button(label: string, className: string, onClick: () => void): HTMLButtonElement {
  const b = element('button', `gsite-state__button ${className}`, label);
  b.type = 'button';
  b.addEventListener('click', onClick);
  return b;
}

/** The crash view: "This page crashed", the error messages with their causes, and Try again. */
export function crashView(error: unknown, retry: () => void): HTMLElement {
  const view = element('div', 'gsite-state gsite-crash');
  view.setAttribute('role', 'alert');
  view.append(element('h2', 'gsite-state__title', 'This page crashed'));
  errorMessages(error).forEach((message, i) => view.append(element('p', 'gsite-state__message', i === 0 ? message : `Cause: ${message}`)));
  view.append(button('Try again', 'gsite-crash__retry', retry));
  return view;
}

/**
 * Puts `view` in place of an island's content. Returns the undo: the view goes and the
 * content comes back, so a retry (or a later hydration) finds the markup it expects.
 * `focus`: the visitor was in the island (say, on a Try again that failed again).
 */
export function replaceContent(el: HTMLElement, view: HTMLElement, focus = false): () => void {
  const hadFocus = focus || el.contains(document.activeElement);
  const kept = [...el.childNodes];
  el.replaceChildren(view);
  // Focus was inside what just vanished: keep it in the island, on the way out of the error.
  if (hadFocus) focusAction(view);
  return () => {
    if (view.parentNode === el) el.replaceChildren(...kept);
  };
}

/** Moves focus to the view's button (Try again, Retry). */
export function focusAction(view: HTMLElement): void {
  view.querySelector('button')?.focus();
}

/** A looping spinner over a lazy island while its code loads; returns its removal. */
export function showSpinner(el: HTMLElement): () => void {
  const spinner = element('div', 'gsite-loading');
  spinner.setAttribute('role', 'progressbar');
  spinner.setAttribute('aria-label', 'Loading');
  spinner.append(element('span', 'gsite-loading__ring'), element('span', 'gsite-loading__text', 'Loading…'));
  el.append(spinner);
  return () => spinner.remove();
}

/** A lazy island whose code failed to load: the error and a Retry that reloads the page (spec §4). */
export function loadFailedView(error: unknown): HTMLElement {
  const view = element('div', 'gsite-state gsite-load-failed');
  view.setAttribute('role', 'alert');
  errorMessages(error).forEach((message) => view.append(element('p', 'gsite-state__message', message)));
  view.append(button('Retry', 'gsite-load-failed__retry', () => location.reload()));
  return view;
}
