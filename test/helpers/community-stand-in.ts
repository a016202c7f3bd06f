import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the community site (spec §7): the member lookup API, the login and logout
 * pages, and the scripts from elsewhere (header script, analytics loader). What the lookup
 * answers is picked per browser context by the `scenario` cookie, which the lookup must
 * carry (it is sent with credentials):
 *   `group:<Name>`  a visitor in that group (guests get null privjs data)
 *   `500` | `hang` | `badjson`  the failures; no cookie: a guest
 */
export interface RecordedRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface StandIn {
  /** e.g. http://127.0.0.1:40123 */
  origin: string;
  /** Every request but CORS preflights, in order. */
  requests: RecordedRequest[];
  /** The only origin CORS admits (the site under test); set once the site is served. */
  allowOrigin: string;
  /** The lookup's answer fields for members, the token included. */
  member: { token: string; package: string; fileName: string; fileUrl: string };
  close(): Promise<void>;
}

export const LOOKUP_PATH = '/community/index.php?app=gspages&module=ajax&controller=api';
/** The fields the lookup must ask for (spec §7), as they appear in the query text. */
const QUERY_FIELDS = ['core', 'me', 'group', 'name', 'privjs', 'token', 'package', 'fileName', 'fileUrl'];

export async function startStandIn(): Promise<StandIn> {
  const standIn: StandIn = {
    origin: '',
    requests: [],
    allowOrigin: '',
    member: { token: 'tok-SECRET-7f3a91', package: '@gsap/premium', fileName: 'gsap-bonus-3.12.zip', fileUrl: 'https://example.com/files/gsap-bonus-3.12.zip' },
    close: async () => {},
  };

  const server = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const cors = { 'Access-Control-Allow-Origin': standIn.allowOrigin, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'content-type, accept' }).end();
      return;
    }
    standIn.requests.push({ method: req.method!, url: req.url!, headers: req.headers, body });

    if (req.url === LOOKUP_PATH) {
      const scenario = decodeURIComponent(/(?:^|;\s*)scenario=([^;]*)/.exec(req.headers.cookie ?? '')?.[1] ?? 'guest');
      if (scenario === 'hang') return; // never answers; the server's close ends it
      if (scenario === '500') return void res.writeHead(500, cors).end('Internal error');
      if (scenario === 'badjson') return void res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(`{"data": {"privjs": {"me": {"token": "${standIn.member.token}"`);
      let query = '';
      try {
        query = String(JSON.parse(body).query);
      } catch {
        /* checked below */
      }
      const wellFormed = req.method === 'POST' && /^application\/json/.test(req.headers['content-type'] ?? '') && QUERY_FIELDS.every((f) => query.includes(f));
      if (!wellFormed) return void res.writeHead(400, cors).end('bad request shape');
      const group = scenario.startsWith('group:') ? scenario.slice('group:'.length) : 'Guests';
      const signedIn = group !== 'Guests';
      const answer = { data: { core: { me: { group: { name: group } } }, privjs: { me: signedIn ? standIn.member : null } } };
      return void res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
    }
    if (req.url === '/community/login/' || req.url?.startsWith('/community/logout/')) {
      return void res.writeHead(200, { 'Content-Type': 'text/html' }).end(`<!doctype html><title>Community</title><p>${req.url}</p>`);
    }
    if (req.url?.endsWith('.js')) {
      const script = SCRIPTS[req.url];
      if (script) return void res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(script);
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}

/**
 * The scripts from elsewhere. The header script does what the main site's does for us: it
 * fills the login forms' csrfKey and takes over logout; it counts its runs on window.
 */
const SCRIPTS: Record<string, string> = {
  '/js/header.js': `
    window.headerScriptRuns = (window.headerScriptRuns || 0) + 1;
    const fill = () => document.querySelectorAll('input[name="csrfKey"]').forEach((i) => (i.value = 'csrf-from-header'));
    fill();
    window.addEventListener('gsite:navigated', fill);
    document.addEventListener('click', (e) => {
      if (e.target.closest('[data-account-logout]')) { e.preventDefault(); window.loggedOutByHeaderScript = true; }
    });`,
  '/analytics.js': 'window.analyticsRuns = (window.analyticsRuns || 0) + 1;',
};
