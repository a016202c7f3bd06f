import { joinUrl, outFileFor, type Route } from '../routes/route.ts';

export interface PaginateOptions {
  /** URL of the first page; later pages are `<base>/page/N`. */
  base: string;
  title: string;
  description: string;
  postIds: string[];
  perPage: number;
  tag?: string;
}

/** One list route per page of posts (at least one, even when empty). */
export function paginate(opts: PaginateOptions): Route[] {
  const totalPages = Math.max(1, Math.ceil(opts.postIds.length / opts.perPage));
  const urlOf = (page: number) => (page === 1 ? opts.base : joinUrl(opts.base, 'page', String(page)));
  return Array.from({ length: totalPages }, (_, i) => {
    const page = i + 1;
    const url = urlOf(page);
    return {
      url,
      kind: opts.tag ? 'blog-tag' : 'blog-list',
      outFile: outFileFor(url),
      title: page === 1 ? opts.title : `${opts.title} (page ${page})`,
      description: page === 1 ? opts.description : `${opts.description.replace(/\.$/, '')}, page ${page} of ${totalPages}.`,
      list: {
        postIds: opts.postIds.slice(i * opts.perPage, page * opts.perPage),
        page,
        totalPages,
        totalPosts: opts.postIds.length,
        newerUrl: page > 1 ? urlOf(page - 1) : undefined,
        olderUrl: page < totalPages ? urlOf(page + 1) : undefined,
        tag: opts.tag,
      },
    } satisfies Route;
  });
}
