/**
 * The search modal (spec §2 "Search modal", §4 "Search status", §9 constants). Loaded the first
 * time search is opened. A real dialog: the page behind is inert, Tab stays inside, focus goes
 * back to the button on close; the input is a combobox over a listbox of hits, announced to
 * screen readers; IME composition never selects a hit.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { keepTabInside } from '../lib/focus-trap.ts';
import { HITS_PER_PAGE, QUERY_MAX, SNIPPET_WORDS } from './engine.ts';
import type { SearchAnswer, SearchBackend, SearchClientConfig } from './backend.ts';
import { groupHits, hitText } from './hit-text.ts';
import { HitTitle, SearchIcon } from './hit-view.tsx';
import type { SearchHit } from './schema.ts';
import { FAVOURITE_LIMIT, RECENT_LIMIT, RECENT_LIMIT_WITH_FAVOURITES, storedSearches, type StoredHit } from './stored-searches.ts';

export const HITS_PER_GROUP = 5;
export const STALL_MS = 300;
export const SUGGESTIONS = 3;
/** Spec §9: 5-word snippets on screens up to 768 px. */
const NARROW = '(max-width: 768px)';

type Status = 'idle' | 'loading' | 'stalled' | 'error';

export interface SearchModalProps {
  config: SearchClientConfig;
  backend: SearchBackend;
  initialQuery: string;
  /** The query text came from a selection on the page: select it so typing replaces it. */
  selectInitial: boolean;
  onClose(): void;
}

