/**
 * The two search back ends behind one interface (issue: "Both back ends answer in the same hit
 * shape, so the UI does not know which it talks to"): the index built into the site, or the
 * hosted service when the site config has `algolia`. Each loads its code and data on first use.
 */
import { HITS_PER_PAGE, QUERY_MAX, SNIPPET_WORDS, type QueryAnswer } from './engine.ts';
import { algoliaHostsOption } from './algolia-hosts.ts';
import { LEVELS, type Hierarchy, type RecordType, type SearchHit, type Segment } from './schema.ts';

/** What the server hands the search islands (templates/islands/search-props.ts builds it). */
export interface SearchClientConfig {
  /** The unhashed manifest naming the hashed index (cli/output/search-files.ts). */
  manifestUrl: string;
  /** Path of the full results page, base URL included. */
  pagePath: string;
  /** `language` filter value (spec §7). */
  locale: string;
  /** `docusaurus_tag` values searched: every collection of the site and `default`. */
  tags: string[];
  /** `{query}` is replaced; absent: no "Let us know." line. */
  missingResultsUrl?: string;
  /** The docs collections' home pages (reference, learning), offered when nothing is found. */
  homes?: { url: string; label: string }[];
  algolia?: { appId: string; apiKey: string; indexName: string; hosts?: string[] };
}

export interface SearchRequest {
  query: string;
  hitsPerPage?: number;
  page?: number;
  snippetWords?: number;
  lvl0?: string | null;
  /** Answer from the whole index, waiting for any part still loading (the full results page). */
  complete?: boolean;
}

export interface SearchAnswer extends QueryAnswer {
  /** The hosted service's id for click analytics; absent for the built-in index. */
  queryID?: string;
}

export interface SearchBackend {
  readonly kind: 'local' | 'algolia';
  /** Starts loading code and data (hover or focus on the search button). */
  warm(): void;
  search(request: SearchRequest): Promise<SearchAnswer>;
  /**
   * Calls `listener` when more of the index has arrived, so an answer given from part of it
   * can be asked for again; returns the unsubscribe.
   */
  subscribe(listener: () => void): () => void;
}

export function createBackend(config: SearchClientConfig): SearchBackend {
  return config.algolia ? algoliaBackend(config, config.algolia) : localBackend(config);
}

// One per window: islands are re-mounted by client navigation, the loaded index stays.
let shared: { key: string; backend: SearchBackend } | undefined;

/** The back end for this config, made once per window. */
export function sharedBackend(config: SearchClientConfig): SearchBackend {
  const key = JSON.stringify(config);
  if (shared?.key !== key) shared = { key, backend: createBackend(config) };
  return shared.backend;
}

/**
 * The index built into the site, in two parts: titles, headings and keywords first (small: the
 * first keystroke waits for it alone), then the body text, fetched as soon as the first part is
 * in. Answers come from what has arrived; subscribers hear when the body joins. An answer that
 * found nothing, or one asked with `complete`, waits for the body rather than say "no results"
 * too early.
 */
function localBackend(config: SearchClientConfig): SearchBackend {
  type Engine = typeof import('./engine.ts');
  let ready: Promise<{ engine: Engine; index: import('./engine.ts').SearchIndex; loadBody: () => Promise<void> }> | undefined;
  const listeners = new Set<() => void>();
  const load = () =>
    (ready ??= (async () => {
      const manifestResponse = await fetch(config.manifestUrl);
      if (!manifestResponse.ok) throw new Error(`search manifest: HTTP ${manifestResponse.status}`);
      const manifest = (await manifestResponse.json()) as { index: string; body?: string };
      const [engine, indexResponse] = await Promise.all([import('./engine.ts'), fetch(manifest.index)]);
      if (!indexResponse.ok) throw new Error(`search index: HTTP ${indexResponse.status}`);
      const index = engine.loadIndex(await indexResponse.text());
      let body: Promise<void> | undefined;
      // Fetched once the first part is in and the browser is idle (the first answer paints
      // first: decoding the body takes the main thread for a while).
      const loadBody = () =>
        (body ??= manifest.body
          ? idle()
              .then(() => fetch(manifest.body!))
              .then(async (response) => {
                if (!response.ok) throw new Error(`search index body: HTTP ${response.status}`);
                const text = await response.text();
                await idle();
                engine.addIndexPart(index, text);
                for (const listener of listeners) listener();
              })
              // Titles and headings still answer; the body is tried again on the next load.
              .catch((error: unknown) => console.error('Search index body failed to load:', error))
          : Promise.resolve());
      return { engine, index, loadBody };
    })().catch((error: unknown) => {
      // The next attempt starts over: the network may be back.
      ready = undefined;
      throw error;
    }));
  return {
    kind: 'local',
    warm: () => void load().then(({ loadBody }) => loadBody(), () => {}),
    async search(request) {
      const { engine, index, loadBody } = await load();
      const body = loadBody();
      if (request.complete) await body;
      const run = () =>
        engine.runQuery(index, request.query, {
          hitsPerPage: request.hitsPerPage,
          page: request.page,
          snippetWords: request.snippetWords,
          lvl0: request.lvl0,
        });
      const first = run();
      if (first.nbHits || index.parts.length > 1) return first;
      await body;
      return run();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Resolves when the browser is idle (or soon, where it cannot say). */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 500 });
    else setTimeout(resolve, 50);
  });
}

