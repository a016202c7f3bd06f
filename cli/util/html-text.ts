/**
 * Text in and out of the HTML and XML the build writes: one escape and one decode, so every
 * output (pages read back, redirects, sitemap, docset) treats the same characters alike.
 */

/** Text made safe in element content and in double-quoted attributes of HTML and XML. */
export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The entities React (and escapeHtml) write, back to their characters; `&amp;` last, so `&amp;lt;` stays `&lt;`. */
export function decodeEntities(s: string): string {
  // Most attribute values have no entity: five replaces each for ~500 ids and links a page.
  if (!s.includes('&')) return s;
  return s.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}
