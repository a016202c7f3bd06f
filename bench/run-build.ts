/**
 * One clean production build in this process, for the benchmark: prints one JSON line with
 * the stage timings, page count and peak memory. Run as a child so each build starts cold.
 */
import process from 'node:process';

const [root, outDir, cacheDir] = process.argv.slice(2);
if (!root || !outDir) throw new Error('usage: run-build.ts <site root> <out dir> [content cache dir]');
// Set before the build's modules load React (as cli/bin/gsite.mjs does): React picks its
// production or development build when first imported, and a static import would come first.
process.env.NODE_ENV = 'production';
const { build } = await import('../cli/build/build.ts');
const { silentLogger } = await import('../cli/build/logger.ts');
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
