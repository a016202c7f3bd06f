import type { Logger } from './logger.ts';

export interface StageTiming {
  stage: string;
  ms: number;
}

/** Runs one named stage and records how long it took (VitePress-style `task`). */
export function createTasks(logger: Logger, now: () => number = () => performance.now()) {
  const timings: StageTiming[] = [];
  async function task<T>(stage: string, run: () => Promise<T> | T): Promise<T> {
    const start = now();
    try {
      return await run();
    } finally {
      const ms = now() - start;
      timings.push({ stage, ms });
      logger.info(`  ${stage.padEnd(22)} ${(ms / 1000).toFixed(2)}s`);
    }
  }
  return { task, timings };
}
