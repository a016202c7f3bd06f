import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface AlgoliaStandIn {
  /** `http://127.0.0.1:<port>`, for config `algolia.hosts`. */
  readonly url: string;
  readonly requests: StandInRequest[];
  /** `down`: every connection is cut, as an unreachable host would fail. */
  mode: 'ok' | 'down';
  /** Hits answered for a search, per query. */
  hits: (query: string) => Record<string, unknown>[];
  close(): Promise<void>;
}

/**
 * A small local HTTP stand-in for the hosted search service: the search call the browser
 * makes (POST /1/indexes/* /queries) and the write calls `gsite index` makes (settings, batch,
 * copy/move operations, task status). It records every request for the tests to inspect and
 * sends CORS headers the way the service does.
 */
export async function startAlgoliaStandIn(port = 0): Promise<AlgoliaStandIn> {
  const state: AlgoliaStandIn = {
    url: '',
    requests: [],
    mode: 'ok',
    hits: () => [],
    close: async () => {},
  };
  let task = 0;
  const server = http.createServer((req, res) => {
    if (state.mode === 'down') return req.socket.destroy();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const text = Buffer.concat(chunks).toString('utf8');
      res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
      res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
      if (req.method === 'OPTIONS') return res.writeHead(204).end();
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      state.requests.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body });
      const json = (value: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));

      if (req.method === 'POST' && url.pathname === '/1/indexes/*/queries') {
        const requests = (body as { requests: { query?: string; page?: number; hitsPerPage?: number }[] }).requests;
        return json({
          results: requests.map((r) => {
            const hits = r.hitsPerPage === 0 ? [] : state.hits(r.query ?? '');
            return { hits, nbHits: hits.length, page: r.page ?? 0, nbPages: hits.length ? 1 : 0, hitsPerPage: r.hitsPerPage ?? 20, queryID: 'q-stand-in', facets: { 'hierarchy.lvl0': { Docs: hits.length } }, query: r.query, params: '', processingTimeMS: 1 };
          }),
        });
      }
      if (/^\/1\/indexes\/[^/]+\/task\/\d+$/.test(url.pathname)) return json({ status: 'published', pendingTask: false });
      if (req.method === 'PUT' && /\/settings$/.test(url.pathname)) return json({ taskID: ++task, updatedAt: new Date().toISOString() });
      if (req.method === 'POST' && /\/synonyms\/batch$/.test(url.pathname)) return json({ taskID: ++task, updatedAt: new Date().toISOString() });
      if (req.method === 'POST' && /\/batch$/.test(url.pathname)) {
        const n = (body as { requests: unknown[] }).requests.length;
        return json({ taskID: ++task, objectIDs: Array.from({ length: n }, (_, i) => String(i)) });
      }
      if (req.method === 'POST' && /\/operation$/.test(url.pathname)) return json({ taskID: ++task, updatedAt: new Date().toISOString() });
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: `stand-in: no ${req.method} ${url.pathname}`, status: 404 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
