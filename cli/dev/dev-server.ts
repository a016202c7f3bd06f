import http from 'node:http';
import { escapeHtml } from '../util/html-text.ts';
import fs from 'node:fs';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { formatError } from '../errors/gsite-error.ts';
import { listen } from '../serve/static-server.ts';
import { DevSite, devPaths, type ChangeKind } from './dev-site.ts';
import { DEV_CLIENT_SCRIPT } from './dev-client-script.ts';
import { contentTypeOf } from './content-type.ts';
import { answerVerdict, judgeRequest } from '../serve/request-rules.ts';
import { isInside, realPathInside } from '../util/inside.ts';

export interface DevServerOptions {
  root: string;
  port: number;
  host?: string;
  /** Where messages go; tests pass their own. */
  log?: (message: string) => void;
}

export interface DevServer {
  url: string;
  site: DevSite;
  close(): Promise<void>;
}

/** `gsite dev`: serves from memory, watches sources, live-reloads, overlays build errors. */
export async function startDevServer(opts: DevServerOptions): Promise<DevServer> {
  const log = opts.log ?? ((m: string) => process.stderr.write(`${m}\n`));
  const site = new DevSite(devPaths(opts.root));
  await site.start();
  const clients = new Set<http.ServerResponse>();
  let lastError: string | undefined;

  const send = (event: string, data: unknown) => {
    for (const res of clients) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  const realRoot = fs.realpathSync(site.paths.root);
  const server = http.createServer(async (req, res) => {
    const verdict = judgeRequest(req.method, req.url);
    if (verdict.kind !== 'serve') return answerVerdict(verdict, res);
    const { path: pathname, query } = verdict;
    if (pathname === '/__gsite/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      res.write(`event: hello\ndata: ${JSON.stringify({ error: lastError ?? null })}\n\n`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    if (/\/index\.html$|\.html$/.test(pathname) && pathname !== '/404.html') {
      const bare = pathname.replace(/\/index\.html$/, '').replace(/\.html$/, '') || '/';
      res.writeHead(301, { location: encodeURI(bare) + query }).end();
      return;
    }
    const asset = site.asset(pathname);
    if (asset) {
      res.writeHead(200, { 'content-type': contentTypeOf(pathname.endsWith('/') ? `${pathname}index.html` : pathname), 'cache-control': 'no-cache' }).end(asset);
      return;
    }
    // A file of public/, as the build copies it: links are followed only while they stay
    // inside the site (cli/emit/public-files.ts); anything else is as missing.
    const publicFile = path.join(site.paths.publicDir, pathname);
    const realFile = isInside(publicFile, site.paths.publicDir) ? await realPathInside(publicFile, realRoot) : undefined;
    if (realFile && (await fs.promises.stat(realFile).catch(() => undefined))?.isFile()) {
      res.writeHead(200, { 'content-type': contentTypeOf(publicFile) });
      fs.createReadStream(realFile).pipe(res);
      return;
    }
    const twin = site.twin(pathname);
    if (twin !== undefined) {
      res.writeHead(200, { 'content-type': contentTypeOf(pathname), 'cache-control': 'no-cache' }).end(twin);
      return;
    }
    const route = site.route(pathname);
    const moved = route ? undefined : site.redirect(pathname, query);
    if (moved) {
      res.writeHead(301, { location: moved }).end();
      return;
    }
    try {
      const html = site.renderRoute(route ?? site.notFoundRoute()).replace('</body>', `<script>${DEV_CLIENT_SCRIPT}</script></body>`);
      // The security headers a build serves the page with: a template's inline script or
      // off-site request that the policy would block shows up in dev, not only after a build.
      res.writeHead(route ? 200 : 404, { ...site.pageHeaders(html), 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(html);
    } catch (error) {
      const message = formatError(error);
      log(message);
      const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Render error</title></head><body><script>${DEV_CLIENT_SCRIPT}</script><pre id="gsite-render-error">${escapeHtml(message)}</pre></body></html>`;
      res.writeHead(500, { ...site.pageHeaders(html), 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
    }
  });

  // Links are watched as links, never followed: a link out of the site must not make the
  // watcher read (or report changes of) files elsewhere on the machine.
  const watcher: FSWatcher = watch(site.watchTargets(), { ignoreInitial: true, followSymlinks: false });
  let pending = new Map<string, ChangeKind>();
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  let closed = false;
  const flush = () => {
    const batch = pending;
    pending = new Map();
    running = running.then(async () => {
      if (closed) return;
      const started = performance.now();
      try {
        const scope = await site.update(new Set(batch.values()), [...batch.keys()]);
        const hadError = lastError !== undefined;
        lastError = undefined;
        // chokidar's add() reopens a closed watcher (it clears its `closed` flag), whose
        // handles would then keep the process alive: close() waits for this update first.
        watcher.add(site.watchTargets());
        log(`updated in ${Math.round(performance.now() - started)} ms: ${[...batch.keys()].map((f) => path.relative(site.paths.root, f)).join(', ')}`);
        // A text-only edit changes nothing outside the page's main column: only that is swapped.
        send(scope !== 'all' && !hadError ? 'refresh' : 'reload', scope === 'text' ? { only: 'main' } : {});
      } catch (error) {
        lastError = formatError(error);
        log(lastError);
        send('build-error', { message: lastError });
      }
    });
  };
  watcher.on('all', (_event, file) => {
    if (closed) return;
    pending.set(path.resolve(file), site.classify(file));
    clearTimeout(timer);
    timer = setTimeout(flush, 5);
  });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));

  let url: string;
  try {
    url = await listen(server, opts.port, opts.host ?? '127.0.0.1');
  } catch (error) {
    // The watcher would keep the process running with nothing served: stop it, so the
    // command ends with its error (exit 1) instead of hanging.
    await watcher.close();
    throw error;
  }
  return {
    url,
    site,
    async close() {
      // No update starts after this; the one running finishes before the watcher closes.
      closed = true;
      clearTimeout(timer);
      await running;
      await watcher.close();
      for (const res of clients) res.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
