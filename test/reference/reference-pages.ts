import fs from 'node:fs';
import path from 'node:path';
import { GSITE_ROOT } from '../../cli/paths.ts';
import { parseSource, type Frontmatter } from '../../cli/content/frontmatter.ts';

/** Where the v3 reference Markdown lives; a page's path below it is its URL below /docs/v3/. */
export const DOCS_ROOT = path.join(GSITE_ROOT, 'content/docs/v3');

/**
 * The folders (below content/docs/v3) whose pages the reference checks cover: the GSAP core
 * (issue 9) and the plugins (issue 19: Plugins/index.md and the scroll plugins; every plugin
 * folder that arrives under Plugins/ is covered too, so its inventory lines go into
 * inventory.md with it). Add a folder here when its reference pages arrive.
 */
// MotionPathHelper: its member pages sit outside Plugins/ (routes.md §1 #12e: /docs/v3/MotionPathHelper/kill()).
export const REFERENCE_DIRS = ['GSAP', 'Eases', 'Plugins', 'MotionPathHelper', 'HelperFunctions'] as const;

/** The type definitions the reference is written against (dev dependency under an alias). */
export const GSAP_TYPES_DIR = path.join(GSITE_ROOT, 'node_modules/gsap-3.12.7/types');

export interface ReferencePage {
  /** Path from the repository root, for messages: `content/docs/v3/GSAP/gsap.to().md`. */
  file: string;
  /** The page's URL: `/docs/v3/GSAP/gsap.to()`; index files end in `/`. */
  url: string;
  frontmatter: Frontmatter;
  body: string;
  /** File line where `body` starts. */
  bodyLine: number;
}

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full) : e.name.endsWith('.md') ? [full] : [];
  });
}

/** Where all Markdown content lives (docs, learning pages, blog, plain pages). */
export const CONTENT_ROOT = path.join(GSITE_ROOT, 'content');

/**
 * Every Markdown page of the site (content/**.md except the authoring README), sorted by file,
 * with the fields the examples checks need.
 */
export function contentPages(): Pick<ReferencePage, 'file' | 'frontmatter' | 'body' | 'bodyLine'>[] {
  return walk(CONTENT_ROOT)
    .filter((full) => full !== path.join(CONTENT_ROOT, 'README.md'))
    .sort()
    .map((full) => {
      const { frontmatter, body, bodyLine } = parseSource(full, fs.readFileSync(full, 'utf8'));
      return { file: path.relative(GSITE_ROOT, full).split(path.sep).join('/'), frontmatter, body, bodyLine };
    });
}

/** The Markdown pages of the reference folders, sorted by file. */
export function referencePages(dirs: readonly string[] = REFERENCE_DIRS): ReferencePage[] {
  return dirs
    .flatMap((d) => walk(path.join(DOCS_ROOT, d)))
    .sort()
    .map((full) => {
      const rel = path.relative(DOCS_ROOT, full).split(path.sep).join('/');
      const { frontmatter, body, bodyLine } = parseSource(full, fs.readFileSync(full, 'utf8'));
      const url = '/docs/v3/' + (rel.endsWith('/index.md') ? rel.slice(0, -'index.md'.length) : rel.replace(/\.md$/, ''));
      return { file: path.relative(GSITE_ROOT, full).split(path.sep).join('/'), url, frontmatter, body, bodyLine };
    });
}