export function SearchModal({ config, backend, initialQuery, selectInitial, onClose }: SearchModalProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState(initialQuery.slice(0, QUERY_MAX));
  const [status, setStatus] = useState<Status>('idle');
  const [answer, setAnswer] = useState<{ query: string; result: SearchAnswer } | null>(null);
  const [active, setActive] = useState(0);
  // aria-activedescendant only once the visitor moves: until then screen readers stay on the input.
  const [navigated, setNavigated] = useState(false);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [, setVersion] = useState(0);
  const indexName = config.algolia?.indexName ?? 'local';
  const stores = useMemo(() => {
    const favourites = storedSearches(`search-favorites-${indexName}`, FAVOURITE_LIMIT, 'favourite searches');
    // Spec §9: the recent limit is fixed when the modal opens.
    const limit = favourites.all().length ? RECENT_LIMIT_WITH_FAVOURITES : RECENT_LIMIT;
    return { favourites, recents: storedSearches(`search-recent-${indexName}`, limit, 'recent searches') };
  }, [indexName]);
  const snippetWords = useMemo(() => (window.matchMedia(NARROW).matches ? 5 : SNIPPET_WORDS), []);

  useEffect(() => {
    const input = inputRef.current;
    input?.focus();
    if (selectInitial) input?.select();
  }, [selectInitial]);

  // Bumped when more of the index arrives (the body text after the headings): the shown
  // answer is asked for again.
  const [revision, setRevision] = useState(0);
  const answered = useRef<string | null>(null);
  useEffect(() => backend.subscribe(() => setRevision((r) => r + 1)), [backend]);

  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setStatus('idle');
      setAnswer(null);
      return;
    }
    let current = true;
    setStatus('loading');
    const stall = window.setTimeout(() => current && setStatus('stalled'), STALL_MS);
    backend
      .search({ query, hitsPerPage: HITS_PER_PAGE, snippetWords })
      .then((result) => {
        if (!current) return;
        // The same query answered again from more of the index keeps the reader's place.
        if (answered.current !== query) {
          setActive(0);
          setNavigated(false);
        }
        answered.current = query;
        setAnswer({ query, result });
        setStatus('idle');
        const sections = Object.keys(result.facets);
        setSuggestions((seen) => (sections.length > seen.length ? sections.slice(0, SUGGESTIONS) : seen));
      })
      .catch((error: unknown) => {
        if (!current) return;
        console.error('Search failed:', error);
        setStatus('error');
      })
      .finally(() => window.clearTimeout(stall));
    return () => {
      current = false;
      window.clearTimeout(stall);
    };
  }, [query, backend, snippetWords, revision]);

  const showing = query.trim() ? answer : null;
  const groups = showing ? groupHits(showing.result.hits, HITS_PER_GROUP) : [];
  const options = groups.flatMap((g) => g.hits);
  const optionId = (i: number) => `${id}-hit-${i}`;
  const screen: 'start' | 'results' | 'none' | 'error' =
    status === 'error' ? 'error' : !query.trim() || !showing ? 'start' : options.length ? 'results' : 'none';

  const select = (hit: StoredHit) => {
    if (!stores.favourites.all().some((f) => f.url === hit.url)) stores.recents.add(hit);
    // Let the click reach the router (or the browser) before the dialog goes away.
    window.setTimeout(onClose, 0);
  };
  const onHitClick = (hit: StoredHit) => (e: MouseEvent) => {
    // Spec: modifier and middle clicks open a new tab and keep the modal open.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    select(hit);
  };
  const refresh = () => setVersion((v) => v + 1);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.nativeEvent.isComposing || e.keyCode === 229) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'Tab') {
      trapFocus(e, dialogRef.current);
    } else if (screen === 'results' && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + options.length) % options.length);
      setNavigated(true);
    } else if (screen === 'start' && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault();
      moveThroughSaved(dialogRef.current, inputRef.current, e.key === 'ArrowDown' ? 1 : -1);
    } else if (e.key === 'Enter' && screen === 'results' && e.target === inputRef.current) {
      e.preventDefault();
      const link = document.getElementById(optionId(active)) as HTMLAnchorElement | null;
      if (!link) return;
      if (e.metaKey || e.ctrlKey) window.open(link.href, '_blank', 'noopener');
      else link.click();
    }
  };

  const announcement =
    status === 'error'
      ? 'Unable to fetch results'
      : screen === 'results'
        ? `${showing!.result.nbHits} result${showing!.result.nbHits === 1 ? '' : 's'}. Use the up and down arrows to move, Enter to open.`
        : screen === 'none'
          ? `No results for "${showing!.query}"`
          : '';
  const seeAll = `${config.pagePath}?q=${encodeURIComponent(query.trim())}`;
  // A plain click on a link of the dialog reaches the router first, then the dialog closes;
  // a modifier click opens a tab and leaves it open.
  const closeAfterClick = (e: MouseEvent) => {
    if (e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey) window.setTimeout(onClose, 0);
  };

  return (
    <div className="search-modal__backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={dialogRef} className="search-modal" role="dialog" aria-modal="true" aria-label="Search the documentation" onKeyDown={onKeyDown}>
        <form className="search-modal__bar" role="search" onSubmit={(e) => e.preventDefault()} onReset={() => setQuery('')}>
          <label htmlFor={`${id}-q`} className="search-modal__label">
            <SearchIcon />
            <span className="sr-only">Search</span>
          </label>
          <input
            ref={inputRef}
            id={`${id}-q`}
            className="search-modal__input"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={screen === 'results'}
            aria-controls={`${id}-list`}
            aria-activedescendant={screen === 'results' && navigated ? optionId(active) : undefined}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={QUERY_MAX}
            placeholder="Search docs"
            value={query}
            onChange={(e) => setQuery(e.target.value.slice(0, QUERY_MAX))}
          />
          <span className="search-modal__spinner" data-status={status} aria-hidden="true" />
          <button type="reset" className="search-modal__reset" aria-label="Clear the query" hidden={!query}>
            ×
          </button>
          <button type="button" className="search-modal__cancel" onClick={onClose}>
            Cancel
          </button>
        </form>

        <div className="search-modal__body" data-screen={screen} data-status={status} data-answered={showing?.query}>
          {screen === 'start' && <StartScreen stores={stores} onHitClick={onHitClick} onChange={refresh} />}
          {screen === 'error' && (
            <div className="search-modal__message">
              <p className="search-modal__message-title">Unable to fetch results</p>
              <p>You might want to check your network connection.</p>
            </div>
          )}
          {screen === 'none' && (
            <div className="search-modal__message">
              <p className="search-modal__message-title">No results for &ldquo;{showing!.query}&rdquo;</p>
              {showing!.result.didYouMean && (
                <p>
                  Did you mean{' '}
                  <button type="button" className="search-modal__suggestion search-modal__did-you-mean" onClick={() => setQuery(showing!.result.didYouMean!)}>
                    {showing!.result.didYouMean}
                  </button>
                  ?
                </p>
              )}
              {suggestions.length > 0 && (
                <>
                  <p>Try searching for</p>
                  <ul className="search-modal__suggestions">
                    {suggestions.map((s) => (
                      <li key={s}>
                        <button type="button" className="search-modal__suggestion" onClick={() => setQuery(`${s.toLowerCase()} `)}>
                          {s}
                        </button>
                      </li>
                    ))}
                  </ul>
                </>
              )}
              <p className="search-modal__browse">
                Or browse{' '}
                {(config.homes ?? []).map((home) => (
                  <span key={home.url}>
                    <a href={home.url} onClick={closeAfterClick}>
                      {home.label}
                    </a>
                    ,{' '}
                  </span>
                ))}
                or see{' '}
                <a href={seeAll} onClick={closeAfterClick}>
                  the search page
                </a>
                .
              </p>
              {config.missingResultsUrl && (
                <p>
                  Believe this query should return results?{' '}
                  <a href={config.missingResultsUrl.replace('{query}', encodeURIComponent(showing!.query))} target="_blank" rel="noopener noreferrer">
                    Let us know.
                  </a>
                </p>
              )}
            </div>
          )}
          <div id={`${id}-list`} role="listbox" aria-label="Search results" hidden={screen !== 'results'} className="search-modal__list">
            {screen === 'results' &&
              groups.map((group, g) => (
                <div role="group" key={group.section} aria-labelledby={`${id}-g${g}`} className="search-modal__group">
                  <div id={`${id}-g${g}`} className="search-modal__group-title" role="presentation">
                    {group.section}
                  </div>
                  {group.hits.map((hit) => {
                    const i = options.indexOf(hit);
                    return <HitOption key={hit.url} hit={hit} id={optionId(i)} active={i === active} onHover={() => setActive(i)} onClick={onHitClick(hit)} />;
                  })}
                </div>
              ))}
          </div>
          {screen === 'results' && (
            <a className="search-modal__see-all" href={seeAll} onClick={closeAfterClick}>
              See all {showing!.result.nbHits} results
            </a>
          )}
        </div>

        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
        <footer className="search-modal__footer">
          <ul className="search-modal__keys" aria-label="Keyboard shortcuts">
            <li>
              <kbd aria-label="Enter">↵</kbd> to select
            </li>
            <li>
              <kbd aria-label="Arrow down">↓</kbd>
              <kbd aria-label="Arrow up">↑</kbd> to navigate
            </li>
            <li>
              <kbd>Esc</kbd> to close
            </li>
          </ul>
          <span className="search-modal__provider">{backend.kind === 'algolia' ? 'Search by Algolia' : 'Search runs in your browser'}</span>
        </footer>
      </div>
    </div>
  );
}

