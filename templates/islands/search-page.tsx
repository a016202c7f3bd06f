import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { HITS_PER_PAGE, QUERY_MAX } from '../../client/search/engine.ts';
import { sharedBackend, type SearchAnswer, type SearchClientConfig } from '../../client/search/backend.ts';
import { hitText } from '../../client/search/hit-text.ts';
import { HitTitle } from '../../client/search/hit-view.tsx';
import { useIsBrowser } from './use-is-browser.ts';

export interface SearchPageProps {
  config: SearchClientConfig;
}

interface Params {
  q: string;
  /** 0-based. */
  page: number;
  section: string | null;
}

/** Spec §2: /search?q=…; we add `page` (1-based) and `section` (a lvl0 facet). */
function readParams(): Params {
  const p = new URLSearchParams(location.search);
  const page = Number.parseInt(p.get('page') ?? '1', 10);
  return { q: (p.get('q') ?? '').slice(0, QUERY_MAX), page: Number.isFinite(page) && page > 1 ? page - 1 : 0, section: p.get('section') || null };
}

function paramsHref(pagePath: string, { q, page, section }: Params): string {
  const p = new URLSearchParams();
  if (q) p.set('q', q);
  if (section) p.set('section', section);
  if (page > 0) p.set('page', String(page + 1));
  const s = p.toString();
  return s ? `${pagePath}?${s}` : pagePath;
}

type State = { status: 'idle' } | { status: 'loading' } | { status: 'error' } | { status: 'done'; answer: SearchAnswer; params: Params };

/** Typing waits this long before the address and results follow. */
const TYPING_MS = 150;

/**
 * The full results page. Server-rendered as a plain GET form (so it still leads somewhere
 * without JavaScript); in the browser it reads the query from the address, shows 20 hits a
 * page with sections to narrow them, and keeps the address in step (back and forward work).
 */
export default function SearchPage({ config }: SearchPageProps) {
  const id = useId();
  const browser = useIsBrowser();
  const [params, setParams] = useState<Params>({ q: '', page: 0, section: null });
  const [input, setInput] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const sync = () => {
      const next = readParams();
      setParams(next);
      setInput(next.q);
    };
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);

  // Typing: results and the address follow after a short pause (replace, not a new entry).
  useEffect(() => {
    if (input === params.q) return;
    const t = window.setTimeout(() => go({ q: input, page: 0, section: null }, 'replace'), TYPING_MS);
    return () => window.clearTimeout(t);
  }, [input]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!browser) return;
    if (!params.q.trim()) return setState({ status: 'idle' });
    let current = true;
    setState({ status: 'loading' });
    sharedBackend(config)
      .search({ query: params.q, hitsPerPage: HITS_PER_PAGE, page: params.page, lvl0: params.section, complete: true })
      .then((answer) => current && setState({ status: 'done', answer, params }))
      .catch((error: unknown) => {
        if (!current) return;
        console.error('Search failed:', error);
        setState({ status: 'error' });
      });
    return () => {
      current = false;
    };
  }, [browser, params, config]);

  function go(next: Params, how: 'push' | 'replace') {
    const url = paramsHref(config.pagePath, next);
    if (how === 'push') history.pushState(history.state, '', url);
    else history.replaceState(history.state, '', url);
    setParams(next);
  }

  /** Section and page links stay on this page: no reload, a history entry, focus on the results. */
  const follow = (next: Params) => (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    go(next, 'push');
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  };

  const done = state.status === 'done' ? state : null;
  const answer = done?.answer;
  const shownQuery = done?.params.q ?? params.q;
  const status = !browser
    ? 'Type a query and press Search.'
    : state.status === 'loading'
      ? 'Searching…'
      : state.status === 'error'
        ? 'Unable to fetch results. You might want to check your network connection.'
        : !answer
          ? 'Type a query to search the docs, guides and blog.'
          : answer.nbHits === 0
            ? `No results for "${shownQuery}"`
            : `${answer.nbHits} result${answer.nbHits === 1 ? '' : 's'} for "${shownQuery}"${done.params.section ? ` in ${done.params.section}` : ''}`;
  const sections = answer ? Object.entries(answer.facets).sort((a, b) => b[1] - a[1]) : [];
  const total = sections.reduce((n, [, c]) => n + c, 0);

  return (
    <div className="search-page">
      <form
        action={config.pagePath}
        method="get"
        role="search"
        className="search-form"
        onSubmit={(e) => {
          e.preventDefault();
          go({ q: input, page: 0, section: null }, 'push');
        }}
      >
        <label htmlFor={`${id}q`} className="search-form__label">
          Search terms
        </label>
        <div className="search-form__row">
          <input
            id={`${id}q`}
            type="search"
            name="q"
            maxLength={QUERY_MAX}
            placeholder="Search docs"
            autoComplete="off"
            className="search-form__input"
            value={input}
            onChange={(e) => setInput(e.target.value.slice(0, QUERY_MAX))}
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </form>

      <h2 ref={headingRef} tabIndex={-1} className="search-page__status" role="status" aria-live="polite" data-status={state.status}>
        {status}
      </h2>

      {answer && sections.length > 1 && (
        <nav className="search-page__sections" aria-label="Narrow to a section">
          <ul>
            <li>
              <a
                href={paramsHref(config.pagePath, { q: shownQuery, page: 0, section: null })}
                aria-current={!done.params.section ? 'true' : undefined}
                onClick={follow({ q: shownQuery, page: 0, section: null })}
              >
                All <span className="search-page__count">{total}</span>
              </a>
            </li>
            {sections.map(([section, count]) => (
              <li key={section}>
                <a
                  href={paramsHref(config.pagePath, { q: shownQuery, page: 0, section })}
                  aria-current={done.params.section === section ? 'true' : undefined}
                  onClick={follow({ q: shownQuery, page: 0, section })}
                >
                  {section} <span className="search-page__count">{count}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {answer && answer.hits.length > 0 && (
        <ol className="search-page__results" start={answer.page * HITS_PER_PAGE + 1}>
          {answer.hits.map((hit) => {
            const { title, path } = hitText({ ...hit, snippet: undefined });
            return (
              <li key={hit.url} className="search-page__hit">
                <a href={hit.url} className="search-page__link">
                  <HitTitle segments={hit.type === 'content' ? [[[hit.hierarchy.lvl1, ...[hit.hierarchy.lvl2, hit.hierarchy.lvl3].filter(Boolean)].join(' › '), false]] : title} />
                </a>
                <p className="search-page__path">
                  {hit.hierarchy.lvl0}
                  {path && hit.type !== 'content' ? ` › ${path}` : ''}
                </p>
                {hit.snippet && (
                  <p className="search-page__snippet">
                    <HitTitle segments={hit.snippet} />
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}

      {answer && answer.nbPages > 1 && (
        <nav className="pagination-nav search-page__pages" aria-label="Result pages">
          {answer.page > 0 && (
            <a className="pagination-nav__link" href={paramsHref(config.pagePath, { ...done.params, page: answer.page - 1 })} onClick={follow({ ...done.params, page: answer.page - 1 })}>
              Previous
            </a>
          )}
          <span>
            Page {answer.page + 1} of {answer.nbPages}
          </span>
          {answer.page + 1 < answer.nbPages && (
            <a className="pagination-nav__link" href={paramsHref(config.pagePath, { ...done.params, page: answer.page + 1 })} onClick={follow({ ...done.params, page: answer.page + 1 })}>
              Next
            </a>
          )}
        </nav>
      )}
    </div>
  );
}
