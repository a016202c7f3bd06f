import crypto from 'node:crypto';
import type http from 'node:http';
import zlib from 'node:zlib';

/**
 * Gzip for the preview server that compresses each distinct body once. A static folder answers
 * with the same bytes again and again (every page load fetches the same stylesheet and chunks;
 * the search body is megabytes), and gzip at level 6 was most of the server's CPU: a page load
 * cost ~17 ms of it, a fetch of the search body 84 ms. The response is gathered whole (static
 * files, of bounded size), and its gzip is looked up by a hash of the bytes, so an edited file
 * can never be answered with an old body.
 *
 * What is compressed, as hosts do: a body of at least MIN_BYTES, of a text-like type, that has
 * no encoding or range of its own and does not ask not to be transformed; `Vary:
 * Accept-Encoding` goes on every answer of a compressible type.
 */
export interface GzipKept {
  (req: http.IncomingMessage, res: http.ServerResponse, next: () => void): void;
}

/** Smaller bodies gain too little from gzip to pay for it (the `compression` middleware's 1 KB). */
const MIN_BYTES = 1024;
/** Compressed bodies kept, least recently used dropped first. */
const KEPT_BYTES = 64 * 1024 * 1024;

/** Text-like types: text/*, JavaScript, JSON, XML, SVG, and any `+json`/`+xml`/`+text` type. */
export function compressibleType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return /^text\/|^application\/(?:javascript|ecmascript|json|xml|wasm)$|^image\/svg\+xml$|\+(?:json|xml|text)$/.test(type);
}

/** Whether an Accept-Encoding header admits gzip: named (or `*`) with a q-value above 0. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let star: boolean | undefined;
  for (const part of value.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const admitted = q === undefined || Number(q) > 0;
    if (coding === 'gzip' || coding === 'x-gzip') return admitted;
    if (coding === '*') star = admitted;
  }
  return star ?? false;
}

export function createGzipKept(): GzipKept {
  const kept = new Map<string, Buffer>();
  let keptBytes = 0;
  const gzipOf = (body: Buffer): Buffer => {
    const key = crypto.createHash('sha1').update(body).digest('base64');
    const hit = kept.get(key);
    if (hit) {
      // Most recently used last: Map keeps insertion order.
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    }
    const gz = zlib.gzipSync(body);
    kept.set(key, gz);
    keptBytes += gz.length;
    for (const [k, v] of kept) {
      if (keptBytes <= KEPT_BYTES) break;
      kept.delete(k);
      keptBytes -= v.length;
    }
    return gz;
  };

  return (req, res, next) => {
    // HEAD answers carry no body; nothing to compress, and their Content-Length stays true.
    if (req.method !== 'GET') return next();
    const gzipOk = acceptsGzip(req.headers['accept-encoding']);
    const chunks: Buffer[] = [];
    const toBuffer = (chunk: unknown, encoding?: unknown) =>
      Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
    const original = { writeHead: res.writeHead.bind(res), end: res.end.bind(res) };

    // The status and headers are held until the body is whole: its length and encoding are
    // decided then.
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      res.statusCode = status;
      const headers = rest.find((r) => typeof r === 'object' && r !== null) as http.OutgoingHttpHeaders | string[] | undefined;
      if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
      else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
      return res;
    }) as typeof res.writeHead;
    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      chunks.push(toBuffer(chunk, encoding));
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') process.nextTick(done as () => void);
      return true;
    }) as typeof res.write;
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      if (typeof chunk === 'function') callback = chunk;
      else if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
      if (typeof encoding === 'function') callback = encoding;
      let body: Buffer = Buffer.concat(chunks);
      const compressible = compressibleType(res.getHeader('content-type') as string | undefined);
      if (compressible) res.setHeader('Vary', mergeVary(res.getHeader('vary')));
      const transform = !/\bno-transform\b/i.test(String(res.getHeader('cache-control') ?? ''));
      if (gzipOk && compressible && transform && body.length >= MIN_BYTES && !res.hasHeader('content-encoding') && !res.hasHeader('content-range') && res.statusCode !== 206) {
        body = gzipOf(body);
        res.setHeader('Content-Encoding', 'gzip');
      }
      if (res.statusCode !== 304 && res.statusCode !== 204) res.setHeader('Content-Length', body.length);
      original.writeHead(res.statusCode);
      return original.end(body, typeof callback === 'function' ? (callback as () => void) : undefined);
    }) as typeof res.end;
    next();
  };
}

/** The Vary header with Accept-Encoding in it once. */
function mergeVary(current: number | string | string[] | undefined): string {
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? '')).split(',').map((s) => s.trim()).filter(Boolean);
  if (names.includes('*') || names.some((n) => n.toLowerCase() === 'accept-encoding')) return names.join(', ');
  return [...names, 'Accept-Encoding'].join(', ');
}
