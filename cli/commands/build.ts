import { build } from '../build/build.ts';

export interface BuildCommandOptions {
  root: string;
  out: string;
  strict: boolean;
  drafts: boolean;
  workers?: number;
  /** false with --no-cache. */
  cache?: boolean;
  debug?: boolean;
}

export async function buildCommand(o: BuildCommandOptions): Promise<void> {
  await build({ root: o.root, outDir: o.out, strict: o.strict, includeDrafts: o.drafts, workers: o.workers, cache: o.cache });
}
