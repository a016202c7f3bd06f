import assert from 'node:assert/strict';
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

/**
 * Built pages found by URL, with or without the trailing slash, `#anchor` or `?query`:
 * `page(url)` fails the test when that page is not built; `at(href)` is the page an internal
 * link leads to, if any.
 */
export function pagesByUrl(pages: BuiltPage[] = builtPages()): { page: (url: string) => BuiltPage; at: (href: string) => BuiltPage | undefined } {
  const key = (url: string) => decodeURI(url.split('#')[0]!.split('?')[0]!).replace(/\/$/, '') || '/';
  const byUrl = new Map(pages.map((p) => [key(p.url), p]));
  const at = (href: string) => byUrl.get(key(href));
  return {
    page: (url) => {
      const found = at(url);
      assert.ok(found, `${url} is built`);
      return found!;
    },
    at,
  };
}

export { islandsOn, onePerKind, pagesIn, type BuiltPage } from './pages-in.ts';
