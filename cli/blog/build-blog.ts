import path from 'node:path';
import YAML from 'yaml';
import type { ContentFile } from '../content/collect-content.ts';
import type { SiteConfig } from '../config/schema.ts';
import { errors } from '../errors/catalogue.ts';
import type { GsiteError } from '../errors/gsite-error.ts';
import { frontmatterLine } from '../content/frontmatter.ts';
import { joinUrl, outFileFor, type Route } from '../routes/route.ts';
import type { BlogAuthor, BlogData, BlogPostMeta, BlogTag } from '../routes/site-data.ts';
import { readingMinutes } from './reading-time.ts';
import { paginate } from './paginate.ts';

export interface BuildBlogOptions {
  config: SiteConfig;
  contentDir: string;
  files: ContentFile[];
  dataFiles: Record<string, string>;
  includeDrafts: boolean;
}

export interface BuiltBlog {
  blog?: BlogData;
  routes: Route[];
  /** Tags not declared in tags.yml: warnings, or errors under --strict. */
  problems: GsiteError[];
}

/** Posts, tags and every blog list route: index pages, tag pages, tags index, archive. */
export function buildBlog(opts: BuildBlogOptions): BuiltBlog {
  const cfg = opts.config.blog;
  if (!cfg) return { routes: [], problems: [] };
  const base = cfg.routeBasePath;
  const authors = readYaml<Record<string, { name: string; title?: string; url?: string; image_url?: string }>>(opts, `${cfg.dir}/authors.yml`) ?? {};
  const tagLabels = readYaml<Record<string, { label: string }>>(opts, `${cfg.dir}/tags.yml`) ?? {};
  const files = opts.files.filter((f) => f.collection.kind === 'blog' && (opts.includeDrafts || !f.frontmatter.draft));
  const tagsFile = path.join(opts.contentDir, cfg.dir, 'tags.yml');
  const problems: GsiteError[] = [];

  const posts: BlogPostMeta[] = files.map((file) => {
    const fm = file.frontmatter;
    const fromName = /^(\d{4}-\d{2}-\d{2})-(.+)\.md$/.exec(path.basename(file.relPath));
    const slug = fm.slug ?? (fromName ? fromName[2]! : file.relPath.replace(/(\/index)?\.md$/, ''));
    const date = fm.date ?? fromName?.[1];
    if (!date) throw errors.frontmatterInvalid({ file: file.file, line: 1 }, 'date', 'a blog post needs a date (frontmatter `date` or a YYYY-MM-DD- file name prefix)');
    return {
      id: slug,
      url: joinUrl(base, slug.replace(/^\//, '')),
      title: file.title,
      description: fm.description ?? '',
      date,
      authors: fm.authors.map((key) => {
        const a = authors[key];
        if (!a) {
          throw errors.frontmatterInvalid(
            { file: file.file, line: frontmatterLine(file.frontmatterText, 'authors', key) },
            'authors',
            `unknown author "${key}"; known authors are the keys of ${cfg.dir}/authors.yml: ${Object.keys(authors).join(', ') || '(none)'}`,
          );
        }
        return { key, name: a.name, title: a.title, url: a.url, imageUrl: a.image_url } satisfies BlogAuthor;
      }),
      tags: fm.tags.map((t) => {
        // A tag is declared in tags.yml (its key is the URL slug): an undeclared one, usually a
        // typo, would quietly make a tag page of its own.
        if (!tagLabels[t]) problems.push(errors.unknownBlogTag({ file: file.file, line: frontmatterLine(file.frontmatterText, 'tags', t) }, t, Object.keys(tagLabels), tagsFile));
        const slugged = tagLabels[t] ? t : t.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
        return { slug: slugged, label: tagLabels[t]?.label ?? t, url: joinUrl(base, 'tags', slugged) };
      }),
      readingMinutes: readingMinutes(file.body),
      source: file.file,
    };
  });
  posts.sort((a, b) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? 1 : -1));

  const tagMap = new Map<string, BlogTag>();
  for (const post of posts) {
    for (const t of post.tags) {
      const tag = tagMap.get(t.slug) ?? { ...t, count: 0 };
      tag.count++;
      tagMap.set(t.slug, tag);
    }
  }
  const tags = [...tagMap.values()].sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }));

  const fileOf = new Map(files.map((f) => [f.file, f]));
  const routes: Route[] = posts.map((post) => {
    const file = fileOf.get(post.source)!;
    return {
      url: post.url,
      kind: 'blog-post',
      outFile: outFileFor(post.url),
      source: post.source,
      title: post.title,
      description: post.description,
      frontmatter: file.frontmatter,
      post: { id: post.id },
    } satisfies Route;
  });
  routes.push(...paginate({ base, title: cfg.title, description: cfg.description, postIds: posts.map((p) => p.id), perPage: cfg.postsPerPage }));
  for (const tag of tags) {
    const ids = posts.filter((p) => p.tags.some((t) => t.slug === tag.slug)).map((p) => p.id);
    const title = `Posts tagged "${tag.label}"`;
    const description = `Every post on the ${cfg.title.toLowerCase()} tagged "${tag.label}", newest first.`;
    routes.push(...paginate({ base: tag.url, title, description, postIds: ids, perPage: cfg.postsPerPage, tag: tag.slug }));
  }
  routes.push(
    { url: joinUrl(base, 'tags'), kind: 'blog-tags', outFile: outFileFor(joinUrl(base, 'tags')), title: 'Tags', description: 'Every blog tag with its number of posts.' },
    { url: joinUrl(base, 'archive'), kind: 'blog-archive', outFile: outFileFor(joinUrl(base, 'archive')), title: 'Archive', description: 'Every blog post, grouped by year.' },
  );
  return { blog: { title: cfg.title, description: cfg.description, routeBasePath: base, posts, tags }, routes, problems };
}

function readYaml<T>(opts: BuildBlogOptions, rel: string): T | undefined {
  const text = opts.dataFiles[rel];
  if (text === undefined) return undefined;
  const doc = YAML.parseDocument(text, { prettyErrors: true });
  if (doc.errors.length) {
    const e = doc.errors[0]!;
    throw errors.dataFileYaml({ file: path.join(opts.contentDir, rel), line: e.linePos?.[0]?.line, column: e.linePos?.[0]?.col }, e.message);
  }
  return doc.toJS() as T;
}