function HitOption({ hit, id, active, onHover, onClick }: { hit: SearchHit; id: string; active: boolean; onHover(): void; onClick(e: MouseEvent): void }) {
  const { title, path } = hitText(hit);
  return (
    <a id={id} role="option" aria-selected={active} tabIndex={-1} href={hit.url} className="search-hit" data-type={hit.type} onMouseMove={onHover} onClick={onClick}>
      <span className="search-hit__icon" aria-hidden="true">
        {hit.type === 'lvl1' ? '¶' : hit.type === 'content' ? '≡' : '#'}
      </span>
      <span className="search-hit__text">
        <HitTitle segments={title} />
        {path && <span className="search-hit__path">{path}</span>}
      </span>
      <span className="search-hit__enter" aria-hidden="true">
        ↵
      </span>
    </a>
  );
}

function StartScreen({
  stores,
  onHitClick,
  onChange,
}: {
  stores: { recents: ReturnType<typeof storedSearches>; favourites: ReturnType<typeof storedSearches> };
  onHitClick(hit: StoredHit): (e: MouseEvent) => void;
  onChange(): void;
}) {
  const recents = stores.recents.all();
  const favourites = stores.favourites.all();
  if (!recents.length && !favourites.length) {
    return (
      <div className="search-modal__message">
        <p>No recent searches</p>
      </div>
    );
  }
  const list = (title: string, items: StoredHit[], actions: (hit: StoredHit) => React.ReactNode) =>
    items.length > 0 && (
      <section className="search-modal__saved" aria-label={title}>
        <h2 className="search-modal__group-title">{title}</h2>
        <ul>
          {items.map((hit) => {
            const { title: t, path } = hitText(hit);
            return (
              <li key={hit.url} className="search-saved">
                <a href={hit.url} className="search-hit search-saved__link" onClick={onHitClick(hit)}>
                  <span className="search-hit__text">
                    <HitTitle segments={t} />
                    {path && <span className="search-hit__path">{path}</span>}
                  </span>
                </a>
                {actions(hit)}
              </li>
            );
          })}
        </ul>
      </section>
    );
  return (
    <>
      {list('Recent', recents, (hit) => (
        <>
          <SavedAction hit={hit} label="Save this search" symbol="☆" onClick={() => {
              stores.favourites.add(hit);
              stores.recents.remove(hit);
              onChange();
            }} />
          <SavedAction hit={hit} label="Remove this search from history" symbol="×" onClick={() => {
              stores.recents.remove(hit);
              onChange();
            }} />
        </>
      ))}
      {list('Favorite', favourites, (hit) => (
        <SavedAction hit={hit} label="Remove this search from favorites" symbol="×" onClick={() => {
            stores.favourites.remove(hit);
            onChange();
          }} />
      ))}
    </>
  );
}

