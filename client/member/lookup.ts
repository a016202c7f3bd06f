/**
 * The member lookup (spec §7): one POST of a GraphQL query to the community site, with the
 * visitor's cookies, answered with the member data or an error.
 */
import { MEMBER_QUERY, mapMember, type MemberData } from './map-member.ts';

/** A lookup that hangs leaves the visitor a guest after this long, not a header loading forever. */
export const MEMBER_LOOKUP_TIMEOUT_MS = 8_000;

/** The community's API path below its base URL. */
export function lookupUrl(communityBaseUrl: string): string {
  return `${communityBaseUrl.replace(/\/$/, '')}/index.php?app=gspages&module=ajax&controller=api`;
}

/**
 * Whether a page at `pageUrl` can ask at all. The community's session cookie only travels
 * from the same site, and its CORS rules only admit its own sites, so from anywhere else (a
 * build previewed on localhost, a mirror) the answer would be a guest or a CORS error. A
 * "site" is scheme plus the last two labels of the host (an IP address or localhost as is);
 * a two-part public suffix (co.uk) may wrongly count as one site: that only costs a lookup.
 */
export function canLookUp(pageUrl: string, communityBaseUrl: string): boolean {
  const site = (url: URL) => {
    const host = url.hostname;
    const plain = /^[\d.]+$/.test(host) || host.startsWith('[') || !host.includes('.');
    return `${url.protocol}//${plain ? host : host.split('.').slice(-2).join('.')}`;
  };
  return site(new URL(pageUrl)) === site(new URL(communityBaseUrl));
}

export async function fetchMember(communityBaseUrl: string, timeoutMs = MEMBER_LOOKUP_TIMEOUT_MS): Promise<MemberData> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
  try {
    const response = await fetch(lookupUrl(communityBaseUrl), {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ query: MEMBER_QUERY }),
      signal: abort.signal,
    });
    if (!response.ok) throw new Error(`the community answered ${response.status}`);
    let answer: unknown;
    try {
      answer = await response.json();
    } catch (error) {
      if (abort.signal.aborted) throw abort.signal.reason;
      // Not the parser's message: it quotes the body, which may hold the token.
      throw new Error('the answer is not JSON', { cause: error instanceof Error ? error.name : undefined });
    }
    return mapMember(answer);
  } finally {
    clearTimeout(timer);
  }
}