/** Highlight tags no page text contains, so splitting on them never cuts real text. */
const PRE = '__gsite-mark__';
const POST = '__/gsite-mark__';

interface AlgoliaRecord {
  hierarchy: Hierarchy;
  content: string | null;
  type: RecordType;
  url: string;
  _snippetResult?: { content?: { value?: string } };
  _highlightResult?: { hierarchy?: Partial<Record<keyof Hierarchy, { value?: string }>> };
}

function algoliaBackend(config: SearchClientConfig, algolia: NonNullable<SearchClientConfig['algolia']>): SearchBackend {
  type Client = ReturnType<typeof import('algoliasearch/lite').liteClient>;
  let client: Promise<Client> | undefined;
  const load = () =>
    (client ??= import('algoliasearch/lite').then(({ liteClient }) =>
      liteClient(algolia.appId, algolia.apiKey, {
        // Spec §9; a host that failed is skipped for 120 s by the client itself.
        timeouts: { connect: 1000, read: 2000, write: 30_000 },
        ...algoliaHostsOption(algolia.hosts),
      }),
    ));
  return {
    kind: 'algolia',
    warm: () => void load(),
    // The hosted index answers whole from the first query.
    subscribe: () => () => {},
    async search(request) {
      const hitsPerPage = request.hitsPerPage ?? HITS_PER_PAGE;
      const words = request.snippetWords ?? SNIPPET_WORDS;
      const base = {
        indexName: algolia.indexName,
        query: request.query.slice(0, QUERY_MAX),
        facetFilters: [`language:${config.locale}`, config.tags.map((t) => `docusaurus_tag:${t}`)],
      };
      const main = {
        ...base,
        attributesToRetrieve: [...LEVELS.map((l) => `hierarchy.${l}`), 'content', 'type', 'url'],
        attributesToSnippet: [...LEVELS.slice(1).map((l) => `hierarchy.${l}:${words}`), `content:${words}`],
        snippetEllipsisText: '…',
        highlightPreTag: PRE,
        highlightPostTag: POST,
        hitsPerPage,
        page: request.page ?? 0,
        clickAnalytics: true,
        facets: ['hierarchy.lvl0'],
        ...(request.lvl0 ? { facetFilters: [...base.facetFilters, `hierarchy.lvl0:${request.lvl0}`] } : {}),
      };
      // With a section chosen, a second query counts every section for the facet list.
      const requests = request.lvl0 ? [main, { ...base, hitsPerPage: 0, facets: ['hierarchy.lvl0'] }] : [main];
      const { results } = await (await load()).search<AlgoliaRecord>({ requests });
      const [first, all = first] = results as unknown as AlgoliaResult[];
      if (!first) throw new Error('search: empty answer');
      return {
        hits: first.hits.map(toHit),
        nbHits: first.nbHits ?? 0,
        page: first.page ?? 0,
        nbPages: first.nbPages ?? 0,
        facets: all?.facets?.['hierarchy.lvl0'] ?? {},
        queryID: first.queryID,
      };
    },
  };
}

interface AlgoliaResult {
  hits: AlgoliaRecord[];
  nbHits?: number;
  page?: number;
  nbPages?: number;
  queryID?: string;
  facets?: Record<string, Record<string, number>>;
}

function toHit(record: AlgoliaRecord): SearchHit {
  const hierarchy = Object.fromEntries(LEVELS.map((l) => [l, record.hierarchy?.[l] ?? null])) as unknown as Hierarchy;
  const hit: SearchHit = { hierarchy, content: record.content ?? null, type: record.type, url: record.url };
  const snippet = record._snippetResult?.content?.value;
  if (snippet) hit.snippet = segments(snippet);
  const heading = record.type === 'content' ? undefined : record._highlightResult?.hierarchy?.[record.type]?.value;
  if (heading) hit.highlight = segments(heading);
  return hit;
}

/** `a __gsite-mark__b__/gsite-mark__ c` → [['a ', false], ['b', true], [' c', false]]. */
export function segments(value: string): Segment[] {
  const out: Segment[] = [];
  for (const [i, part] of value.split(PRE).entries()) {
    const [marked, rest] = i === 0 ? [undefined, part] : part.split(POST);
    if (marked) out.push([marked, true]);
    if (rest) out.push([rest, false]);
  }
  return out;
}
