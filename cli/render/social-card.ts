import type { RouteKind } from '../routes/route.ts';

/**
 * Social cards: the picture a link to a page shows when it is shared (Open Graph, X/Twitter).
 * Docs and learning pages and blog posts get one, made at build time from the page's title and
 * section (cli/output/social-cards.ts); the document head names it (templates/document.tsx).
 */
export const SOCIAL_CARD_KINDS: ReadonlySet<RouteKind> = new Set<RouteKind>(['doc', 'doc-category', 'blog-post']);

/** The size Open Graph and X's large summary card show without cropping. */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

/** A page's card below the build folder: `/docs/v3/GSAP/gsap.to()` → `og/docs/v3/GSAP/gsap.to().png`. */
export function socialCardFile(url: string): string {
  return `og/${url.replace(/^\/+|\/+$/g, '') || 'index'}.png`;
}
