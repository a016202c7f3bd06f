/** The blog feeds' file names below the blog path; templates link them, the build writes them. */
export const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;
