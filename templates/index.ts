/**
 * What the renderer needs from the templates: one component per route kind, the Markdown
 * directives, and the contexts. cli/render/renderer.tsx is the only importer.
 */
export { DocPage } from './docs/doc-page.tsx';
export { DocCategoryPage } from './docs/doc-category-page.tsx';
export { BlogPostPage } from './blog/blog-post-page.tsx';
export { BlogListPage } from './blog/blog-list-page.tsx';
export { BlogTagsPage } from './blog/blog-tags-page.tsx';
export { BlogArchivePage } from './blog/blog-archive-page.tsx';
export { MarkdownPage } from './kinds/markdown-page.tsx';
export { NotFoundPage } from './kinds/not-found-page.tsx';
export { StandalonePage } from './kinds/standalone-page.tsx';
export { NavbarItemView } from './layout/navbar-items.tsx';
export { directives, markdownComponents } from './markdown/directives.tsx';
export { PageContext } from './context.ts';
export { IslandContext } from './islands/island-context.ts';
