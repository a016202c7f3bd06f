import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { errors } from '../errors/catalogue.ts';
import { clientSources, GSITE_ROOT, toPosix } from '../paths.ts';
import type { ClientAssets } from '../routes/site-data.ts';
import { cachedByInputs } from '../build/input-cache.ts';
import { listFiles } from '../build/list-files.ts';

export interface BundleClientOptions {
  clientDir: string;
  templatesDir: string;
  /** URL prefix of the emitted files, below the base URL. */
  publicPath?: string;
  minify?: boolean;
  /** `production` for builds; dev keeps React's warnings. */
  mode: 'production' | 'development';
  /** Reuse the bundle from here while none of its input files changed (cli/build/input-cache.ts); none: always bundle. */
  cacheDir?: string;
}

export interface ClientBundle {
  assets: ClientAssets;
  /** Output path below the build folder → contents. */
  files: Map<string, Uint8Array>;
  inputs: string[];
}

/**
 * The browser side: one entry per island (client/islands/*.tsx), the island loader and the
 * stylesheet. ESM with code splitting, so React lands in one shared chunk; hashed names.
 */
export async function bundleClient(opts: BundleClientOptions): Promise<ClientBundle> {
  if (!opts.cacheDir) return (await bundle(opts)).value;
  const { islandDirs, frameDirs } = clientSources(opts.clientDir);
  return cachedByInputs({
    dir: opts.cacheDir,
    // File names count, not only the files esbuild read: a demo added to client/demos joins
    // the bundle through an import() pattern without any input file changing.
    key: { bundle: 'client', esbuild: esbuild.version, opts: { ...opts, cacheDir: undefined }, names: fileNames([opts.clientDir, opts.templatesDir, ...islandDirs, ...frameDirs]) },
    make: () => bundle(opts),
    save: (b) => ({ assets: b.assets, inputs: b.inputs, files: [...b.files].map(([name, bytes]) => [name, Buffer.from(bytes).toString('base64')]) }),
    load: (saved) => {
      const s = saved as { assets: ClientAssets; inputs: string[]; files: [string, string][] };
      return { assets: s.assets, inputs: s.inputs, files: new Map(s.files.map(([name, b64]) => [name, new Uint8Array(Buffer.from(b64, 'base64'))])) };
    },
  });
}

/** Every file name below the folders (sorted), for cache keys. */
function fileNames(dirs: string[]): string[] {
  return [...new Set(dirs)].flatMap((d) => listFiles(d).map((f) => path.join(d, f))).sort();
}

async function bundle(opts: BundleClientOptions): Promise<{ value: ClientBundle; inputs: string[] }> {
  const { loader, islandDirs, frameDirs } = clientSources(opts.clientDir);
  const islands = islandEntries(islandDirs);
  const css = path.join(opts.templatesDir, 'styles', 'index.css');
  const entryPoints = [loader, css, ...islands.keys()];
  const result = await runEsbuild('the client islands', opts, {
    entryPoints,
    splitting: true,
    format: 'esm',
    outdir: path.join(GSITE_ROOT, '.gsite-client-out'),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    jsx: 'automatic',
  });
  const outBase = path.join(GSITE_ROOT, '.gsite-client-out');
  const publicPath = opts.publicPath ?? '/assets/';
  const urlOf = (abs: string) => publicPath + toPosix(path.relative(outBase, abs));
  const files = new Map<string, Uint8Array>();
  for (const f of result.outputFiles) files.set('assets/' + toPosix(path.relative(outBase, f.path)), f.contents);

  const assets: ClientAssets = { css: [], loader: '', islands: {}, frames: {} };
  for (const [out, meta] of Object.entries(result.metafile.outputs)) {
    if (!meta.entryPoint) continue;
    const abs = path.resolve(GSITE_ROOT, out);
    const entry = path.resolve(GSITE_ROOT, meta.entryPoint);
    if (entry === css) {
      if (out.endsWith('.css')) assets.css.push(urlOf(abs));
    } else if (entry === loader) {
      assets.loader = urlOf(abs);
    } else if (out.endsWith('.js') && islands.has(entry)) {
      assets.islands[islands.get(entry)!] = urlOf(abs);
    }
  }
  const frames = await bundleFrames(islandEntries(frameDirs), opts, outBase, urlOf);
  for (const [name, url] of frames.urls) assets.frames[name] = url;
  for (const [file, contents] of frames.files) files.set(file, contents);
  const read = [...Object.keys(result.metafile.inputs), ...frames.inputs].map((f) => path.resolve(GSITE_ROOT, f));
  return { value: { assets, files, inputs: [...new Set(read)].filter((f) => !f.includes('node_modules')) }, inputs: [...new Set(read)] };
}

