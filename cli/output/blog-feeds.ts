import { Feed } from 'feed';
import type { SiteConfig } from '../config/schema.ts';
import type { BlogData } from '../routes/site-data.ts';
import { absoluteUrl } from '../routes/route.ts';
import { OUTPUT_FILES } from './output-files.ts';

const FEED_FILES = OUTPUT_FILES.feeds;


export interface BlogFeedsOptions {
  config: SiteConfig;
  blog: BlogData | undefined;
  /** Post URL → its body HTML (RenderedPage.feedHtml). */
  contentByUrl: Map<string, string>;
}

/**
 * RSS 2.0, Atom 1.0 and JSON Feed 1.0 of the whole blog with full post content, from the
 * in-memory posts and rendered bodies (jpmonette's `feed` writes the formats).
 */
export function blogFeeds(opts: BlogFeedsOptions): Map<string, string> {
  const files = new Map<string, string>();
  const { config, blog } = opts;
  if (!blog || !config.blog) return files;
  const abs = (url: string) => absoluteUrl(config.url, config.baseUrl, url);
  const base = blog.routeBasePath.replace(/^\//, '');
  const feed = new Feed({
    title: `${config.navbar.title ?? config.title} ${blog.title}`,
    description: blog.description,
    id: abs(blog.routeBasePath),
    link: abs(blog.routeBasePath),
    language: config.i18n.localeConfigs[config.i18n.defaultLocale]!.htmlLang,
    favicon: abs(config.favicon),
    copyright: config.blog.feedCopyright ?? `Copyright © ${config.footer.company}`,
    updated: blog.posts[0] ? new Date(`${blog.posts[0].date}T00:00:00Z`) : undefined,
    generator: 'gsite',
    feedLinks: { rss: abs(`/${base}/${FEED_FILES.rss}`), atom: abs(`/${base}/${FEED_FILES.atom}`), json: abs(`/${base}/${FEED_FILES.json}`) },
  });
  for (const post of blog.posts) {
    const link = abs(post.url);
    feed.addItem({
      title: post.title,
      id: link,
      link,
      date: new Date(`${post.date}T00:00:00Z`),
      description: post.description,
      content: absolutise(opts.contentByUrl.get(post.url) ?? '', config),
      author: post.authors.map((a) => ({ name: a.name, link: a.url })),
      category: post.tags.map((t) => ({ name: t.label, domain: abs(t.url) })),
    });
  }
  files.set(`${base}/${FEED_FILES.rss}`, feed.rss2());
  files.set(`${base}/${FEED_FILES.atom}`, feed.atom1());
  files.set(`${base}/${FEED_FILES.json}`, feed.json1());
  return files;
}

/** Feed readers show content away from the site: root-relative links become absolute. */
function absolutise(html: string, config: SiteConfig): string {
  const origin = config.url + config.baseUrl.replace(/\/$/, '');
  return html.replace(/(href|src)="\/(?!\/)/g, `$1="${origin}/`);
}
