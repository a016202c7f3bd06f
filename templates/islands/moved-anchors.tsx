/** One old #anchor of a page and the page that now answers it. */
export interface MovedAnchor {
  hash: string;
  to: string;
}

/**
 * Server markup of `::moved-anchors`: each old anchor of the page as an element with that id,
 * linking to where its content now lives, so a link such as `/docs/v3/HelperFunctions#loop`
 * lands on a link to the helper even without JavaScript. client/islands/moved-anchors.ts
 * follows the link by itself when the page is opened at one of these anchors.
 */
export function MovedAnchorList({ anchors }: { anchors: MovedAnchor[] }) {
  return (
    <ul className="moved-anchors">
      {anchors.map(({ hash, to }) => (
        <li key={hash} id={hash}>
          <code>#{hash}</code> now lives at <a href={to}>{decodeURI(to.split('/').pop() ?? to)}</a>
        </li>
      ))}
    </ul>
  );
}
