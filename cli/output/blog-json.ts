import type { Route } from '../routes/route.ts';
import type { BlogData } from '../routes/site-data.ts';

/**
 * Pre-built JSON for the blog's lists and tags (spec §7 "Page assets"): the client fetches
 * these instead of parsing HTML. Each list route gets `<route>/index.json` beside its HTML.
 */
export function blogJsonFiles(routes: Route[], blog: BlogData | undefined): Map<string, string> {
  const files = new Map<string, string>();
  if (!blog) return files;
  const byId = new Map(blog.posts.map((p) => [p.id, p]));
  const summary = (id: string) => {
    const p = byId.get(id)!;
    return { id: p.id, url: p.url, title: p.title, description: p.description, date: p.date, readingMinutes: p.readingMinutes, tags: p.tags, authors: p.authors.map((a) => a.name) };
  };
  for (const route of routes) {
    const dir = route.outFile.replace(/index\.html$/, '');
    if (route.list) {
      files.set(`${dir}index.json`, JSON.stringify({ url: route.url, title: route.title, ...route.list, posts: route.list.postIds.map(summary) }));
    } else if (route.kind === 'blog-tags') {
      files.set(`${dir}index.json`, JSON.stringify({ url: route.url, tags: blog.tags }));
    } else if (route.kind === 'blog-archive') {
      files.set(`${dir}index.json`, JSON.stringify({ url: route.url, posts: blog.posts.map((p) => summary(p.id)) }));
    }
  }
  return files;
}
