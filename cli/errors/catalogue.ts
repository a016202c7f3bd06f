import { GsiteError, type SourceLocation } from './gsite-error.ts';
import { closest } from '../util/closest.ts';

/**
 * The catalogue of user-facing errors. Each function names one situation of the
 * spec's error catalogue (§8) or of the build, and says what to do about it.
 */
export const errors = {
  configInvalid: (file: string, key: string, detail: string, line?: number) =>
    new GsiteError({
      name: 'ConfigInvalid',
      message: `Invalid site configuration at "${key}": ${detail}`,
      hint: 'Fix the value in site.config.ts; defineConfig() gives editor types for every key.',
      location: { file, line },
      key,
    }),
  configLoadFailed: (file: string, cause: unknown) =>
    new GsiteError({
      name: 'ConfigLoadFailed',
      message: `Could not load the site configuration.`,
      hint: 'The file must export defineConfig({...}) as its default export and compile without errors.',
      location: { file },
      cause,
    }),
  unknownNavbarItemType: (file: string, key: string, type: string, known: readonly string[]) =>
    new GsiteError({
      name: 'UnknownNavbarItemType',
      message: `Unknown navbar item type "${type}".`,
      hint: `Use one of: ${known.join(', ')}.`,
      location: { file },
      key,
    }),
  navbarItemRenderFailed: (file: string, key: string, cause: unknown) =>
    new GsiteError({
      name: 'NavbarItemRenderFailed',
      message: `A navbar item failed to render.`,
      hint: 'Check the item\'s fields against its type; the cause below says what broke.',
      location: { file },
      key,
      cause,
    }),
  sidebarCategoryEmpty: (file: string, key: string, label: string) =>
    new GsiteError({
      name: 'SidebarCategoryEmpty',
      message: `Sidebar category "${label}" has nothing to link: no items and no link of its own.`,
      hint: 'Give the category at least one item, or a `link` to a doc.',
      location: { file },
      key,
    }),
  unknownDocId: (file: string, key: string, id: string, suggestions: string[]) =>
    new GsiteError({
      name: 'UnknownDocId',
      message: `Unknown doc id "${id}".`,
      hint: suggestions.length ? `Did you mean: ${suggestions.join(', ')}?` : 'Doc ids are file paths below the docs folder, without the .md ending.',
      location: { file },
      key,
    }),
  docIsDraft: (file: string, key: string, id: string, draftFile: string) =>
    new GsiteError({
      name: 'DocIsDraft',
      message: `Doc "${id}" is a draft (draft: true in ${draftFile}): drafts are left out of production builds, so it has no page to link to.`,
      hint: 'Build with --drafts to include drafts (gsite dev always does), set draft: false to publish it, or remove this entry.',
      location: { file },
      key,
    }),
  unknownSidebarId: (file: string, key: string, id: string, known: string[]) =>
    new GsiteError({
      name: 'UnknownSidebarId',
      message: `Unknown sidebar id "${id}".`,
      hint: `Known sidebars: ${known.join(', ') || '(none)'}.`,
      location: { file },
      key,
    }),
  pageWithoutDefaultExport: (file: string) =>
    new GsiteError({
      name: 'PageWithoutDefaultExport',
      message: `The page template has no default export: it is impossible to render anything for this route.`,
      hint: 'Add `export default function Page() { ... }` to the file.',
      location: { file },
    }),
  frontmatterYaml: (loc: SourceLocation, detail: string, cause?: unknown) =>
    new GsiteError({
      name: 'FrontmatterSyntax',
      message: `Frontmatter is not valid YAML: ${detail}`,
      hint: 'Frontmatter sits between two `---` lines at the top of the file.',
      location: loc,
      cause,
    }),
  dataFileYaml: (loc: SourceLocation, detail: string) =>
    new GsiteError({ name: 'DataFileSyntax', message: `Not valid YAML: ${detail}`, location: loc }),
  frontmatterInvalid: (loc: SourceLocation, key: string, detail: string) =>
    new GsiteError({
      name: 'FrontmatterInvalid',
      message: `Frontmatter key "${key}": ${detail}`,
      location: loc,
      key,
    }),
  invalidSlug: (loc: SourceLocation, slug: string) =>
    new GsiteError({
      name: 'InvalidSlug',
      message: `Frontmatter key "slug": "${slug}" has a "." or ".." segment: a slug is the page's own URL, and dot segments would move it elsewhere (even out of the build folder).`,
      hint: 'Write the URL without dot segments: `/x` from the collection root, `x` from the file\'s folder.',
      location: loc,
      key: 'slug',
    }),
  pageWithoutTitle: (file: string, empty: boolean) =>
    new GsiteError({
      name: 'PageWithoutTitle',
      message: empty ? 'The file is empty: a page needs at least a title.' : 'The page has no title.',
      hint: 'Give it a `title:` in its frontmatter, or open the body with a `# Heading`.',
      location: { file },
    }),
  contentNotText: (loc: SourceLocation, detail: string) =>
    new GsiteError({
      name: 'ContentNotText',
      message: `Not UTF-8 text: ${detail}`,
      hint: 'Save it as UTF-8 text; images and other binary files belong in public/, not content/.',
      location: loc,
    }),
  nestingTooDeep: (loc: SourceLocation, what: string, max: number) =>
    new GsiteError({
      name: 'NestingTooDeep',
      message: `This line nests too deep: ${what}; a page may nest ${max} levels at most.`,
      hint: 'Flatten the structure (fewer nested lists, quotes or directives), or put literal text in `code`.',
      location: loc,
    }),
  unclosedDirective: (loc: SourceLocation, fence: string) =>
    new GsiteError({
      name: 'UnclosedDirective',
      message: `${fence} is never closed: everything after it, to the end of the page (or of the block around it), would go inside.`,
      hint: `End it with a line of ${fence.match(/^:+/)?.[0] ?? ':::'} (as many colons as it opened with, or more).`,
      location: loc,
    }),
  markdownInvalid: (loc: SourceLocation, detail: string, hint?: string) =>
    new GsiteError({ name: 'MarkdownInvalid', message: detail, hint, location: loc }),
  unknownBlogTag: (loc: SourceLocation, tag: string, known: string[], tagsFile: string) => {
    const near = closest(tag, known);
    return new GsiteError({
      name: 'UnknownBlogTag',
      message: `Blog tag "${tag}" is not declared in ${tagsFile}, an undeclared tag (often a typo) gets a tag page of its own.`,
      hint: `${near.length ? `Did you mean ${near.join(', ')}? ` : ''}Declared tags: ${known.join(', ') || '(none)'}. A new tag goes into tags.yml as \`${tag}: { label: … }\`.`,
      location: loc,
      key: 'tags',
    });
  },
  duplicateRoute: (url: string, files: string[]) =>
    new GsiteError({
      name: 'DuplicateRoute',
      message: `Two sources want the same route ${url}: ${files.join(' and ')}.`,
      hint: 'Rename one file or change its `slug` frontmatter.',
      location: { file: files[1] ?? files[0] ?? url },
    }),
  brokenLink: (page: string, href: string, source: string | undefined) =>
    new GsiteError({
      name: 'BrokenLink',
      message: `Broken link on ${page}: ${href}`,
      hint: 'Point it at an existing page, or fix the path (case, dots and parentheses matter).',
      location: source ? { file: source } : undefined,
    }),
  brokenMarkdownLink: (loc: SourceLocation, href: string, target: string) =>
    new GsiteError({
      name: 'BrokenLink',
      message: `Link to ${href} points at a Markdown file that builds no page (${target}).`,
      hint: 'Check the relative path (case, dots and parentheses matter), or that the target is not a draft (--drafts includes drafts).',
      location: loc,
    }),
  brokenAnchor: (page: string, href: string, source: string | undefined) =>
    new GsiteError({
      name: 'BrokenAnchor',
      message: `Broken anchor on ${page}: ${href} (the page exists, the #anchor does not)`,
      hint: 'Anchors are heading ids: lowercase words joined by dashes.',
      location: source ? { file: source } : undefined,
    }),
  unsafeLink: (loc: SourceLocation, href: string) =>
    new GsiteError({
      name: 'UnsafeLink',
      message: `Link to ${JSON.stringify(href.length > 60 ? `${href.slice(0, 60)}…` : href)} was replaced by "#": javascript:, vbscript: and data: links run code or show a page of their own making.`,
      hint: 'Link to a page (a path, or an http(s) address); to show code, put it in `backticks`.',
      location: loc,
    }),
  renderFailed: (url: string, source: string | undefined, cause: unknown) =>
    new GsiteError({
      name: 'RenderFailed',
      message: `Rendering ${url} failed.`,
      location: source ? { file: source } : undefined,
      cause,
    }),
  bundleFailed: (what: string, detail: string, loc?: SourceLocation) =>
    new GsiteError({ name: 'BundleFailed', message: `Bundling ${what} failed: ${detail}`, location: loc }),
  indexNotConfigured: (file: string) =>
    new GsiteError({
      name: 'IndexNotConfigured',
      message: 'gsite index pushes the search records to Algolia, but the site has no algolia settings.',
      hint: 'Add algolia: { appId, apiKey, indexName } to site.config.ts (apiKey is the public search-only key).',
      location: { file },
      key: 'algolia',
    }),
  indexAdminKeyMissing: () =>
    new GsiteError({
      name: 'IndexAdminKeyMissing',
      message: 'The ALGOLIA_ADMIN_KEY environment variable is not set.',
      hint: 'Export the admin API key in the environment of this command only; it is never read from files or written anywhere.',
    }),
  indexRecordsMissing: (file: string) =>
    new GsiteError({
      name: 'IndexRecordsMissing',
      message: 'No search records to push.',
      hint: 'Run `gsite build` first, or pass --dir with the folder it wrote.',
      location: { file },
    }),
  indexPushFailed: (indexName: string, cause: unknown) =>
    new GsiteError({
      name: 'IndexPushFailed',
      message: `Pushing the records to the Algolia index "${indexName}" failed.`,
      hint: 'The index keeps its previous records (the new ones go to a temporary index that replaces it only when complete).',
      cause,
    }),
  portInUse: (host: string, port: number) =>
    new GsiteError({
      name: 'PortInUse',
      message: `Port ${port} on ${host} is already in use (another server, or another gsite dev or serve, is listening there).`,
      hint: `Stop that server, or pick another port: --port ${port === 65535 ? 3001 : port + 1} (--port 0 takes any free one).`,
    }),
  outDirUnsafe: (out: string, why = 'it is the site root or contains it') =>
    new GsiteError({
      name: 'OutDirUnsafe',
      message: `Refusing to write the build into ${out}: ${why}. A build replaces its output folder whole.`,
      hint: 'Pass --out with a folder of its own, such as build (a new folder, or one an earlier gsite build made).',
    }),
  publicLinkOutside: (link: string, target: string) =>
    new GsiteError({
      name: 'PublicLinkOutside',
      message: `This symbolic link in public/ leads to ${target}, outside the site: the build publishes only the site's own files.`,
      hint: 'Copy the file into public/, or point the link at a file inside the site.',
      location: { file: link },
    }),
  publicLinkBroken: (link: string, why: string) =>
    new GsiteError({
      name: 'PublicLinkBroken',
      message: `This symbolic link in public/ cannot be copied: ${why}.`,
      hint: 'Point the link at a file or folder of the site, or replace it with the file itself.',
      location: { file: link },
    }),
};
