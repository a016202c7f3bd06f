import type { Root } from 'hast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkRehype from 'remark-rehype';
import { VFile } from 'vfile';
import remarkGsiteDirectives, { type Options as DirectiveOptions } from './remark-gsite-directives.ts';
import remarkGsiteDemos from './remark-gsite-demos.ts';
import type { DemoSource } from '../demos/collect-demos.ts';
import rehypeGsiteCode from './rehype-gsite-code.ts';
import rehypeGsiteHeadings from './rehype-gsite-headings.ts';
import rehypeGsiteLinks from './rehype-gsite-links.ts';
import rehypeGsiteTables from './rehype-gsite-tables.ts';
import rehypeGsiteUnsafeLinks from './rehype-gsite-unsafe-links.ts';
import rehypeGsiteTaskLists from './rehype-gsite-task-lists.ts';
import type { CompileWarning, GsiteFileData, TocEntry } from './file-data.ts';

export interface CompileInput extends GsiteFileData {
  body: string;
}

export interface CompiledMarkdown {
  hast: Root;
  toc: TocEntry[];
  /** Problems that warn by default and fail under --strict (BrokenLink, UnsafeLink), with file:line. */
  warnings: CompileWarning[];
}

export interface CompilerOptions extends DirectiveOptions {
  /** The site's live demos, for `::demo{name}` (none: every ::demo is an unknown demo). */
  demos?: Record<string, DemoSource>;
}

/** One processor, re-used for every file: Markdown → hast with ids, highlighting and directives. */
export function createMarkdownCompiler(opts: CompilerOptions) {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkGsiteDirectives, opts)
    .use(remarkGsiteDemos, { demos: opts.demos ?? {} })
    .use(remarkRehype)
    .use(rehypeGsiteCode)
    .use(rehypeGsiteHeadings)
    .use(rehypeGsiteTables)
    .use(rehypeGsiteLinks)
    .use(rehypeGsiteUnsafeLinks)
    .use(rehypeGsiteTaskLists);

  return function compile(input: CompileInput): CompiledMarkdown {
    const { body, ...data } = input;
    const file = new VFile({ value: body, path: input.source, data: data as unknown as Record<string, unknown> });
    const mdast = processor.parse(file);
    const hast = processor.runSync(mdast, file) as Root;
    const out = file.data as unknown as GsiteFileData;
    return { hast, toc: out.toc ?? [], warnings: out.warnings ?? [] };
  };
}
