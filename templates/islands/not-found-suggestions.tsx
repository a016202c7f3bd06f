import { useId } from 'react';

export interface NotFoundSuggestionsProps {
  /** URL of the build's page list (cli/output/pages-json.ts), with the base URL. */
  listUrl: string;
  /** The site's base URL: stripped from the address before comparing, put before each link. */
  baseUrl: string;
}

/**
 * The empty, hidden frame of the not-found page's suggestions. Only the browser knows the
 * address that was asked for, so client/islands/not-found-suggestions.ts fills the list and
 * shows it; without JavaScript, or if the page list cannot be had, it stays hidden.
 */
export function NotFoundSuggestions(_props: NotFoundSuggestionsProps) {
  const headingId = useId();
  return (
    <section className="not-found__suggestions" aria-labelledby={headingId} hidden>
      <h2 id={headingId} className="not-found__suggestions-title">
        Were you looking for one of these?
      </h2>
      <ul className="not-found__suggestion-list" />
    </section>
  );
}
