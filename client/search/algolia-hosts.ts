/**
 * The origins the search client reads from: the configured hosts, or the service's own for the
 * application (its DSN host first, then three fallbacks, the order the client tries them).
 * The build allows exactly these in the CSP's connect-src and preconnects to the first.
 */
export function algoliaReadOrigins(algolia: { appId: string; hosts?: string[] }): string[] {
  if (algolia.hosts?.length) return algolia.hosts.map((h) => new URL(h).origin);
  const id = algolia.appId.toLowerCase();
  return [`https://${id}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${id}-${n}.algolianet.com`)];
}
