import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { GSITE_ROOT } from '../../cli/paths.ts';
import { useBrowserAndSite } from '../helpers/browser-and-site.ts';
import { redirects } from '../../content/redirects.ts';
import { BUILD_DIR, builtPages } from '../helpers/built-pages.ts';

/**
 * Every link people already have lands on a page (issue "every link people already have"):
 * the links in gsap 3.12.7's own type definitions, the old greensock.com spellings the
 * inventory records (../shared/routes.md §1), method pages linked without their `()`, and
 * the old one-page anchors of the helper functions. "Lands" means: after the redirects, a
 * 200 that is not the not-found page, and an #anchor that is an id on it.
 */
const env = useBrowserAndSite();

/** Follows redirects (at most 5) and says where a path ends: status, final path, the #anchor it carries. */
async function land(pathAndHash: string): Promise<{ status: number; path: string; hash: string; html: string; hops: number }> {
  let url = new URL(pathAndHash, env.url);
  let hash = url.hash;
  for (let hops = 0; hops <= 5; hops++) {
    const res = await fetch(url, { redirect: 'manual' });
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, url);
      assert.equal(next.origin, new URL(env.url).origin, `${pathAndHash}: a redirect left the site (${next})`);
      if (next.hash) hash = next.hash;
      url = next;
      continue;
    }
    return { status: res.status, path: decodeURI(url.pathname), hash: decodeURIComponent(hash.slice(1)), html: await res.text(), hops };
  }
  throw new Error(`${pathAndHash}: more than 5 redirects`);
}

async function assertLands(link: string): Promise<void> {
  const to = await land(link);
  assert.equal(to.status, 200, `${link} ends at ${to.path} with ${to.status}`);
  assert.doesNotMatch(to.html, /<meta http-equiv="refresh"/, `${link} ends on a redirect page, not a page`);
  if (to.hash) assert.ok(to.html.includes(`id="${to.hash.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`), `${link} lands on ${to.path}, which has no #${to.hash}`);
}

/** Doc links of the type definitions, as paths (the host was greensock.com, now gsap.com). */
function typeDefinitionLinks(): string[] {
  const dir = path.join(GSITE_ROOT, 'node_modules/gsap-3.12.7/types');
  const links = new Set<string>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.d.ts'))) {
    for (const m of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/https?:\/\/(?:www\.)?(?:greensock|gsap)\.com(\/docs\/[^\s"'`*<>]*)/g)) {
      links.add(m[1]!.replace(/[.,;:]+$/, ''));
    }
  }
  return [...links].sort();
}

test('every docs link in the gsap 3.12.7 type definitions lands on a page', async () => {
  const links = typeDefinitionLinks();
  assert.ok(links.length > 150, `found only ${links.length} links: did the types move?`);
  const failures: string[] = [];
  for (const link of links) await assertLands(link).catch((e: Error) => failures.push(e.message.split('\n')[0]!));
  assert.deepEqual(failures, []);
});

/** Old spellings the inventory records (routes.md §1 rows 7, 9, 12, 16) and the site's own redirect table. */
const LEGACY = [
  '/3-release-notes/', '/3-1', '/3-12', '/blog/3-12/',
  '/docs/v3/GSAP/CorePlugins/AttrPlugin', '/docs/v3/GSAP/CorePlugins/CSSPlugin', '/docs/v3/GSAP/CorePlugins/SnapPlugin',
  '/docs/v3/Plugins/ScrollTrigger/', '/docs/v3/Plugins/ScrollTrigger', '/docs/v3/Plugins/DrawSVGPlugin', '/docs/v3/Plugins/DrawSVGPlugin/',
  '/docs/v3/Plugins/Flip/', '/docs/v3/Plugins/GSDevTools', '/docs/v3/HelperFunctions/', '/docs/v3/HelperFunctions',
  '/docs/v3/GSAP/gsap.ticker', '/docs/v3/GSAP/gsap.ticker()', '/docs/v3/Eases', '/docs/v3/Easing/CustomEase',
  '/docs/v3/Plugins/MorphSVGPlugin/static.convertToPath', '/docs/v3/Plugins/InertiaPlugin/VelocityTracker/.track',
  '/docs/v3/Installation?tab=npm&module=esm&method=private+registry&tier=free&club=false&require=false&trial=true',
];

test('old spellings of the site\'s paths, and every rule of content/redirects.ts, land on a page', async () => {
  const failures: string[] = [];
  for (const link of [...LEGACY, ...redirects.map((r) => r.from)]) await assertLands(link).catch((e: Error) => failures.push(e.message.split('\n')[0]!));
  assert.deepEqual(failures, []);
});

test('a method page linked without its () lands on it, in one redirect that keeps the query', async () => {
  const urls = new Set(builtPages().map((p) => p.url));
  const methods = [...urls].filter((url) => url.endsWith('()'));
  assert.ok(methods.length > 200, `only ${methods.length} method pages`);
  const failures: string[] = [];
  for (const url of methods) {
    const bare = url.slice(0, -2);
    if (urls.has(bare)) continue;
    const to = await land(`${encodeURI(bare)}?from=forum`).catch((e: Error) => ({ status: 0, path: `${e.message} ${String((e as { cause?: unknown }).cause)}`, hops: 0 }));
    if (to.status !== 200 || to.path !== url || to.hops !== 1) failures.push(`${bare} → ${to.path} (${to.status}, ${to.hops} hops)`);
  }
  assert.deepEqual(failures, []);
});

test('without a server that reads _redirects, an old path is a page that sends the reader on', () => {
  const stub = fs.readFileSync(path.join(BUILD_DIR, '3-1', 'index.html'), 'utf8');
  assert.match(stub, /<meta http-equiv="refresh" content="0; url=\/blog\/3-1">/);
  assert.match(stub, /<link rel="canonical" href="https:\/\/gsap\.com\/blog\/3-1">/);
  assert.match(fs.readFileSync(path.join(BUILD_DIR, '_redirects'), 'utf8'), /^\/3-1 \/blog\/3-1 301$/m);
});

test('the old one-page anchors of the helper functions open the helper, with and without JavaScript', async () => {
  const OLD: [string, string][] = [
    ['loop', '/docs/v3/HelperFunctions/helpers/seamlessLoop'],
    ['lottie', '/docs/v3/HelperFunctions/helpers/LottieScrollTrigger'],
    ['blend-eases', '/docs/v3/HelperFunctions/helpers/blendEases'],
    ['anchorsToProgress', '/docs/v3/HelperFunctions/helpers/anchorsToProgress'],
  ];
  for (const [hash, to] of OLD) {
    const page = await env.tab();
    await page.goto(`${env.url}/docs/v3/HelperFunctions#${hash}`);
    await page.waitForURL((u) => u.pathname === to, { timeout: 10_000 });
    await env.release(page);
  }
  const page = await env.tab({ javaScriptEnabled: false });
  await page.goto(`${env.url}/docs/v3/HelperFunctions#loop`);
  for (const [hash, to] of OLD) {
    const link = page.locator(`[id="${hash}"] a`);
    assert.equal(await link.getAttribute('href'), to, `#${hash} links the helper`);
  }
});
