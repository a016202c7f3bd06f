import { parentPort } from 'node:worker_threads';
import { build, type BuildOptions } from '../../cli/build/build.ts';
import { silentLogger } from '../../cli/build/logger.ts';
import { GsiteAggregateError } from '../../cli/errors/gsite-error.ts';
import { serializeError } from '../../cli/errors/serialize-error.ts';
import type { WorkerBuildOutcome } from './build-worker.ts';

/** The thread side of build-worker.ts: one build per message, its outcome as plain data. */
parentPort!.on('message', async (options: Omit<BuildOptions, 'logger'>) => {
  let outcome: WorkerBuildOutcome;
  try {
    const result = await build({ ...options, logger: silentLogger });
    outcome = { ok: true, warnings: result.warnings.map(serializeError) };
  } catch (error) {
    outcome = { ok: false, aggregate: error instanceof GsiteAggregateError, errors: (error instanceof GsiteAggregateError ? error.errors : [error]).map(serializeError) };
  }
  parentPort!.postMessage(outcome);
});
