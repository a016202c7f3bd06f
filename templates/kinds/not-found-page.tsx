import { usePage, useHref } from '../context.ts';
import { Document } from '../document.tsx';
import { Frame } from '../layout/frame.tsx';
import { Link } from '../components/link.tsx';
import { Island } from '../islands/island.tsx';
import { NotFoundSuggestions } from '../islands/not-found-suggestions.tsx';

/** Any unknown path (served as 404.html with status 404). */
export function NotFoundPage() {
  const { site } = usePage();
  const href = useHref();
  const docs = site.docs.docs;
  return (
    <Document title="Page not found" description="This page does not exist." bodyClass="kind-not-found">
      <Frame variant="page">
        <div className="container not-found">
          <h1>Oh no.</h1>
          <p className="lead">We looked everywhere, but there is no page at this address.</p>
          <p>It may have moved, or the link that brought you here has a typo. Paths are case-sensitive, so check capital letters and parentheses too.</p>
          <ul className="not-found__links">
            <li>
              <Link href="/" className="button button--primary">
                Home
              </Link>
            </li>
            {docs ? (
              <li>
                <Link href={docs.mainDocUrl} className="button button--secondary">
                  Documentation
                </Link>
              </li>
            ) : null}
            <li>
              <Link href={site.config.search.path} className="button button--secondary">
                Search the docs
              </Link>
            </li>
          </ul>
          {/* After the links, so nothing already on screen moves when the suggestions appear;
              `load`: they are what this page is for, and the script is tiny. */}
          <Island
            name="not-found-suggestions"
            component={NotFoundSuggestions}
            props={{ listUrl: href(`/${site.outputFiles.pagesJson}`), baseUrl: site.config.baseUrl }}
            load="load"
          />
        </div>
      </Frame>
    </Document>
  );
}
