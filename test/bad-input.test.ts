import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { build, type BuildOptions } from '../cli/build/build.ts';
import { silentLogger } from '../cli/build/logger.ts';
import { GsiteAggregateError, GsiteError, formatError } from '../cli/errors/gsite-error.ts';
import { GSITE_ROOT } from '../cli/paths.ts';
import { FIXTURES, fixtureCopy, type FixtureChanges } from './helpers/fixture.ts';
import { treeDigest } from './helpers/tree-digest.ts';

/**
 * Bad input, one row each: what is broken → the catalogued error a user gets (code, file,
 * line, key). Each row builds a copy of the basic fixture that holds an earlier build, and
 * that build/ must come out of the failure byte for byte as it was. A row marked `warning`
 * is a warning by default (the build succeeds and says so) and an error under --strict.
 */
interface BadInput {
  broken: string;
  changes: FixtureChanges;
  code: string;
  /** The file the message names, relative to the site root. */
  file: string;
  line?: number;
  key?: string;
  message: RegExp;
  options?: Partial<BuildOptions>;
  warning?: true;
}

const post2 = 'content/blog/2024-02-01-post-2.md';
const basicConfig = () => fs.readFileSync(path.join(FIXTURES, 'basic', 'site.config.ts'), 'utf8');
const intro = 'content/docs/guide/intro.md';

const rows: BadInput[] = [
  {
    broken: 'an unquoted date that is not a calendar day',
    changes: { [post2]: '---\ntitle: Post 2\nauthors: [ann]\ndate: 2023-02-30\n---\n\nText.\n' },
    code: 'FrontmatterInvalid',
    file: post2,
    line: 4,
    key: 'date',
    message: /"2023-02-30" is not a calendar day/,
  },
  {
    broken: 'a frontmatter YAML syntax error',
    changes: { [intro]: '---\ntitle: Intro\nkey: value: other\n---\n\nText.\n' },
    code: 'FrontmatterSyntax',
    file: intro,
    line: 3,
    message: /not valid YAML/,
  },
  {
    broken: 'a slug climbing out with ..',
    changes: { [intro]: '---\ntitle: Intro\nslug: /../../blog\n---\n\nText.\n' },
    code: 'InvalidSlug',
    file: intro,
    line: 3,
    key: 'slug',
    message: /"\/\.\.\/\.\.\/blog" has a "\." or "\.\." segment/,
  },
  {
    broken: 'a slug with a %2e%2e segment (URLs read it as ..)',
    changes: { 'content/pages/about.md': '---\ntitle: About\ndescription: d\nslug: x/%2E%2e/y\n---\n\nText.\n' },
    code: 'InvalidSlug',
    file: 'content/pages/about.md',
    line: 4,
    key: 'slug',
    message: /segment/,
  },
  {
    broken: 'a 0-byte Markdown file',
    changes: { 'content/docs/guide/empty.md': '' },
    code: 'PageWithoutTitle',
    file: 'content/docs/guide/empty.md',
    message: /The file is empty/,
  },
  {
    broken: 'a page with neither a title nor an opening # heading',
    changes: { [intro]: '---\nsidebar_position: 1\n---\n\nText.\n' },
    code: 'PageWithoutTitle',
    file: intro,
    message: /The page has no title/,
  },
  {
    broken: 'a Markdown file saved as Latin-1',
    changes: { [intro]: Buffer.concat([Buffer.from('---\ntitle: Intro\n---\n\nCaf'), Buffer.from([0xe9]), Buffer.from(' au lait.\n')]) },
    code: 'ContentNotText',
    file: intro,
    line: 5,
    message: /byte 0xE9 on this line is not UTF-8/,
  },
  {
    broken: 'a binary file named .md (a PNG)',
    changes: { 'content/pages/logo.md': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]) },
    code: 'ContentNotText',
    file: 'content/pages/logo.md',
    line: 3, // after the header's \r\n and \x1a\n
    message: /NUL byte/,
  },
  {
    broken: 'a list nested 10,000 levels deep (it ran out of stack after many seconds)',
    changes: { [intro]: `---\ntitle: Intro\n---\n\nText.\n\n${'- '.repeat(10_000)}item\n` },
    code: 'NestingTooDeep',
    file: intro,
    line: 7,
    message: /lists and quotes about 10000 levels deep; a page may nest 64 levels at most/,
  },
  {
    broken: 'an unclosed :::warning (it swallowed the rest of the page)',
    changes: { [intro]: '---\ntitle: Intro\n---\n\nBefore.\n\n:::warning\nCareful.\n\n## Later\n\nThe rest of the page.\n' },
    code: 'UnclosedDirective',
    file: intro,
    line: 7,
    message: /^:::warning is never closed/,
  },
  {
    broken: 'a blog tag not declared in tags.yml (it made a tag page of its own)',
    changes: { [post2]: '---\ntitle: Post 2\ndescription: d\nauthors: [ann]\ntags: [news, relase]\n---\n\nText.\n' },
    code: 'UnknownBlogTag',
    file: post2,
    line: 5,
    key: 'tags',
    message: /Blog tag "relase" is not declared in .*tags\.yml/,
    warning: true,
  },
  {
    broken: 'an undeclared blog tag in a block list',
    changes: { [post2]: '---\ntitle: Post 2\ntags:\n  - news\n  - newsletter\nauthors: [ann]\n---\n\nText.\n' },
    code: 'UnknownBlogTag',
    file: post2,
    line: 5,
    key: 'tags',
    message: /"newsletter"/,
    warning: true,
  },
  {
    broken: 'a sidebar entry naming a draft (it said "Unknown doc id")',
    changes: { 'site.config.ts': basicConfig().replace("main: [{ type: 'autogenerated', dirName: '.' }]", "main: ['draft', { type: 'autogenerated', dirName: '.' }]") },
    code: 'DocIsDraft',
    file: 'site.config.ts',
    key: 'docs.docs.sidebars.main[0]',
    message: /Doc "draft" is a draft \(draft: true in .*content\/docs\/draft\.md\): drafts are left out of production builds/,
  },
  {
    broken: 'a navbar doc item naming a draft',
    changes: { 'site.config.ts': basicConfig().replace("docId: 'guide/intro'", "docId: 'draft'") },
    code: 'DocIsDraft',
    file: 'site.config.ts',
    key: 'navbar.items[1].docId',
    message: /Doc "draft" is a draft/,
  },
  {
    broken: 'a relative .md link to a missing file (it failed the build even without --strict)',
    changes: { [intro]: '---\ntitle: Intro\n---\n\nFirst [the setup](./setup.md) page.\n' },
    code: 'BrokenLink',
    file: intro,
    line: 5,
    message: /Link to \.\/setup\.md points at a Markdown file that builds no page/,
    warning: true,
  },
];

