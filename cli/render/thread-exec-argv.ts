/** Node options that load code into every thread before its own module: module loaders and preloads. */
const LOADER_FLAGS = new Set(['--import', '--require', '-r', '--loader', '--experimental-loader']);

/**
 * The Node options for a render thread: the process's own (heap limits, profiling, source
 * maps), without module loaders. A render thread runs only the renderer bundle, plain ESM with
 * its packages external, and needs no loader; a TypeScript loader the process was started
 * with (`node --import tsx`, as the tests and the benchmark run gsite) made piscina's first
 * attempt, require() of the bundle, succeed through tsx, which recompiles the bundle and every
 * package it imports to CommonJS with a getter per export: the 2,011-page corpus rendered in
 * ~35 s instead of ~29.
 */
export function renderThreadExecArgv(execArgv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const arg = execArgv[i]!;
    if (LOADER_FLAGS.has(arg)) i++; // its value is the next argument
    else if (![...LOADER_FLAGS].some((flag) => arg.startsWith(`${flag}=`))) kept.push(arg);
  }
  return kept;
}
