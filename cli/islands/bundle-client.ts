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
  const { islandDirs } = clientSources(opts.clientDir);
  return cachedByInputs({
    dir: opts.cacheDir,
    // File names count, not only the files esbuild read: a demo added to client/demos joins
    // the bundle through an import() pattern without any input file changing.
    key: { bundle: 'client', esbuild: esbuild.version, opts: { ...opts, cacheDir: undefined }, names: fileNames([opts.clientDir, opts.templatesDir, ...islandDirs]) },
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
  const { loader, islandDirs } = clientSources(opts.clientDir);
  const islands = islandEntries(islandDirs);
  const css = path.join(opts.templatesDir, 'styles', 'index.css');
  const entryPoints = [loader, css, ...islands.keys()];
  let result: esbuild.BuildResult<{ write: false; metafile: true }>;
  try {
    result = await esbuild.build({
      entryPoints,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
      minify: opts.minify ?? opts.mode === 'production',
      sourcemap: 'linked',
      write: false,
      metafile: true,
      outdir: path.join(GSITE_ROOT, '.gsite-client-out'),
      entryNames: '[name]-[hash]',
      chunkNames: 'chunks/[name]-[hash]',
      assetNames: 'media/[name]-[hash]',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': JSON.stringify(opts.mode) },
      logLevel: 'silent',
      absWorkingDir: GSITE_ROOT,
      // A site's own islands may live outside this repository: their bare imports (react)
      // fall back to gsite's packages, as the server renderer's do.
      nodePaths: [path.join(GSITE_ROOT, 'node_modules')],
      legalComments: 'linked',
    });
  } catch (cause) {
    const first = (cause as esbuild.BuildFailure).errors?.[0];
    throw errors.bundleFailed('the client islands', first?.text ?? String(cause), first?.location ? { file: path.resolve(GSITE_ROOT, first.location.file), line: first.location.line, column: first.location.column + 1 } : undefined);
  }
  const outBase = path.join(GSITE_ROOT, '.gsite-client-out');
  const publicPath = opts.publicPath ?? '/assets/';
  const urlOf = (abs: string) => publicPath + toPosix(path.relative(outBase, abs));
  const files = new Map<string, Uint8Array>();
  for (const f of result.outputFiles) files.set('assets/' + toPosix(path.relative(outBase, f.path)), f.contents);

  const assets: ClientAssets = { css: [], loader: '', islands: {} };
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
  const read = Object.keys(result.metafile.inputs).map((f) => path.resolve(GSITE_ROOT, f));
  return { value: { assets, files, inputs: read.filter((f) => !f.includes('node_modules')) }, inputs: read };
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
