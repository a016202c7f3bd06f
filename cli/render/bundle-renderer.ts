import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import * as esbuild from 'esbuild';
import { CACHE_DIR, GSITE_ROOT } from '../paths.ts';
import { errors } from '../errors/catalogue.ts';
import type { PageTemplate } from '../routes/page-templates.ts';
import type { createRenderer, PageModule, TemplateModule } from './renderer.tsx';

export interface BundleRendererOptions {
  templatesDir: string;
  pageTemplates: PageTemplate[];
}

export interface RendererBundle {
  /** The bundled module on disk; workers import it too. */
  file: string;
  /** Local source files it was built from (for the dev watcher). */
  inputs: string[];
}

export interface RendererModule {
  createRenderer: typeof createRenderer;
  templates: TemplateModule;
  pages: Record<string, PageModule>;
}

/**
 * Bundles templates, page templates and the Markdown pipeline into one ESM file below
 * node_modules/.gsite. Packages stay external, so React is the one the CLI uses. Render
 * threads import the same file (render-thread.cjs); its default export renders a batch.
 */
export async function bundleRenderer(opts: BundleRendererOptions): Promise<RendererBundle> {
  const rel = (f: string) => JSON.stringify(f);
  const entry = [
    `import * as templates from ${rel(path.join(opts.templatesDir, 'index.ts'))};`,
    `import { provideParts } from ${rel(path.join(GSITE_ROOT, 'cli/render/worker.ts'))};`,
    `export { createRenderer } from ${rel(path.join(GSITE_ROOT, 'cli/render/renderer.tsx'))};`,
    `export { default } from ${rel(path.join(GSITE_ROOT, 'cli/render/worker.ts'))};`,
    ...opts.pageTemplates.map((p, i) => `import * as p${i} from ${rel(p.file)};`),
    `export const pages = {${opts.pageTemplates.map((p, i) => `${JSON.stringify(p.key)}: p${i}`).join(', ')}};`,
    `export { templates };`,
    `provideParts(templates, pages);`,
  ].join('\n');
  let result: esbuild.BuildResult<{ write: false; metafile: true }>;
  try {
    result = await esbuild.build({
      stdin: { contents: entry, resolveDir: GSITE_ROOT, loader: 'ts', sourcefile: 'gsite-renderer-entry.ts' },
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      jsx: 'automatic',
      logLevel: 'silent',
      absWorkingDir: GSITE_ROOT,
    });
  } catch (cause) {
    const first = (cause as esbuild.BuildFailure).errors?.[0];
    throw errors.bundleFailed('the templates', first?.text ?? String(cause), first?.location ? { file: path.resolve(GSITE_ROOT, first.location.file), line: first.location.line, column: first.location.column + 1 } : undefined);
  }
  const code = result.outputFiles[0]!.text;
  const hash = createHash('sha1').update(code).digest('hex').slice(0, 10);
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const file = path.join(CACHE_DIR, `renderer-${hash}.mjs`);
  if (!fs.existsSync(file)) {
    // Write then rename: another gsite process may be importing the same file right now.
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, code);
    fs.renameSync(tmp, file);
  } else {
    // Marks it as in use for pruneRenderers.
    const now = new Date();
    fs.utimesSync(file, now, now);
  }
  pruneRenderers(CACHE_DIR, file);
  const inputs = Object.keys(result.metafile.inputs)
    .filter((f) => !f.includes('node_modules') && !f.startsWith('<stdin>') && f !== 'gsite-renderer-entry.ts')
    .map((f) => path.resolve(GSITE_ROOT, f));
  return { file, inputs };
}

export async function importRenderer(bundle: RendererBundle): Promise<RendererModule> {
  return (await import(pathToFileURL(bundle.file).href)) as RendererModule;
}

/** Renderer bundles used within this time are kept: another gsite process (a dev server, a test) may still import one. */
const RENDERER_KEEP_MS = 60 * 60 * 1000;
/** …and the newest few whatever their age, so switching between branches stays warm. */
const RENDERER_KEEP_NEWEST = 4;

/**
 * Every edit of a template makes a new renderer bundle (~2 MB). Without pruning the folder
 * grows with every build ever made; this keeps the current one, the newest few and those
 * used in the last hour.
 */
export function pruneRenderers(dir: string, current: string, now = Date.now()): void {
  const bundles = fs
    .readdirSync(dir)
    .filter((f) => /^renderer-[0-9a-f]+\.mjs$/.test(f))
    .map((f) => {
      const file = path.join(dir, f);
      try {
        return { file, mtime: fs.statSync(file).mtimeMs };
      } catch {
        return undefined; // removed by another process meanwhile
      }
    })
    .filter((b): b is { file: string; mtime: number } => b !== undefined)
    .sort((a, b) => b.mtime - a.mtime);
  bundles.forEach((b, i) => {
    if (b.file === current || i < RENDERER_KEEP_NEWEST || now - b.mtime < RENDERER_KEEP_MS) return;
    fs.rmSync(b.file, { force: true });
  });
}