let earlierBuild: string;
let cacheDir: string;

before(async () => {
  const earlier = fixtureCopy('basic');
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-bad-input-cache-'));
  await build({ root: earlier, logger: silentLogger, workers: 0, cacheDir });
  earlierBuild = path.join(earlier, 'build');
});

/** A fixture copy with the row's changes and the earlier build in build/. */
function siteWithEarlierBuild(changes: FixtureChanges): { root: string; out: string; digest: string } {
  const root = fixtureCopy('basic', changes);
  const out = path.join(root, 'build');
  fs.cpSync(earlierBuild, out, { recursive: true });
  return { root, out, digest: treeDigest(out) };
}

const buildIn = (root: string, options: Partial<BuildOptions> = {}) => build({ root, logger: silentLogger, workers: 0, cacheDir, ...options });

/** The error of the row's code, alone or among others (--strict lists every problem together). */
function errorOfCode(error: unknown, code: string): GsiteError {
  const list = error instanceof GsiteAggregateError ? error.errors : [error];
  const found = list.find((e) => e instanceof GsiteError && e.code === code);
  assert.ok(found instanceof GsiteError, `expected [${code}], got:\n${formatError(error)}`);
  return found;
}

/** What the terminal shows starts with the code and file:line[:column], then the message. */
function assertNames(e: GsiteError, root: string, row: BadInput): void {
  const where = path.join(root, row.file) + (row.line ? `:${row.line}` : '');
  assert.equal(e.location?.file, path.join(root, row.file));
  assert.equal(e.location?.line, row.line);
  assert.equal(e.key, row.key);
  assert.match(e.message, row.message);
  assert.match(formatError(e), new RegExp(`^\\[${row.code}\\] ${escape(where)}(:\\d+)? `), 'file:line (and column where known) lead the message');
}

for (const row of rows) {
  test(`${row.broken} → ${row.code}${row.warning ? ' (warning; error under --strict)' : ''}`, async () => {
    const { root, out, digest } = siteWithEarlierBuild(row.changes);
    if (row.warning) {
      const lenient = await buildIn(root, { ...row.options, write: false });
      assert.equal(lenient.warnings.length, 1, 'one warning for one problem');
      assertNames(errorOfCode(new GsiteAggregateError(lenient.warnings, 'warnings'), row.code), root, row);
    }
    const failure = await buildIn(root, { ...row.options, ...(row.warning ? { strict: true } : {}) }).then(
      () => assert.fail('expected the build to fail'),
      (error: unknown) => error,
    );
    assertNames(errorOfCode(failure, row.code), root, row);
    assert.equal(treeDigest(out), digest, 'build/ is unchanged, byte for byte');
    assert.deepEqual(fs.readdirSync(root).filter((f) => f.startsWith('build.')), [], 'no temporary folders left');
  });
}

test('--drafts includes drafts, so a sidebar entry naming one builds', async () => {
  const root = fixtureCopy('basic', rows.find((r) => r.code === 'DocIsDraft')!.changes);
  const r = await buildIn(root, { includeDrafts: true, write: false });
  assert.ok(r.site.docs.docs!.sidebars.main!.some((item) => item.docId === 'draft'));
});

const gsite = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(GSITE_ROOT, 'cli', 'bin', 'gsite.mjs'), ...args], { encoding: 'utf8', cwd: GSITE_ROOT, timeout: 120_000 });

test('gsite build exits 1 on bad content, names file:line, and leaves build/ as it was', () => {
  const { root, out, digest } = siteWithEarlierBuild({ [intro]: '---\ntitle: Intro\nslug: ../x\n---\n\nText.\n' });
  const r = gsite('--root', root, 'build', '--workers', '0', '--no-cache');
  assert.equal(r.status, 1, r.stderr);
  assert.match(r.stderr, new RegExp(`\\[InvalidSlug\\] ${escape(path.join(root, intro))}:3 `));
  assert.doesNotMatch(r.stderr, /UnexpectedError|\n\s+at /);
  assert.equal(treeDigest(out), digest);
});

test('gsite build --workers abc exits 1 before building anything', () => {
  const { root, out, digest } = siteWithEarlierBuild({});
  const r = gsite('--root', root, 'build', '--workers', 'abc');
  assert.equal(r.status, 1);
  assert.match(r.stderr, /'--workers <n>' argument 'abc' is invalid\. expected a whole number of 0 or more/);
  assert.equal(treeDigest(out), digest);
});

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
