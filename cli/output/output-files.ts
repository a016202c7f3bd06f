/**
 * Paths (below the build folder, or below the blog's path for the feeds) of the files the
 * output stage writes and pages link to. One home: the output stage writes them, and the
 * templates read them from the site data (SiteData.outputFiles), never from this stage.
 */
export const OUTPUT_FILES = {
  /** Every page's URL and title, for the not-found page's suggestions. */
  pagesJson: 'pages.json',
  /** Every live demo's code region and settings, for Playtime's `?demo=` (demo-code-json.ts). */
  demoCode: 'demo-code.json',
  /** Folder of the frame documents, `<frames>/<name>/` (frame-documents.ts). */
  frames: 'frames',
  /** Names the hashed search index file. */
  searchManifest: 'search/index.json',
  /** Old path → new page, one per line, for hosts that read it (and `gsite serve`). */
  redirects: '_redirects',
  /** The blog feeds, below the blog path. */
  feeds: { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' },
} as const;

export type OutputFiles = typeof OUTPUT_FILES;
