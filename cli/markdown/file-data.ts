import type { VFile } from 'vfile';
import type { GsiteError } from '../errors/gsite-error.ts';
import { serializeError, type SerializedError } from '../errors/serialize-error.ts';

export interface TocEntry {
  id: string;
  text: string;
  level: number;
}

/** Per-file inputs and outputs our plugins share through `file.data`. */
export interface GsiteFileData {
  /** Absolute path of the Markdown file, for errors and relative links. */
  source: string;
  /** File line where the Markdown body starts (frontmatter comes before it). */
  bodyLine: number;
  /** Source file → URL of every Markdown page. */
  fileUrls: Record<string, string>;
  tocMin: number;
  tocMax: number;
  /** Filled by rehype-gsite-headings. */
  toc?: TocEntry[];
  /** Filled by our plugins (addWarning): problems that warn by default and fail under --strict. */
  warnings?: CompileWarning[];
}

/** A problem found while compiling a page, as plain data (it crosses threads and the content cache). */
export interface CompileWarning {
  error: SerializedError;
  /** The link it is about, left in the page as written: the link check does not report it again. */
  href?: string;
}

export function fileData(file: VFile): GsiteFileData {
  return file.data as unknown as GsiteFileData;
}

/**
 * Records a problem of the page (BrokenLink, UnsafeLink, …) with its file:line: it travels
 * with the compiled page through render threads and the content cache to the build, which
 * warns (or fails under --strict). `href`: a link left in the page as written, which the
 * link check then does not report a second time.
 */
export function addWarning(file: VFile, error: GsiteError, href?: string): void {
  const warning: CompileWarning = { error: { ...serializeError(error), stack: undefined } };
  if (href !== undefined) warning.href = href;
  (fileData(file).warnings ??= []).push(warning);
}

/** The file line of a node position inside the body. */
export function fileLine(file: VFile, line: number | undefined): number | undefined {
  return line === undefined ? undefined : line + fileData(file).bodyLine - 1;
}
