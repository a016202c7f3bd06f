import { escapeHtml } from '../util/html-text.ts';
import type { ClientAssets } from '../routes/site-data.ts';
import type { HeaderBlock } from './security-headers.ts';
import { OUTPUT_FILES } from './output-files.ts';

/** Where frame documents go below the build folder: `frames/<name>/index.html`, URL `/frames/<name>/`. */
const FRAMES_DIR = OUTPUT_FILES.frames;

/**
 * One bare document per frame entry (client/frames/<name>.ts): the site's stylesheet and the
 * frame's classic script, nothing else. Pages show it in `<iframe sandbox="allow-scripts">`,
 * so its code runs with an opaque origin: no access to the site's storage, cookies or DOM.
 * The script builds the document's body itself.
 */
export function frameDocuments(assets: ClientAssets, baseUrl: string): Map<string, string> {
  const href = (url: string) => (baseUrl === '/' ? url : baseUrl.replace(/\/$/, '') + url);
  const files = new Map<string, string>();
  for (const [name, script] of Object.entries(assets.frames)) {
    const html = [
      '<!DOCTYPE html>',
      '<html lang="en">',
      '<head>',
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      '<meta name="robots" content="noindex">',
      `<title>${escapeHtml(name)}</title>`,
      ...assets.css.map((css) => `<link rel="stylesheet" href="${escapeHtml(href(css))}">`),
      `<script src="${escapeHtml(href(script))}" defer></script>`,
      '</head>',
      '<body class="gsite-frame"></body>',
      '</html>',
      '',
    ].join('\n');
    files.set(`${FRAMES_DIR}/${name}/index.html`, html);
  }
  return files;
}

/**
 * Headers of the frame documents. A frame runs code its page hands it (a playground's editor),
 * so inline scripts are allowed there and only there; it may be framed by the site's own pages
 * (the site-wide rule says no framing at all) and reaches nothing off-site. Hosts that merge
 * the headers of every matching rule (Cloudflare Pages) need the site-wide values detached
 * first (`! Name`); `gsite serve` applies rules in order, so a later value replaces the earlier.
 */
export function frameHeaders(baseUrl: string): HeaderBlock {
  const prefix = baseUrl === '/' ? '' : baseUrl.replace(/\/$/, '');
  return {
    pattern: `${prefix}/${FRAMES_DIR}/*`,
    detach: ['Content-Security-Policy', 'X-Frame-Options'],
    headers: {
      'Content-Security-Policy': [
        "default-src 'none'",
        "script-src 'self' 'unsafe-inline'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        "connect-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors 'self'",
      ].join('; '),
      'X-Frame-Options': 'SAMEORIGIN',
    },
  };
}
