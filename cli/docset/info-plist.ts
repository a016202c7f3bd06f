import { escapeHtml } from '../util/html-text.ts';

/**
 * A docset's Contents/Info.plist (kapeli.com/docsets): its name, the keyword Dash searches it
 * under (`gsap:`), the page it opens on, where the live version of a page is (Dash's "Open
 * online page"), and that its pages need no JavaScript.
 */
export function infoPlist(o: { name: string; indexFile: string; fallbackUrl: string }): string {
  const id = o.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const entries: [string, string | boolean][] = [
    ['CFBundleIdentifier', id],
    ['CFBundleName', o.name],
    ['DocSetPlatformFamily', id],
    ['isDashDocset', true],
    ['isJavaScriptEnabled', false],
    ['dashIndexFilePath', o.indexFile],
    ['DashDocSetFallbackURL', `${o.fallbackUrl}/`],
  ];
  const value = (v: string | boolean) => (typeof v === 'boolean' ? `<${v}/>` : `<string>${escapeHtml(v)}</string>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
${entries.map(([k, v]) => `  <key>${k}</key>\n  ${value(v)}`).join('\n')}
</dict>
</plist>
`;
}
