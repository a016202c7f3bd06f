import { createHash } from 'node:crypto';
import { decodeEntities } from '../util/html-text.ts';
import type { SiteConfig } from '../config/schema.ts';

export interface SecurityHeadersOptions {
  /**
   * What each rendered page needs allowed (read from its HTML when it was rendered:
   * inlineScriptHashes, formActionOrigins): inline scripts by hash, nothing else inline.
   */
  pages: { scriptHashes: string[]; formOrigins: string[] }[];
  /** Extra sources per CSP directive, from config (e.g. a search host in connect-src). */
  extraSources?: Record<string, string[]>;
}

/** Every distinct inline <script> body of the site, as CSP sha256 sources. */
export function inlineScriptHashes(pages: { html: string }[]): string[] {
  const hashes = new Set<string>();
  for (const { html } of pages) {
    // Data blocks (JSON-LD) are not executed, so the CSP does not cover them.
    for (const m of html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g)) {
      if (m[1]!.trim() === '') continue;
      hashes.add(`'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * Origins of the forms that post off-site (the newsletter endpoint from config
 * `newsletter.action`): the rendered pages are the source, so an endpoint is allowed exactly
 * when a page carries its form, and dropping it from config drops it from the policy.
 */
export function formActionOrigins(pages: { html: string }[]): string[] {
  const origins = new Set<string>();
  for (const { html } of pages) {
    // Jump from form tag to form tag (a regex scan of every page's whole HTML cost seconds
    // at 2,000 pages); only the tag itself is matched.
    for (let at = html.indexOf('<form'); at !== -1; at = html.indexOf('<form', at + 5)) {
      const tag = html.slice(at, html.indexOf('>', at) + 1);
      const m = /^<form\s[^>]*?\baction="([^"]*)"/.exec(tag);
      if (!m) continue;
      const action = decodeEntities(m[1]!);
      if (!/^https?:\/\//i.test(action)) continue; // relative: covered by 'self'
      origins.add(new URL(action).origin);
    }
  }
  return [...origins].sort();
}

/**
 * Origins the configured features reach, per CSP directive, and only when configured: the
 * member lookup asks the community site (not in the `local` environment, which uses sample
 * data); the header script and the analytics loader are scripts from their hosts, and the
 * analytics loader reports back to its own.
 */
export function configuredSources(config: Pick<SiteConfig, 'customFields' | 'headerScript' | 'analytics'>): Record<string, string[]> {
  const origin = (url: string) => new URL(url).origin;
  const sources: Record<string, string[]> = { 'script-src': [], 'connect-src': [] };
  if (config.customFields.environment !== 'local') sources['connect-src']!.push(origin(config.customFields.communityBaseUrl));
  if (config.headerScript) sources['script-src']!.push(origin(config.headerScript));
  if (config.analytics) {
    sources['script-src']!.push(origin(config.analytics.src));
    sources['connect-src']!.push(origin(config.analytics.src));
  }
  return sources;
}

/** Several `extraSources` records as one, each source once. */
export function mergeSources(...records: Record<string, string[]>[]): Record<string, string[]> {
  const merged: Record<string, string[]> = {};
  for (const record of records) for (const [directive, list] of Object.entries(record)) merged[directive] = [...new Set([...(merged[directive] ?? []), ...list])];
  return merged;
}

/**
 * The headers every response carries. Scripts: our own files and the hashed inline scripts
 * only (no 'unsafe-inline'); inline styles stay allowed for style attributes. Off-site form
 * endpoints may be posted to by the browser and, for forms that submit in place, by fetch.
 */
export function securityHeaders(opts: SecurityHeadersOptions): Record<string, string> {
  const union = (pick: (p: SecurityHeadersOptions['pages'][number]) => string[]) => [...new Set(opts.pages.flatMap(pick))].sort();
  const forms = union((p) => p.formOrigins);
  const csp: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...union((p) => p.scriptHashes)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...forms],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...forms],
    'frame-ancestors': ["'none'"],
  };
  for (const [directive, sources] of Object.entries(opts.extraSources ?? {})) {
    csp[directive] = [...new Set([...(csp[directive] ?? []), ...sources])];
  }
  return {
    'Content-Security-Policy': Object.entries(csp)
      .map(([d, s]) => `${d} ${s.join(' ')}`)
      .join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** A path pattern of `_headers` (`/*`, `/assets/*`) and the headers for it. */
export interface HeaderBlock {
  pattern: string;
  /** Headers an earlier matching rule set that this one removes first (`! Name` lines). */
  detach?: string[];
  headers: Record<string, string>;
}

/** Hashed file names never change content: cache them for a year. */
export const IMMUTABLE_ASSETS: HeaderBlock = { pattern: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } };

/** Pages' Markdown twins (markdown-twin.ts) say what they are, with their encoding. */
export const MARKDOWN_TWINS: HeaderBlock = { pattern: '/*.md', headers: { 'Content-Type': 'text/markdown; charset=utf-8' } };

/** `_headers` in the format Netlify and Cloudflare Pages read. */
export function headersFile(blocks: HeaderBlock[]): string {
  return blocks.map((b) => [b.pattern, ...(b.detach ?? []).map((k) => `  ! ${k}`), ...Object.entries(b.headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n')).join('\n\n') + '\n';
}

/** Reads a `_headers` file back, for `gsite serve`. */
export function parseHeadersFile(text: string): HeaderBlock[] {
  const blocks: HeaderBlock[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      blocks.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const i = line.indexOf(':');
    if (i > 0 && blocks.length) blocks[blocks.length - 1]!.headers[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  return blocks;
}
