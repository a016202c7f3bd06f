import type { ReactNode } from 'react';
import { algoliaReadOrigins } from '../client/search/algolia-hosts.ts';
import { useContext } from 'react';
import { usePage, useHref } from './context.ts';
import { themeScript } from './layout/theme-script.ts';
import { IslandContext } from './islands/island-context.ts';
import { Island } from './islands/island.tsx';
import { DeferredScriptsMarker } from './islands/deferred-scripts.tsx';
import { absoluteUrl } from '../cli/routes/route.ts';
import { MARKDOWN_KINDS, twinUrl } from '../cli/render/markdown-twin.ts';
import { SOCIAL_CARD_KINDS, SOCIAL_CARD_SIZE, socialCardFile } from '../cli/render/social-card.ts';

/** Title as the browser tab shows it: `<page> | <site>`; the home page is the site title alone. */
export function documentTitle(pageTitle: string, siteTitle: string): string {
  return pageTitle && pageTitle !== siteTitle ? `${pageTitle} | ${siteTitle}` : siteTitle;
}

export interface DocumentProps {
  title: string;
  description?: string;
  children: ReactNode;
  /** Extra class on <body>, e.g. the page kind for styling. */
  bodyClass?: string;
}

/** The whole HTML document: head metadata, the theme script, styles, body and the island loader. */
export function Document({ title, description, children, bodyClass }: DocumentProps) {
  const { site, route } = usePage();
  const href = useHref();
  const { config } = site;
  const locale = config.i18n.localeConfigs[config.i18n.defaultLocale]!;
  const fullTitle = documentTitle(title, config.title);
  const canonical = absoluteUrl(config.url, config.baseUrl, route.url);
  const desc = description || config.tagline;
  const card = config.socialCards && SOCIAL_CARD_KINDS.has(route.kind) ? absoluteUrl(config.url, config.baseUrl, `/${socialCardFile(route.url)}`) : undefined;
  const published = route.kind === 'blog-post' ? site.blog?.posts.find((p) => p.id === route.post?.id)?.date : undefined;
  return (
    // data-theme is set by the head script before first paint; without JavaScript the CSS
    // follows the system preference. A fixed mode (no switch) is written here.
    <html lang={locale.htmlLang} dir={locale.direction} data-theme={config.colorMode.disableSwitch ? config.colorMode.defaultMode : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* No first paint of a half-parsed page: the bar's right side grew when the rest of the
            header arrived (a layout shift). Rendering waits until <main> is parsed, that is the
            whole header; browsers without render-blocking `expect` links ignore it. */}
        <link rel="expect" href="#main" blocking="render" />
        <title>{fullTitle}</title>
        {desc ? <meta name="description" content={desc} /> : null}
        {route.noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
        {MARKDOWN_KINDS.has(route.kind) ? <link rel="alternate" type="text/markdown" title="This page as Markdown" href={href(twinUrl(route.url))} /> : null}
        <meta property="og:title" content={fullTitle} />
        {desc ? <meta property="og:description" content={desc} /> : null}
        <meta property="og:type" content={route.kind === 'blog-post' ? 'article' : 'website'} />
        <meta property="og:url" content={canonical} />
        <meta property="og:site_name" content={config.title} />
        {card ? (
          <>
            <meta property="og:image" content={card} />
            <meta property="og:image:type" content="image/png" />
            <meta property="og:image:width" content={String(SOCIAL_CARD_SIZE.width)} />
            <meta property="og:image:height" content={String(SOCIAL_CARD_SIZE.height)} />
            <meta property="og:image:alt" content={fullTitle} />
            <meta name="twitter:image" content={card} />
          </>
        ) : null}
        <meta name="twitter:card" content={card ? 'summary_large_image' : 'summary'} />
        <meta name="twitter:title" content={fullTitle} />
        {desc ? <meta name="twitter:description" content={desc} /> : null}
        {published ? <meta property="article:published_time" content={published} /> : null}
        <meta name="color-scheme" content={config.colorMode.disableSwitch ? config.colorMode.defaultMode : 'light dark'} />
        <link rel="icon" href={href(config.favicon)} type="image/svg+xml" />
        {config.algolia ? <link rel="preconnect" href={algoliaReadOrigins(config.algolia)[0]} crossOrigin="anonymous" /> : null}
        {site.blog ? (
          <>
            <link rel="alternate" type="application/rss+xml" title={`${site.blog.title} (RSS)`} href={href(`${site.blog.routeBasePath}/${site.outputFiles.feeds.rss}`)} />
            <link rel="alternate" type="application/atom+xml" title={`${site.blog.title} (Atom)`} href={href(`${site.blog.routeBasePath}/${site.outputFiles.feeds.atom}`)} />
            <link rel="alternate" type="application/feed+json" title={`${site.blog.title} (JSON Feed)`} href={href(`${site.blog.routeBasePath}/${site.outputFiles.feeds.json}`)} />
          </>
        ) : null}
        <script dangerouslySetInnerHTML={{ __html: themeScript(config) }} />
        {site.assets.css.map((css) => (
          <link key={css} rel="stylesheet" href={href(css)} />
        ))}
      </head>
      <body className={bodyClass}>
        {children}
        <DeferredScripts />
        <IslandScripts />
      </body>
    </html>
  );
}

/**
 * The header script and the analytics loader (config `headerScript`, `analytics`), when
 * configured: an island loads them once the page is idle, so they never block rendering and
 * need no inline script (nothing to hash into the CSP).
 */
function DeferredScripts() {
  const { config } = usePage().site;
  const urls = [config.headerScript, config.analytics?.src].filter((u): u is string => Boolean(u));
  return urls.length ? <Island name="deferred-scripts" component={DeferredScriptsMarker} props={{ urls }} load="idle" /> : null;
}

/** Rendered last, so it knows which islands the page used: no island, no JavaScript. */
function IslandScripts() {
  const registry = useContext(IslandContext);
  const href = useHref();
  if (!registry || registry.used.size === 0) return null;
  // No modulepreload of React: most islands are plain DOM code, and React islands load it
  // on demand (often only on interaction).
  return <script type="module" src={href(registry.assets.loader)} />;
}
