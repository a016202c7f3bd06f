import type http from 'node:http';

/** Longest request path answered (bytes as sent); longer is 414, as hosts do. */
export const MAX_PATH_BYTES = 2048;
/** Longest path segment (decoded bytes): no file system names a file longer, so 414. */
export const MAX_SEGMENT_BYTES = 255;
/** The only methods a file server answers; anything else is 405 with this `Allow`. */
export const ALLOWED_METHODS = 'GET, HEAD';

/** What a file server does with a request before looking anything up. */
export type RequestVerdict =
  | { kind: 'refuse'; status: 400 | 405 | 414; reason: string }
  | { kind: 'redirect'; location: string }
  | {
      kind: 'serve';
      /** The path as sent (still percent-encoded), without the query. */
      rawPath: string;
      /** The path decoded; it starts with exactly one `/`. */
      path: string;
      /** `?…` or empty. */
      query: string;
    };

/**
 * The rules both servers (`gsite serve`, `gsite dev`) apply first, answered plainly:
 * - methods other than GET and HEAD: 405;
 * - a path over MAX_PATH_BYTES, or a segment over MAX_SEGMENT_BYTES once decoded: 414;
 * - a malformed escape or a NUL byte in the path, or a path not starting with `/`: 400;
 * - a path that starts with more than one slash or a backslash (`//evil.com/x`,
 *   `/%2F%5Cevil.com/x`) would make any redirect built from it leave the site (browsers read a
 *   Location of `//evil.com` as another host): it is redirected to the same path with one
 *   leading slash, so every later redirect stays on this origin.
 */
export function judgeRequest(method: string | undefined, url: string | undefined): RequestVerdict {
  if (method !== 'GET' && method !== 'HEAD') return { kind: 'refuse', status: 405, reason: `${method ?? 'This'} method is not allowed; this server only reads files.` };
  const target = url ?? '/';
  const q = target.indexOf('?');
  const rawPath = q < 0 ? target : target.slice(0, q);
  const query = q < 0 ? '' : target.slice(q);
  if (Buffer.byteLength(rawPath) > MAX_PATH_BYTES) return { kind: 'refuse', status: 414, reason: `The path is longer than ${MAX_PATH_BYTES} bytes.` };
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'refuse', status: 400, reason: 'The path has a malformed %-escape.' };
  }
  if (path.includes('\0')) return { kind: 'refuse', status: 400, reason: 'The path holds a NUL byte.' };
  if (path.split(/[/\\]/).some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_BYTES)) {
    return { kind: 'refuse', status: 414, reason: `A segment of the path is longer than ${MAX_SEGMENT_BYTES} bytes.` };
  }
  if (!path.startsWith('/')) return { kind: 'refuse', status: 400, reason: 'The path must start with /.' };
  if (/^[/\\]{2}/.test(path)) {
    return { kind: 'redirect', location: '/' + rawPath.replace(/^(?:[/\\]|%2f|%5c)+/i, '') + query };
  }
  return { kind: 'serve', rawPath, path, query };
}

/** Answers a refusal (plain text) or a redirect. */
export function answerVerdict(verdict: Exclude<RequestVerdict, { kind: 'serve' }>, res: http.ServerResponse): void {
  if (verdict.kind === 'redirect') {
    res.writeHead(301, { location: verdict.location }).end();
    return;
  }
  const headers: http.OutgoingHttpHeaders = { 'content-type': 'text/plain; charset=utf-8' };
  if (verdict.status === 405) headers.allow = ALLOWED_METHODS;
  res.writeHead(verdict.status, headers).end(`${verdict.status} ${verdict.reason}\n`);
}