/** One esbuild run for the browser with the settings every client bundle shares; a failure names the file and line. */
async function runEsbuild(what: string, opts: BundleClientOptions, own: esbuild.BuildOptions): Promise<esbuild.BuildResult<{ write: false; metafile: true }>> {
  try {
    return await esbuild.build({
      bundle: true,
      platform: 'browser',
      target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
      minify: opts.minify ?? opts.mode === 'production',
      sourcemap: 'linked',
      define: { 'process.env.NODE_ENV': JSON.stringify(opts.mode) },
      logLevel: 'silent',
      absWorkingDir: GSITE_ROOT,
      // A site's own islands may live outside this repository: their bare imports (react)
      // fall back to gsite's packages, as the server renderer's do.
      nodePaths: [path.join(GSITE_ROOT, 'node_modules')],
      legalComments: 'linked',
      ...own,
      write: false,
      metafile: true,
    });
  } catch (cause) {
    const first = (cause as esbuild.BuildFailure).errors?.[0];
    throw errors.bundleFailed(what, first?.text ?? String(cause), first?.location ? { file: path.resolve(GSITE_ROOT, first.location.file), line: first.location.line, column: first.location.column + 1 } : undefined);
  }
}

/**
 * Frame entries as classic scripts (IIFE, everything they import inside): a sandboxed frame's
 * document has an opaque origin, and module scripts from the site would need CORS headers.
 */
async function bundleFrames(
  entries: Map<string, string>,
  opts: BundleClientOptions,
  outBase: string,
  urlOf: (abs: string) => string,
): Promise<{ urls: Map<string, string>; files: Map<string, Uint8Array>; inputs: string[] }> {
  const urls = new Map<string, string>();
  const files = new Map<string, Uint8Array>();
  if (entries.size === 0) return { urls, files, inputs: [] };
  const result = await runEsbuild('the client frames', opts, { entryPoints: [...entries.keys()], format: 'iife', outdir: outBase, entryNames: 'frames/[name]-[hash]' });
  for (const f of result.outputFiles) files.set('assets/' + toPosix(path.relative(outBase, f.path)), f.contents);
  for (const [out, meta] of Object.entries(result.metafile.outputs)) {
    const entry = meta.entryPoint && entries.get(path.resolve(GSITE_ROOT, meta.entryPoint));
    if (entry && out.endsWith('.js')) urls.set(entry, urlOf(path.resolve(GSITE_ROOT, out)));
  }
  return { urls, files, inputs: Object.keys(result.metafile.inputs) };
}

/** Island entry files (absolute path → island name); a later folder's entry replaces an earlier one of the same name. */
function islandEntries(dirs: string[]): Map<string, string> {
  const byName = new Map<string, string>();
  for (const dir of dirs) {
    if (!fs.existsSync(dir)) continue;
    for (const f of fs.readdirSync(dir).filter((f) => /\.tsx?$/.test(f)).sort()) byName.set(f.replace(/\.tsx?$/, ''), path.join(dir, f));
  }
  return new Map([...byName].map(([name, file]) => [file, name]));
}
