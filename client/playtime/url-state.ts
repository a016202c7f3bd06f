/**
 * Playtime's state in the URL, so a link reproduces what the reader made:
 * - `?preset=<id>` or `?demo=<name>`: where it started (a preset, or one of the site's demos);
 * - `#code=<…>`: the edited code, deflated and base64url-encoded (absent while unedited).
 * The stage markup is not in the URL: it comes from the preset or demo named.
 */
import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';

export interface PlaytimeState {
  /** A preset id or `demo:<name>`. */
  source: string;
  /** Edited code; undefined when it is the source's own. */
  code?: string;
}

/** Longest code kept in a link; longer edits still run, but a link cannot carry them. */
export const MAX_LINK_CODE = 20_000;

export function encodeCode(code: string): string {
  let binary = '';
  for (const byte of deflateSync(strToU8(code), { level: 9 })) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The code of a `#code=` value; undefined when it is damaged (the source's code is shown instead). */
export function decodeCode(value: string): string | undefined {
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return strFromU8(inflateSync(bytes));
  } catch {
    return undefined;
  }
}

export function readState(url: URL): PlaytimeState {
  const demo = url.searchParams.get('demo');
  const source = demo && /^[\w-]+$/.test(demo) ? `demo:${demo}` : (url.searchParams.get('preset') ?? '');
  const hash = new URLSearchParams(url.hash.slice(1)).get('code');
  return { source, code: hash ? decodeCode(hash) : undefined };
}

/** The page URL for a state (path and other parameters kept). */
export function stateUrl(base: URL, state: PlaytimeState): string {
  const url = new URL(base.href);
  url.searchParams.delete('demo');
  url.searchParams.delete('preset');
  if (state.source.startsWith('demo:')) url.searchParams.set('demo', state.source.slice(5));
  else if (state.source) url.searchParams.set('preset', state.source);
  url.hash = state.code !== undefined && state.code.length <= MAX_LINK_CODE ? `code=${encodeCode(state.code)}` : '';
  return url.pathname + url.search + url.hash;
}
