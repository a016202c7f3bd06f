import matter from 'gray-matter';
import { z } from 'zod';
import { errors } from '../errors/catalogue.ts';
import { keyPath } from '../config/validate-config.ts';
import { closest } from '../util/closest.ts';
import { pageTitle } from './page-title.ts';
import { checkNesting } from './nesting-depth.ts';

const dateSchema = z.union([z.date(), z.string()]).transform((v, ctx) => {
  const d = v instanceof Date ? v : new Date(v);
  // A string date must be a real calendar day: 2024-02-31 does not exist.
  const day = typeof v === 'string' ? /^(\d{4}-\d{2}-\d{2})/.exec(v)?.[1] : undefined;
  if (Number.isNaN(d.getTime()) || (typeof v === 'string' && (!day || d.toISOString().slice(0, 10) !== day))) {
    ctx.addIssue({ code: 'custom', message: `"${String(v)}" is not a date (use YYYY-MM-DD)` });
    return z.NEVER;
  }
  return d.toISOString().slice(0, 10);
});

const headingLevel = z.number().int().min(2).max(6);

/** Every frontmatter key gsite understands. Unknown keys are errors: they are usually typos. */
export const frontmatterSchema = z.strictObject({
  title: z.string().min(1).optional(),
  description: z.string().optional(),
  sidebar_label: z.string().optional(),
  sidebar_position: z.number().optional(),
  sidebar_class_name: z.string().optional(),
  slug: z.string().optional(),
  draft: z.boolean().default(false),
  tags: z.array(z.string()).default([]),
  date: dateSchema.optional(),
  authors: z.union([z.string(), z.array(z.string())]).transform((a) => (Array.isArray(a) ? a : [a])).default([]),
  toc_min_heading_level: headingLevel.default(2),
  toc_max_heading_level: headingLevel.default(3),
  hide_table_of_contents: z.boolean().default(false),
  /** The library member a reference page documents, e.g. `gsap.to` or `Timeline.add`. */
  api: z.string().optional(),
  keywords: z.array(z.string()).default([]),
  image: z.string().optional(),
  /** First library version with this member, e.g. `3.10.0`. */
  since: z.string().optional(),
  /** When the page last changed, where git history cannot say (a shallow clone): a date or `{ date }`. */
  last_update: z.union([dateSchema, z.strictObject({ date: dateSchema })]).transform((v) => (typeof v === 'object' && v !== null && 'date' in v ? v.date : v)).optional(),
  /**
   * A page of content/pages/showcase/ that is a showcase entry: the plugins it uses (empty: the
   * core alone), its thumbnail (a site path to our own SVG) and, for a piece that lives
   * elsewhere, its checked https address (the page then describes it and links there).
   */
  showcase: z
    .strictObject({
      plugins: z.array(z.string().min(1)).default([]),
      thumbnail: z.string().regex(/^\/[^\s]+\.svg$/, 'a site path to an SVG file, e.g. /img/showcase/name.svg'),
      url: z.string().url().startsWith('https://').optional(),
    })
    .optional(),
});

export type Frontmatter = z.output<typeof frontmatterSchema>;

export interface ParsedSource {
  frontmatter: Frontmatter;
  body: string;
  /** 1-based line of the file where `body` starts, so Markdown positions map back. */
  bodyLine: number;
  /** The frontmatter as written (without the `---` lines), to point at lines later. */
  frontmatterText: string;
  /** Frontmatter `title`, else the `# heading` the body opens with: every page has one. */
  title: string;
}

/** Splits and validates frontmatter; errors carry the file and the line of the bad key. */
export function parseSource(file: string, source: string): ParsedSource {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // gray-matter caches by content; the cache would hand back a stale object across dev edits.
    parsed = matter(source, {});
  } catch (cause) {
    const mark = (cause as { mark?: { line?: number; column?: number } }).mark;
    const reason = (cause as { reason?: string }).reason ?? (cause as Error).message;
    throw errors.frontmatterYaml(
      // gray-matter hands YAML the text after the opening `---` including its line break, so
      // the parser's 0-based line N is file line N + 1.
      { file, line: mark?.line !== undefined ? mark.line + 1 : 1, column: mark?.column !== undefined ? mark.column + 1 : undefined },
      reason,
      cause,
    );
  }
  // gray-matter leaves `matter` undefined for a file without frontmatter.
  const frontmatterText = (parsed.matter ?? '').replace(/^\r?\n/, '');
  // An unquoted `date: 2023-02-30` reaches us as a Date that YAML rolled over to March 2:
  // the day as written must be the day we got.
  const data = (parsed.data ?? {}) as Record<string, unknown>;
  if (data.date instanceof Date) {
    const line = frontmatterLine(frontmatterText, 'date');
    const written = /^date:\s*['"]?(\d{4}-\d{2}-\d{2})/.exec(source.split('\n')[line - 1] ?? '')?.[1];
    if (written && written !== data.date.toISOString().slice(0, 10)) {
      throw errors.frontmatterInvalid({ file, line }, 'date', `"${written}" is not a calendar day (YAML would read it as ${data.date.toISOString().slice(0, 10)})`);
    }
  }
  const result = frontmatterSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const key = issue.code === 'unrecognized_keys' ? issue.keys[0]! : keyPath(issue.path);
    const known = Object.keys(frontmatterSchema.shape);
    const near = closest(key, known, 1);
    const detail =
      issue.code === 'unrecognized_keys'
        ? `unknown key${near.length ? ` (did you mean "${near[0]}"?)` : ''}. Known keys: ${known.join(', ')}`
        : issue.message;
    throw errors.frontmatterInvalid({ file, line: frontmatterLine(frontmatterText, key.split(/[.[]/)[0]!) }, key, detail);
  }
  const frontmatter = result.data;
  if (frontmatter.slug !== undefined && hasDotSegment(frontmatter.slug)) {
    throw errors.invalidSlug({ file, line: frontmatterLine(frontmatterText, 'slug') }, frontmatter.slug);
  }
  const body = parsed.content;
  const title = pageTitle(frontmatter.title, body);
  if (title === undefined) throw errors.pageWithoutTitle(file, source.trim() === '');
  const bodyLine = source.length === body.length ? 1 : source.slice(0, source.length - body.length).split('\n').length;
  checkNesting(file, body, bodyLine);
  return { frontmatter, body, bodyLine, frontmatterText, title };
}

/**
 * A slug may not have `.` or `..` segments (nor their %2e spellings, which URLs read the
 * same way): the page would land outside its collection, or outside the build folder.
 */
function hasDotSegment(slug: string): boolean {
  return slug.split('/').some((segment) => /^(\.|%2e){1,2}$/i.test(segment));
}

/**
 * The file line of a frontmatter key (`key:` opening a line), or, given a value, of the line
 * of that key's entry that holds it (`- bob` below `authors:`, or `tags: [a, b]` itself).
 * 1 when the key is not there. The frontmatter text starts on file line 2.
 */
export function frontmatterLine(frontmatterText: string, key: string, value?: string): number {
  const lines = frontmatterText.split('\n');
  const at = lines.findIndex((l) => l.startsWith(`${key}:`));
  if (at < 0) return 1;
  if (value !== undefined) {
    const word = new RegExp(`(^|[\\s[,'"])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[\\s\\],'"])`);
    for (let i = at; i < lines.length && (i === at || /^\s/.test(lines[i]!)); i++) {
      if (word.test(i === at ? lines[i]!.slice(key.length + 1) : lines[i]!)) return i + 2;
    }
  }
  return at + 2;
}
