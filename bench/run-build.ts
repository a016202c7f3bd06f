/**
 * One clean production build in this process, for the benchmark: prints one JSON line with
 * the stage timings, page count and peak memory. Run as a child so each build starts cold.
 */
import { build } from '../cli/build/build.ts';
import { silentLogger } from '../cli/build/logger.ts';

const [root, outDir, cacheDir] = process.argv.slice(2);
if (!root || !outDir) throw new Error('usage: run-build.ts <site root> <out dir> [content cache dir]');
process.env.NODE_ENV = 'production';
const started = performance.now();
const result = await build({ root, outDir, logger: silentLogger, cacheDir });
const seconds = (performance.now() - started) / 1000;
process.stdout.write(
  JSON.stringify({
    pages: result.pages.length,
    seconds,
    timings: result.timings,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    bytes: result.bytes,
  }) + '\n',
);
