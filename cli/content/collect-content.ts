import nodeFs from 'node:fs';
import path from 'node:path';
import { parseSource, type ParsedSource } from './frontmatter.ts';
import type { ParseCache } from './parse-cache.ts';
import { decodeText } from './read-text.ts';
import { toPosix } from '../paths.ts';
import { GsiteAggregateError, GsiteError } from '../errors/gsite-error.ts';
import type { SiteConfig } from '../config/schema.ts';

/** The file-system calls content collection needs; tests may pass a stand-in. */
export type ContentFs = Pick<typeof nodeFs, 'readFileSync' | 'readdirSync' | 'existsSync'>;

export type Collection =
  | { kind: 'docs'; id: string }
  | { kind: 'blog' }
  /** content/pages/**: plain Markdown pages at their own path. */
  | { kind: 'pages' };

/** One Markdown source file, parsed. */
export interface ContentFile extends ParsedSource {
  /** Absolute path. */
  file: string;
  /** Path below the collection folder, posix, with the extension. */
  relPath: string;
  collection: Collection;
}

export interface CollectedContent {
  files: ContentFile[];
  /** Raw data files (YAML) below content/ that stages read, by path relative to content/. */
  dataFiles: Record<string, string>;
}

export interface CollectContentOptions {
  contentDir: string;
  config: SiteConfig;
  fs?: ContentFs;
  /** Re-use what a file parsed to when its text has not changed (parse-cache.ts). */
  cache?: ParseCache;
}

export function collectContent(opts: CollectContentOptions): CollectedContent {
  const fs = opts.fs ?? nodeFs;
  const files: ContentFile[] = [];
  const problems: GsiteError[] = [];
  const read = (dir: string, collection: Collection) => {
    const abs = path.join(opts.contentDir, dir);
    if (!fs.existsSync(abs)) return;
    for (const rel of walk(fs, abs)) {
      if (!rel.endsWith('.md')) continue;
      const file = path.join(abs, rel);
      let parsed: ParsedSource;
      try {
        const source = decodeText(file, fs.readFileSync(file) as Uint8Array);
        const cached = opts.cache?.get(file, source);
        parsed = cached ?? parseSource(file, source);
        if (!cached) opts.cache?.set(file, source, parsed);
      } catch (error) {
        // Collect first, fail once: report every bad file of the site together.
        if (error instanceof GsiteError) {
          problems.push(error);
          continue;
        }
        throw error;
      }
      files.push({ file, relPath: toPosix(rel), collection, ...parsed });
    }
  };
  for (const [id, docs] of Object.entries(opts.config.docs)) read(docs.dir, { kind: 'docs', id });
  if (opts.config.blog) read(opts.config.blog.dir, { kind: 'blog' });
  read('pages', { kind: 'pages' });
  if (problems.length === 1) throw problems[0];
  if (problems.length > 1) throw new GsiteAggregateError(problems, `${problems.length} content files have problems:`);

  const dataFiles: Record<string, string> = {};
  if (opts.config.blog) {
    for (const name of ['authors.yml', 'tags.yml']) {
      const rel = `${opts.config.blog.dir}/${name}`;
      const abs = path.join(opts.contentDir, rel);
      if (fs.existsSync(abs)) dataFiles[rel] = decodeText(abs, fs.readFileSync(abs) as Uint8Array);
    }
  }
  return { files, dataFiles };
}

/** Relative paths of all files below dir, sorted so output never depends on disk order. */
function walk(fs: ContentFs, dir: string, prefix = ''): string[] {
  const out: string[] = [];
  const entries = fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }) as nodeFs.Dirent[];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    // Hidden files and folders (.git, .DS_Store) and _partials are not pages. A Markdown file
    // whose name starts with a dot is: the library's URLs have such members
    // (/docs/v3/Plugins/InertiaPlugin/VelocityTracker/.addProp()).
    const dotPage = entry.name.startsWith('.') && entry.isFile() && entry.name.endsWith('.md') && entry.name.length > '.md'.length + 1;
    if ((entry.name.startsWith('.') && !dotPage) || entry.name.startsWith('_')) continue;
    const rel = prefix ? path.join(prefix, entry.name) : entry.name;
    if (entry.isDirectory()) out.push(...walk(fs, dir, rel));
    else out.push(rel);
  }
  return out;
}
