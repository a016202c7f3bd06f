import { Worker } from 'node:worker_threads';
import type { BuildOptions } from '../../cli/build/build.ts';
import type { SerializedError } from '../../cli/errors/serialize-error.ts';

export type WorkerBuildOutcome =
  | { ok: true; warnings: SerializedError[] }
  | { ok: false; aggregate: boolean; errors: SerializedError[] }
  | { ok: false; timedOut: true };

/**
 * Builds in a worker thread, so that a build that never ends (a loop, a regex that
 * backtracks for ever) can be stopped: a timer in the same thread would never get to run.
 * A build that runs out of time ends the thread; the next build starts a new one.
 */
export function buildWorker() {
  let worker: Worker | undefined;
  const start = () => new Worker(new URL('./build-worker-thread.mjs', import.meta.url));
  return {
    build(options: Omit<BuildOptions, 'logger'>, timeoutMs: number): Promise<WorkerBuildOutcome> {
      const thread = (worker ??= start());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          thread.off('message', done).off('error', reject);
          worker = undefined;
          void thread.terminate();
          resolve({ ok: false, timedOut: true });
        }, timeoutMs);
        const done = (outcome: WorkerBuildOutcome) => {
          clearTimeout(timer);
          thread.off('error', reject);
          resolve(outcome);
        };
        thread.once('message', done).once('error', reject);
        thread.postMessage(options);
      });
    },
    async close(): Promise<void> {
      await worker?.terminate();
      worker = undefined;
    },
  };
}
