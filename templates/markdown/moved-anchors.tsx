import { Island } from '../islands/island.tsx';
import { MovedAnchorList, type MovedAnchor } from '../islands/moved-anchors.tsx';

/**
 * `::moved-anchors{map="loop=/docs/…/seamlessLoop lottie=/docs/…"}`: the page's old #anchors
 * (from when its content was one long page) → the pages that answer them now, as
 * space-separated `hash=/path` pairs. Rendered as a list of links with those ids; the island
 * follows the link when the page is opened at one of them.
 */
export function MovedAnchors({ map = '' }: { map?: string }) {
  const anchors: MovedAnchor[] = map
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      return { hash: pair.slice(0, eq), to: pair.slice(eq + 1) };
    })
    .filter((a) => a.hash && a.to.startsWith('/'));
  return <Island name="moved-anchors" component={MovedAnchorList} props={{ anchors }} load="load" />;
}
