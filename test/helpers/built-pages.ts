import path from 'node:path';
import { GSITE_ROOT } from '../../cli/paths.ts';
import { pagesIn, type BuiltPage } from './pages-in.ts';
import { freshBuild } from './fresh-build.ts';

/**
 * The build under test: `build/`, or another folder named by GSITE_TEST_BUILD (parallel work),
 * rebuilt first when the sources changed since it was made, so a test file run on its own
 * never tests an old site.
 */
export const BUILD_DIR = freshBuild(process.env.GSITE_TEST_BUILD ? path.resolve(process.env.GSITE_TEST_BUILD) : path.join(GSITE_ROOT, 'build'));

/** Every HTML page of the real build (made fresh first: see BUILD_DIR). */
export function builtPages(): BuiltPage[] {
  return pagesIn(BUILD_DIR);
}

export { onePerKind, pagesIn, type BuiltPage } from './pages-in.ts';
