import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { ParsedSource } from './frontmatter.ts';
import { GSITE_ROOT, lockfileText } from '../paths.ts';
import { writeWhole } from '../util/write-whole.ts';

/**
 * Parsed sources (frontmatter read and checked, title found, nesting checked) to re-use for a
 * file whose text has not changed. Only sources that parsed cleanly are kept: a file with a
 * problem is parsed (and reported) on every build.
 */
export interface ParseCache {
  get(file: string, source: string): ParsedSource | undefined;
  set(file: string, source: string, parsed: ParsedSource): void;
}

/** By file, for one process (the dev server): the last text of each file and what it parsed to. */
export function memoryParseCache(): ParseCache {
  const byFile = new Map<string, { source: string; parsed: ParsedSource }>();
  return {
    get: (file, source) => {
      const hit = byFile.get(file);
      return hit && hit.source === source ? hit.parsed : undefined;
    },
    set: (file, source, parsed) => void byFile.set(file, { source, parsed }),
  };
}

/**
 * What a stored entry holds: the checked frontmatter, and where the body and the frontmatter
 * text sit in the source (both are slices of it), so the file does not repeat every page's text.
 */
type Stored = [frontmatter: ParsedSource['frontmatter'], bodyLength: number, frontmatterStart: number, frontmatterLength: number, bodyLine: number, title: string];

export interface StoredParseCache extends ParseCache {
  /** Where it is kept (its name is what cache pruning keeps). */
  readonly file: string;
  /** Writes the entries this build used (none other: the file does not grow with old texts) when they changed. */
  save(): void;
}

/**
 * Kept between builds in one file, by a hash of each source's text. Parsing is most of
 * collecting content (0.40 of 0.44 s for 2,000 pages: gray-matter, YAML, the schema, the
 * nesting check), and a warm build parses nothing it parsed before. `salt` names what else
 * decides a parse (gsite's own code and the packages' versions): another salt, another file.
 * A file that cannot be read or does not hold what is expected is ignored and made again.
 */
export function storedParseCache(dir: string, salt = parseCacheSalt()): StoredParseCache {
  const file = path.join(dir, `sources-${salt.slice(0, 32)}.json`);
  let stored = new Map<string, Stored>();
  try {
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { salt?: string; entries?: Record<string, Stored> };
    if (json.salt === salt && json.entries && typeof json.entries === 'object') stored = new Map(Object.entries(json.entries));
  } catch {
    // none yet, or unreadable: every source is parsed
  }
  const used = new Map<string, Stored>();
  let changed = false;
  const key = (source: string) => createHash('sha256').update(source).digest('base64url').slice(0, 27);
  return {
    file,
    get(_file, source) {
      const k = key(source);
      const entry = stored.get(k);
      if (!entry || !Array.isArray(entry) || entry.length !== 6) return undefined;
      const [frontmatter, bodyLength, fmStart, fmLength, bodyLine, title] = entry;
      if (bodyLength > source.length || fmStart + fmLength > source.length) return undefined;
      used.set(k, entry);
      return { frontmatter, body: source.slice(source.length - bodyLength), bodyLine, frontmatterText: source.slice(fmStart, fmStart + fmLength), title };
    },
    set(_file, source, parsed) {
      const fmStart = source.indexOf(parsed.frontmatterText);
      // Both texts are slices of the source as parsed today; anything else is not stored.
      if (!source.endsWith(parsed.body) || fmStart < 0) return;
      used.set(key(source), [parsed.frontmatter, parsed.body.length, fmStart, parsed.frontmatterText.length, parsed.bodyLine, parsed.title]);
      changed = true;
    },
    save() {
      if (!changed && used.size === stored.size) return;
      try {
        fs.mkdirSync(dir, { recursive: true });
        writeWhole(file, JSON.stringify({ salt, entries: Object.fromEntries(used) }));
      } catch (error) {
        // The cache only saves time: a full disk or a read-only folder must not fail a build.
        process.emitWarning(`gsite: could not keep the parsed sources for the next build (${(error as Error).message}).`);
      }
    },
  };
}

/**
 * What decides how a source parses besides its text: the code of cli/content/ (the frontmatter
 * schema, titles, the nesting check) and the versions of the packages it calls (gray-matter,
 * js-yaml, zod), all in package-lock.json. Read once per process.
 */
export function parseCacheSalt(): string {
  if (codeSalt) return codeSalt;
  const h = createHash('sha256').update('gsite-parse-cache-1');
  h.update(lockfileText());
  const dir = path.join(GSITE_ROOT, 'cli', 'content');
  for (const name of fs.readdirSync(dir).sort()) {
    if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) h.update('\0').update(name).update('\0').update(fs.readFileSync(path.join(dir, name)));
  }
  return (codeSalt = h.digest('hex'));
}
let codeSalt: string | undefined;
