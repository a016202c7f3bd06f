import type { OutputFiles } from '../output/output-files.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { SidebarItem } from '../config/sidebar-types.ts';
import type { DemoSource } from '../demos/collect-demos.ts';
import type { StarterDownload } from '../output/starters.ts';

/** Spec §3 "Docs page entry". */
export interface DocEntry {
  id: string;
  path: string;
  sidebar?: string;
  title: string;
  sidebarLabel: string;
  /** Absolute source path, for error messages. */
  source: string;
}

/** Spec §3 "Docs version entry". */
export interface DocsVersion {
  name: string;
  label: string;
  path: string;
  isLast: boolean;
  mainDocId: string;
  docs: DocEntry[];
  draftIds: string[];
  sidebars: Record<string, SidebarItem[]>;
}

export interface DocsCollectionData {
  id: string;
  routeBasePath: string;
  /** Undefined for collections that are not versioned (the learning section). */
  version?: DocsVersion;
  sidebars: Record<string, SidebarItem[]>;
  docs: Record<string, DocEntry>;
  /** Drafts left out of this build: doc id → source file (to say so when a sidebar or the navbar names one). */
  drafts: Record<string, string>;
  mainDocUrl: string;
  autoCollapseCategories: boolean;
}

export interface BlogAuthor {
  key: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
}

export interface BlogTag {
  slug: string;
  label: string;
  url: string;
  count: number;
}

export interface BlogPostMeta {
  id: string;
  url: string;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  authors: BlogAuthor[];
  tags: { slug: string; label: string; url: string }[];
  readingMinutes: number;
  source: string;
}

export interface BlogData {
  title: string;
  description: string;
  routeBasePath: string;
  /** Newest first. */
  posts: BlogPostMeta[];
  tags: BlogTag[];
}

/** A showcase gallery entry, from a Markdown page's `showcase` frontmatter (cli/routes/showcase.ts). */
export interface ShowcaseEntry {
  /** The entry's own page, `/showcase/<slug>`. */
  page: string;
  title: string;
  description: string;
  /** YYYY-MM-DD, when the frontmatter has a `date`. */
  date?: string;
  tags: string[];
  /** Plugins the piece uses; empty for the core alone. */
  plugins: string[];
  /** Site path of its SVG thumbnail. */
  thumbnail: string;
  /** A checked https address, for a piece that lives on another site. */
  external?: string;
}

/** URLs of the bundled client assets, known once esbuild has run. */
export interface ClientAssets {
  /** Stylesheets every page links. */
  css: string[];
  /** The island loader, loaded by pages that contain islands. */
  loader: string;
  /** Island name → URL of its entry chunk. */
  islands: Record<string, string>;
  /**
   * Frame name → URL of its classic script (client/frames/<name>.ts, one file with all it
   * imports): the script of the document the output stage writes at `/frames/<name>/`.
   */
  frames: Record<string, string>;
}

/** Everything templates may read about the whole site. Plain, serialisable data. */
export interface SiteData {
  config: SiteConfig;
  docs: Record<string, DocsCollectionData>;
  blog?: BlogData;
  assets: ClientAssets;
  /**
   * The year of the build (injected clock), for the footer's copyright line. Only the year: a
   * full time stamp would make every page differ from one build to the next (page-cache.ts).
   */
  copyrightYear: number;
  /** Source file (absolute) → route URL, to rewrite relative `.md` links. */
  fileUrls: Record<string, string>;
  /** `<collection>/<sidebar>` → URL of the whole sidebar as JSON (pages carry only what is open). */
  sidebarData: Record<string, string>;
  /** Live demos (client/demos/*.ts) by name, for `::demo{name}`. */
  demos: Record<string, DemoSource>;
  /** Demo name → URL of the first page (in route order) that shows it with `::demo`, for the /demos grid's docs links. */
  demoPages: Record<string, string>;
  /** The starter zips the output stage writes (cli/output/starters.ts), with their sizes, for /demos. */
  starters: StarterDownload[];
  /** The showcase gallery's entries, newest first. */
  showcase: ShowcaseEntry[];
  /** Where the output stage puts the files pages link to (pages list, search manifest, feeds). */
  outputFiles: OutputFiles;
  /** The brand kit zip made at build time (config `brandKit`), when the site has one. */
  brandKit?: BrandKitLink;
}

/** Where the brand kit zip is (below the build folder) and its size in bytes, as the build made it. */
export interface BrandKitLink {
  file: string;
  bytes: number;
}
