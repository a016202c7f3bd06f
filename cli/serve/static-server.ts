import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import handler from 'serve-handler';
import { parseHeadersFile } from '../output/security-headers.ts';
import { errors } from '../errors/catalogue.ts';
import { realPathInside } from '../util/inside.ts';
import { answerVerdict, judgeRequest } from './request-rules.ts';
import { parseRedirectsFile, redirectFor } from '../redirects/redirect-table.ts';
import { OUTPUT_FILES } from '../output/output-files.ts';
import { createGzipKept } from './gzip-kept.ts';

export interface StaticServerOptions {
  /** The built folder. */
  dir: string;
  /** Opens a file to send (tests replace it to make a file vanish mid-request). */
  openFile?: (file: string, options?: { start?: number; end?: number }) => Readable;
}

/**
 * Serves a build as a static host would, with vercel's serve-handler (clean URLs:
 * `/x.html` and `/x/index.html` redirect to `/x`; 404.html with status 404; no directory
 * listings; paths cannot leave the folder, symbolic links included), gzipped as hosts do
 * with each distinct body compressed once (gzip-kept.ts).
 */
export function createStaticServer(opts: StaticServerOptions): http.Server {
  const dir = path.resolve(opts.dir);
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${dir} does not look like a build folder (no index.html). Run \`gsite build\` first.`);
  }
  const compress = createGzipKept();
  const openFile = opts.openFile ?? ((file: string, options?: { start?: number; end?: number }): Readable => fs.createReadStream(file, options));
  // The same headers a static host applies from the build's _headers file.
  const headersPath = path.join(dir, '_headers');
  const blocks = fs.existsSync(headersPath) ? parseHeadersFile(fs.readFileSync(headersPath, 'utf8')) : [];
  // `_headers` patterns (`/*`, `/assets/*`, `/*.md`) as serve-handler globs (`**`, `assets/**`, `**/*.md`).
  const headers = blocks.map((b) => ({
    source: b.pattern.replace(/^\//, '').replace(/^\*\./, '**/*.').replace(/\*$/, '**') || '**',
    headers: Object.entries(b.headers).map(([key, value]) => ({ key, value })),
  }));
  // The build's redirects, answered as hosts that read `_redirects` do: 301 to the page.
  const redirectsPath = path.join(dir, OUTPUT_FILES.redirects);
  const redirects = parseRedirectsFile(fs.existsSync(redirectsPath) ? fs.readFileSync(redirectsPath, 'utf8') : '');
  // Every path serve-handler looks at is checked with its links resolved: one that leads out
  // of the folder (a linked folder or file pointing elsewhere) is as missing, so 404.
  const realDir = fs.realpathSync(dir);
  // (serve-handler awaits its lstat; the package's types say fs.lstat's callback form.)
  const lstat = async (p: string) => {
    if (!(await realPathInside(p, realDir))) throw Object.assign(new Error(`not found: ${p}`), { code: 'ENOENT' });
    return fs.promises.lstat(p);
  };
  return http.createServer((req, res) => {
    const verdict = judgeRequest(req.method, req.url);
    if (verdict.kind !== 'serve') return answerVerdict(verdict, res);
    // The build's own files are not pages: the headers file and dotfiles (the build marker),
    // however the path is spelt (/%5Fheaders, /%2Egsite-build); dot-named page folders are pages.
    if (!servable(dir, verdict.path)) {
      res.writeHead(404).end();
      return;
    }
    const { rawPath: pathname, query } = verdict;
    const moved = redirectFor(redirects, verdict.path, query);
    if (moved) {
      res.writeHead(301, { location: moved }).end();
      return;
    }
    // serve-handler's clean URLs turn /x/index.html into /x/index; hosts answer /x.
    if (/\/index(\.html)?$/.test(pathname)) {
      res.writeHead(301, { location: (pathname.replace(/\/index(\.html)?$/, '') || '/') + query }).end();
      return;
    }
    // A file can vanish between serve-handler's look and the read (a rebuild swaps build/
    // while the server runs): that request is answered 404 and the server carries on; an
    // unanswered stream error would end the process.
    const createReadStream = (file: string, options?: { start?: number; end?: number }) => {
      const stream = openFile(file, options);
      stream.on('error', () => {
        if (res.writableEnded) return;
        if (res.headersSent) res.destroy();
        else {
          res.statusCode = 404;
          res.removeHeader('content-length');
          res.end();
        }
      });
      return stream;
    };
    compress(req, res, () => {
      handler(req, res, { public: dir, cleanUrls: true, directoryListing: false, etag: true, headers, unlisted: ['_headers', OUTPUT_FILES.redirects], symlinks: true }, { lstat: lstat as unknown as typeof fs.lstat, createReadStream: createReadStream as unknown as typeof fs.createReadStream }).catch((error: unknown) => {
        // A file that vanished while its ETag was computed was answered 404 above.
        if (res.writableEnded) return;
        res.statusCode = 500;
        res.end('Internal error');
        console.error(error);
      });
    });
  });
}

/** Starts listening; a port already taken is a PortInUse error that suggests --port. */
export function listen(server: http.Server, port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? errors.portInUse(host, port) : error));
    server.listen(port, host, () => {
      const addr = server.address();
      const actual = typeof addr === 'object' && addr ? addr.port : port;
      resolve(`http://${host.includes(':') ? `[${host}]` : host}:${actual}`);
    });
  });
}

/**
 * The build's own files are not pages: the headers and redirects files and dotfiles (the build marker) are
 * never served, however the path is spelt. A dot-named segment is served only as a page
 * folder the build made (`/…/VelocityTracker/.addProp()` → `.addProp()/index.html`).
 */
function servable(dir: string, decoded: string): boolean {
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((s) => s === '_headers' || s === OUTPUT_FILES.redirects || s === '.' || s === '..')) return false;
  if (!segments.some((s) => s.startsWith('.'))) return true;
  const page = segments.at(-1) === 'index.html' ? segments.slice(0, -1) : segments;
  return page.length > 0 && fs.existsSync(path.join(dir, ...page, 'index.html'));
}
