import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { GSITE_ROOT } from '../../cli/paths.ts';
import { buildStampOptions, sourceStamp } from '../../cli/build/source-stamp.ts';
import { readBuildStamp } from '../../cli/emit/out-dir.ts';

/** Is `dir` a build of the sources as they are now (the stamp its marker records)? */
export function isFresh(dir: string): boolean {
  return readBuildStamp(dir) === sourceStamp(GSITE_ROOT, buildStampOptions({}));
}

/**
 * Returns `dir` once it holds a build of the current sources: a missing or stale build is made
 * again (`gsite build --strict --out dir`, as `npm test` does) before any test reads it. Output
 * goes to stderr: a test file's stdout belongs to the test runner.
 */
export function freshBuild(dir: string): string {
  if (isFresh(dir)) return dir;
  const rel = path.relative(GSITE_ROOT, dir) || '.';
  process.stderr.write(`${rel}/ is missing or older than the sources: building it again first.\n`);
  try {
    execFileSync(process.execPath, [path.join(GSITE_ROOT, 'cli/bin/gsite.mjs'), 'build', '--strict', '--out', dir], { cwd: GSITE_ROOT, stdio: ['ignore', 2, 2] });
  } catch {
    throw new Error(`The site does not build (see the errors above), so the tests cannot run against it: fix the build, then run them again.`);
  }
  if (!isFresh(dir)) throw new Error(`${rel}/ was rebuilt but its stamp still differs from the sources (a file changed during the build?): run the tests again.`);
  return dir;
}
