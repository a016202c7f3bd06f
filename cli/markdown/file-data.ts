import type { VFile } from 'vfile';
import type { UnsafeLink } from './rehype-gsite-unsafe-links.ts';

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
  /** Filled by rehype-gsite-unsafe-links: the links it rewrote to `#`. */
  unsafeLinks?: UnsafeLink[];
}

export function fileData(file: VFile): GsiteFileData {
  return file.data as unknown as GsiteFileData;
}

/** The file line of a node position inside the body. */
export function fileLine(file: VFile, line: number | undefined): number | undefined {
  return line === undefined ? undefined : line + fileData(file).bodyLine - 1;
}