/** A button beside a saved search; its name says which search it acts on. */
function SavedAction({ hit, label, symbol, onClick }: { hit: StoredHit; label: string; symbol: string; onClick(): void }) {
  const title = hitText(hit).title.map(([text]) => text).join('');
  return (
    <button type="button" className="search-saved__action" aria-label={`${label}: ${title}`} title={label} onClick={onClick}>
      {symbol}
    </button>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]):not([hidden]), input:not([disabled])';

function trapFocus(e: KeyboardEvent, dialog: HTMLElement | null): void {
  keepTabInside(e, [...(dialog?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter((el) => el.tabIndex >= 0 && el.offsetParent !== null));
}

/** Arrow keys on the start screen move focus through the saved links and back to the input. */
function moveThroughSaved(dialog: HTMLElement | null, input: HTMLInputElement | null, step: 1 | -1): void {
  const links = [...(dialog?.querySelectorAll<HTMLElement>('.search-saved__link') ?? [])];
  if (!links.length || !input) return;
  const stops = [input, ...links];
  const at = stops.indexOf(document.activeElement as HTMLElement);
  stops[(at + step + stops.length) % stops.length]!.focus();
}

export interface OpenOptions extends Omit<SearchModalProps, 'onClose'> {
  /** Told when the modal has closed (focus is back on the opener by then). */
  onClosed(): void;
  opener: HTMLElement | null;
}

/**
 * Puts the modal on the page: the rest of the page becomes inert and stops scrolling (its
 * scrollbar gutter is kept, so nothing moves), and everything is undone on close.
 */
export function openSearchModal(options: OpenOptions): () => void {
  const host = document.createElement('div');
  host.className = 'search-modal-host';
  const inerted = [...document.body.children].filter((el) => !el.hasAttribute('inert') && el.tagName !== 'SCRIPT') as HTMLElement[];
  inerted.forEach((el) => el.setAttribute('inert', ''));
  document.body.append(host);
  const html = document.documentElement;
  const before = { overflow: html.style.overflow, gutter: html.style.scrollbarGutter };
  // A classic scrollbar keeps its room while the page cannot scroll; overlay ones take none.
  if (window.innerWidth > html.clientWidth) html.style.scrollbarGutter = 'stable';
  html.style.overflow = 'hidden';
  const root = createRoot(host);
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    root.unmount();
    host.remove();
    inerted.forEach((el) => el.removeAttribute('inert'));
    html.style.overflow = before.overflow;
    html.style.scrollbarGutter = before.gutter;
    if (options.opener?.isConnected) options.opener.focus();
    options.onClosed();
  };
  root.render(<SearchModal {...options} onClose={close} />);
  return close;
}
