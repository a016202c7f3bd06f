import path from 'node:path';
import { build } from '../build/build.ts';
import { consoleLogger } from '../build/logger.ts';
import { docsetName, writeDocset } from '../docset/write-docset.ts';

export interface BuildCommandOptions {
  root: string;
  out: string;
  strict: boolean;
  drafts: boolean;
  workers?: number;
  /** false with --no-cache. */
  cache?: boolean;
  debug?: boolean;
  /** --docset: true for the default file, or the zip's path. */
  docset?: boolean | string;
}

export async function buildCommand(o: BuildCommandOptions): Promise<void> {
  const result = await build({ root: o.root, outDir: o.out, strict: o.strict, includeDrafts: o.drafts, workers: o.workers, cache: o.cache });
  if (!o.docset) return;
  // Made from the finished build folder: a docset never holds pages of a build that failed.
  const buildDir = path.resolve(o.root, o.out);
  const file = typeof o.docset === 'string' ? path.resolve(o.root, o.docset) : path.join(path.dirname(buildDir), `${docsetName(result.site.config)}.docset.zip`);
  const started = performance.now();
  const docset = await writeDocset({ buildDir, routes: result.routes, site: result.site, file });
  consoleLogger().info(
    `Docset: ${path.relative(process.cwd(), docset.file) || docset.file} (${docset.pages} pages, ${docset.entries} index entries, ${(docset.bytes / 1024 / 1024).toFixed(1)} MB) in ${((performance.now() - started) / 1000).toFixed(2)}s.`,
  );
}
