import type { ComponentType, Context, ReactNode } from 'react';
import { pageMeta, type PageMeta } from './page-meta.ts';
import { renderToString, renderToStaticMarkup } from 'react-dom/server';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { Root } from 'hast';
import type { NavbarItem } from '../config/schema.ts';
import { createMarkdownCompiler, type CompileInput, type CompiledMarkdown } from '../markdown/processor.ts';
import { compileKey, type CompileCache } from './content-cache.ts';
import type { CompileWarning, TocEntry } from '../markdown/file-data.ts';
import { errors } from '../errors/catalogue.ts';
import { GsiteError } from '../errors/gsite-error.ts';
import { extractBlocks, type PageBlock } from '../search/blocks.ts';
import type { Route } from '../routes/route.ts';
import type { SiteData } from '../routes/site-data.ts';
import { absoluteUrl } from '../routes/route.ts';
import { markdownTwin } from './markdown-twin.ts';

/** The shape of templates/index.ts, as the renderer uses it. */
export interface TemplateModule {
  DocPage: ComponentType<{ content: ReactNode; hasH1: boolean }>;
  DocCategoryPage: ComponentType;
  BlogPostPage: ComponentType<{ content: ReactNode; hasH1: boolean }>;
  BlogListPage: ComponentType;
  BlogTagsPage: ComponentType;
  BlogArchivePage: ComponentType;
  MarkdownPage: ComponentType<{ content: ReactNode; hasH1: boolean }>;
  NotFoundPage: ComponentType;
  StandalonePage: ComponentType<{ Page: ComponentType; meta: PageMeta }>;
  NavbarItemView: ComponentType<{ item: NavbarItem }>;
  directives: Record<string, { kind: 'container' | 'leaf'; component: ComponentType<any> }>;
  markdownComponents: () => Record<string, ComponentType<any>>;
  PageContext: Context<unknown>;
  IslandContext: Context<unknown>;
}

export interface PageModule {
  default?: unknown;
  meta?: PageMeta;
}

/** A Markdown route's body, as the content stage read it. */
export interface MarkdownSource {
  body: string;
  bodyLine: number;
}

export interface RenderedPage {
  url: string;
  outFile: string;
  html: string;
  /** Names of the islands the page hydrates. */
  islands: string[];
  toc: TocEntry[];
  /** The title the page shows (page templates set theirs in `meta`). */
  title: string;
  /** Blog posts: the body alone, without controls, for the feeds. */
  feedHtml?: string;
  /** Headings and text blocks for the search records (cli/search/records.ts). */
  blocks: PageBlock[];
  /** Problems of the page's Markdown (broken .md links, unsafe link schemes) that warn by default and fail under --strict. */
  warnings: CompileWarning[];
  /** Markdown routes: the page's Markdown twin (markdown-twin.ts), written beside its HTML. */
  twin?: string;
}

export interface RendererOptions {
  site: SiteData;
  templates: TemplateModule;
  pages: Record<string, PageModule>;
  configFile: string;
  /** Markdown results kept between builds (content-cache.ts), with the build's salt. */
  cache?: { store: CompileCache; salt: string };
}

