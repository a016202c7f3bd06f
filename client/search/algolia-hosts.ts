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

/** An Algolia client's host entry. */
export interface AlgoliaHost {
  url: string;
  port?: number;
  protocol: 'http' | 'https';
  accept: 'readWrite';
}

/**
 * The `hosts` option for an Algolia client: the configured hosts (`https://host[:port]`), or
 * no `hosts` key at all when none are configured. The client spreads its options over its
 * defaults, so `hosts: undefined` would wipe the application's own hosts and nothing is sent.
 */
export function algoliaHostsOption(hosts: string[] | undefined): { hosts?: AlgoliaHost[] } {
  if (!hosts?.length) return {};
  return {
    hosts: hosts.map((h) => {
      const u = new URL(h);
      return { url: u.hostname, port: u.port ? Number(u.port) : undefined, protocol: u.protocol === 'http:' ? 'http' : 'https', accept: 'readWrite' };
    }),
  };
}
