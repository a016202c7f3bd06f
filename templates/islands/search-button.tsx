import type { SearchClientConfig } from '../../client/search/backend.ts';

export interface SearchButtonProps {
  config: SearchClientConfig;
  className?: string;
}

/**
 * The navbar's search entry. Without JavaScript it is a link to the /search page; the island
 * (client/islands/search-button.ts) turns it into the button that opens the search modal and
 * adds the shortcuts (Ctrl/⌘+K, `/`).
 */
export function SearchButton({ config, className }: SearchButtonProps) {
  return (
    <a href={config.pagePath} className={['navbar__search', className].filter(Boolean).join(' ')}>
      <span>Search docs</span>
      <kbd className="navbar__search-keys" aria-hidden="true" hidden>
        Ctrl K
      </kbd>
    </a>
  );
}