/** Builds the function that turns one route into HTML. Pure but for the cache it is given: no file system, no clock. */
export function createRenderer(opts: RendererOptions) {
  const { site, templates, pages } = opts;
  const compileFresh = createMarkdownCompiler({
    directives: Object.fromEntries(Object.entries(templates.directives).map(([name, d]) => [name, { kind: d.kind }])),
    demos: site.demos,
  });
  const { cache } = opts;
  const compile = (input: CompileInput): CompiledMarkdown => {
    if (!cache) return compileFresh(input);
    const key = compileKey(cache.salt, input);
    const hit = cache.store.get(key);
    if (hit) return hit;
    const compiled = compileFresh(input);
    cache.store.set(key, compiled);
    return compiled;
  };
  const components = templates.markdownComponents();
  /** Where the site lives (https://gsap.com, base path included), for the twins' absolute links. */
  const origin = absoluteUrl(site.config.url, site.config.baseUrl, '').replace(/\/$/, '');
  let navbarChecked = false;

  const toReact = (hast: Root): ReactNode =>
    toJsxRuntime(hast, { Fragment, jsx, jsxs, components: components as never, passKeys: true, ignoreInvalidStyle: true }) as ReactNode;

  return function render(route: Route, source?: MarkdownSource): RenderedPage {
    const used = new Set<string>();
    const islandRegistry = { assets: site.assets, used, next: 0 };
    let toc: TocEntry[] = [];
    let title = route.title;
    let element: ReactNode;
    let feedHtml: string | undefined;
    let blocks: PageBlock[] = [];
    let warnings: CompileWarning[] = [];
    let twin: string | undefined;
    if (!navbarChecked) {
      checkNavbarItems(route);
      navbarChecked = true;
    }
    if (route.kind === 'doc' || route.kind === 'blog-post' || route.kind === 'markdown-page') {
      if (!source) throw errors.renderFailed(route.url, route.source, new Error('no Markdown source was passed'));
      const fm = route.frontmatter!;
      const compiled = compile({
        body: source.body,
        bodyLine: source.bodyLine,
        source: route.source!,
        fileUrls: site.fileUrls,
        tocMin: fm.toc_min_heading_level,
        tocMax: fm.toc_max_heading_level,
      });
      toc = compiled.toc;
      warnings = compiled.warnings;
      twin = markdownTwin({ route, source, origin, fileUrls: site.fileUrls, demos: site.demos });
      blocks = extractBlocks(compiled.hast);
      const first = compiled.hast.children.find((c) => c.type === 'element');
      const hasH1 = first?.type === 'element' && first.tagName === 'h1';
      const content = toReact(compiled.hast);
      const Kind = route.kind === 'doc' ? templates.DocPage : route.kind === 'blog-post' ? templates.BlogPostPage : templates.MarkdownPage;
      element = <Kind content={content} hasH1={hasH1} />;
      if (route.kind === 'blog-post') {
        const { PageContext, IslandContext } = templates;
        feedHtml = renderToStaticMarkup(
          <PageContext.Provider value={{ site, route, toc }}>
            <IslandContext.Provider value={{ assets: site.assets, used: new Set(), next: 0, omit: true }}>{content}</IslandContext.Provider>
          </PageContext.Provider>,
        );
      }
    } else if (route.kind === 'page') {
      const mod = pages[route.template!];
      if (!mod || typeof mod.default !== 'function') throw errors.pageWithoutDefaultExport(route.source ?? route.template!);
      const meta = pageMeta(route, pages);
      title = meta.title;
      // No HTML parser in the build: standalone pages are found by title and description.
      if (meta.description) blocks = [{ kind: 'content', text: meta.description }];
      element = <templates.StandalonePage Page={mod.default as ComponentType} meta={meta} />;
    } else {
      const Kind = {
        'doc-category': templates.DocCategoryPage,
        'blog-list': templates.BlogListPage,
        'blog-tag': templates.BlogListPage,
        'blog-tags': templates.BlogTagsPage,
        'blog-archive': templates.BlogArchivePage,
        'not-found': templates.NotFoundPage,
      }[route.kind];
      element = <Kind />;
    }
    const { PageContext, IslandContext } = templates;
    let html: string;
    try {
      html = renderToString(
        <PageContext.Provider value={{ site, route: { ...route, title }, toc }}>
          <IslandContext.Provider value={islandRegistry}>{element}</IslandContext.Provider>
        </PageContext.Provider>,
      );
    } catch (cause) {
      if (cause instanceof GsiteError) throw cause;
      throw errors.renderFailed(route.url, route.source, cause);
    }
    return { url: route.url, outFile: route.outFile, html: `<!DOCTYPE html>${html}`, islands: [...used], toc, title, feedHtml, blocks, warnings, twin };
  };

  /** Spec §8: "a navbar item fails to render" names the item, once per build. */
  function checkNavbarItems(route: Route) {
    const { PageContext, IslandContext, NavbarItemView } = templates;
    const lists = [['navbar.items', site.config.navbar.items], ['navbar.docsItems', site.config.navbar.docsItems]] as const;
    for (const [key, items] of lists) {
      items.forEach((item, i) => {
        try {
          renderToStaticMarkup(
            <PageContext.Provider value={{ site, route, toc: [] }}>
              <IslandContext.Provider value={{ assets: site.assets, used: new Set(), next: 0 }}>
                <NavbarItemView item={item} />
              </IslandContext.Provider>
            </PageContext.Provider>,
          );
        } catch (cause) {
          throw errors.navbarItemRenderFailed(opts.configFile, `${key}[${i}]`, cause);
        }
      });
    }
  }
}

export type Render = ReturnType<typeof createRenderer>;
