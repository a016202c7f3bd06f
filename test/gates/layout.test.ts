import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowserAndSite } from '../helpers/browser-and-site.ts';
import { probeLayout, type CheckId, type Finding } from '../helpers/layout-probe.ts';
import { DESKTOP, PHONE } from '../helpers/page-crawl.ts';

/**
 * The layout gate's probes (../helpers/layout-probe.ts), each shown catching a seeded defect and
 * passing its clean counterpart. The gate itself runs them on the built site inside the per-page
 * crawl's visits (../helpers/layout-gate.ts, test/gates/pages.test.ts), so a probe that passes
 * the site has shown here that it can fail.
 */

const env = useBrowserAndSite();
type Width = typeof PHONE | typeof DESKTOP;

// ---------- self-test: each probe catches its seeded defect, and passes the clean page ----------

const VIEWPORT_META = '<meta name="viewport" content="width=device-width, initial-scale=1">';
const BASE_CSS = 'body { margin: 0; font: 16px/1.5 sans-serif; } main { display: block; padding: 0 16px; } header.navbar { display: flex; gap: 8px; align-items: center; padding: 8px; }';
const LONG_TEXT = 'Animate anything with a tween that moves from where an element is to where you want it to be, over time, with an ease. '.repeat(8);

/** Runs one probe on a page made of `body` and `css`, at `width`. */
async function probe(width: Width, check: CheckId, body: string, css = '', navHrefs?: string[]): Promise<Finding[]> {
  const page = await env.tab({ viewport: width, ...(width === PHONE ? { isMobile: true, hasTouch: true } : {}) });
  await page.setContent(`<!doctype html><html lang="en"><head>${VIEWPORT_META}<style>${BASE_CSS}${css}</style></head><body>${body}</body></html>`);
  // The content keeps the tab's address (the pool's page between tests): links resolve against it.
  const found = await probeLayout(page, { checks: [check], navHrefs: navHrefs?.map((h) => new URL(h, page.url()).href) });
  await env.release(page);
  return found;
}

function expectFound(found: Finding[], pattern: RegExp, what: string) {
  assert.ok(
    found.some((f) => pattern.test(`${f.element} ${f.detail}`)),
    `the probe should report ${what}; it reported:\n${found.map((f) => `${f.element}: ${f.detail}`).join('\n') || '(nothing)'}`,
  );
}
const expectClean = (found: Finding[], what: string) => assert.deepEqual(found.map((f) => `${f.element}: ${f.detail}`), [], `${what} should pass`);

const WIDE_TABLE = `<table><tr><th>property</th><th>type</th><th>description</th></tr>${'<tr><td style="white-space:nowrap">transformOrigin</td><td>String</td><td style="white-space:nowrap">Sets the origin around which all transforms occur, for example "left top" or "50% 50%".</td></tr>'.repeat(3)}</table>`;
const NARROW_TABLE = `<table><tr><th>property</th><th>description</th></tr>${'<tr><td>x</td><td>Moves the element sideways, in px unless you give a unit.</td></tr>'.repeat(3)}</table>`;
const HIDDEN_CSS = '.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; } .offscreen { position: absolute; left: -9999px; } .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }';

test('self-test 1: the overflow probe catches a too-wide paragraph, a long word and a scroller without tabindex, and passes a focusable table scroller', async () => {
  const bad = await probe(PHONE, 'overflow', `<main><p style="width:2000px">${LONG_TEXT}</p><p>transformOriginPerspectiveSmoothOriginForce3DAutoRoundPropsImmediateRender</p><div style="overflow-x:auto">${WIDE_TABLE}</div></main>`);
  expectFound(bad, /^html.*scrolls sideways/, 'the document scrolling sideways');
  expectFound(bad, /^main > p "Animate.*right edge 2016px beyond its column main/, 'the 2000px paragraph');
  expectFound(bad, /^main > p "transformOrigin.*right edge/, 'the long unbreakable word');
  expectFound(bad, /cannot be scrolled by keyboard/, 'a scroller without tabindex');
  const clean = await probe(PHONE, 'overflow', `<main><p>${LONG_TEXT}</p><div class="table-scroll" tabindex="0" style="overflow-x:auto">${WIDE_TABLE}</div><pre tabindex="0" style="overflow-x:auto">${'gsap.to(".box", { x: 100 }); '.repeat(6)}</pre></main>`);
  expectClean(clean, 'a page whose wide table and code scroll in focusable scrollers');
});

test('self-test 2: the table probe catches cells that need sideways scrolling and passes a table that fits', async () => {
  const inScroller = await probe(PHONE, 'table-cells', `<main><div class="table-scroll" tabindex="0" style="overflow-x:auto">${WIDE_TABLE}</div></main>`);
  expectFound(inScroller, /lie outside the visible 16px–374px/, 'cells hidden to the right of their scroller');
  const bare = await probe(DESKTOP, 'table-cells', `<main>${WIDE_TABLE.replace('<table>', '<table style="width:1500px">')}</main>`);
  expectFound(bare, /lie outside the visible 0px–1280px/, 'cells beyond the viewport');
  const clipped = await probe(PHONE, 'table-cells', `<main><table style="table-layout:fixed;width:100%"><tr><td style="overflow:hidden;white-space:nowrap">${LONG_TEXT}</td><td>b</td></tr></table></main>`);
  expectFound(clipped, /content is wider than the cell/, 'a cell clipping its content');
  // Cells scrolled entirely out of their scroller's box count too (they are not "hidden").
  const farCells = `<table><tr>${'<td style="min-width:300px">wide column</td>'.repeat(4)}</tr></table>`;
  expectFound(await probe(PHONE, 'table-cells', `<main><div class="table-scroll" tabindex="0" style="overflow-x:auto">${farCells}</div></main>`), /3 of 4 cells/, 'cells entirely beyond the scroller');
  const hiddenHeader = NARROW_TABLE.replace('<th>description</th>', '<th class="sr-only">description</th>');
  expectClean(await probe(PHONE, 'table-cells', `<main><div class="table-scroll" tabindex="0" style="overflow-x:auto">${hiddenHeader}</div></main>`, HIDDEN_CSS), 'a table that fits, with a visually hidden header cell');
});

test('self-test 3: the header probe catches a key hint over a round button, a label spilling out of one, and controls on top of each other', async () => {
  const css = '.round { position: relative; width: 36px; height: 36px; border-radius: 50%; padding: 0; }';
  const bad = await probe(
    PHONE,
    'header-overlap',
    `<header class="navbar"><a href="/">Home</a><a href="/search" class="round" style="display:inline-block">🔍<kbd style="position:absolute;left:10px;top:4px;white-space:nowrap">Ctrl K</kbd></a><button class="round" style="white-space:nowrap">Switch colour mode</button><span style="position:relative"><a href="/docs">Docs</a><button style="position:absolute;left:0;top:0">Menu</button></span></header>`,
    css,
  );
  expectFound(bad, /kbd.*spills out/, 'the key hint drawn past the search icon');
  expectFound(bad, /Switch colour mode.*text "Switch colour mode".*spills out/, 'the label spilling out of the round button');
  expectFound(bad, /a "Docs".*covered by .*button "Menu"/, 'a link covered by a button');
  expectFound(bad, /overlaps/, 'two overlapping controls');
  const clean = await probe(PHONE, 'header-overlap', `<header class="navbar"><a href="/">Home</a><a href="/search" class="round" style="display:inline-grid;place-items:center" aria-label="Search">🔍</a><button>Menu</button></header>`, css);
  expectClean(clean, 'a header whose controls sit side by side');
});

test('self-test 4: the hidden-class probe catches a visually-hidden span with no CSS and passes real hiding patterns', async () => {
  const bad = await probe(DESKTOP, 'hidden-class', '<main><h1>Text<span class="visually-hidden">Text</span></h1></main>');
  expectFound(bad, /span\.visually-hidden "Text".*has class "visually-hidden" but shows/, 'the unstyled visually-hidden span');
  const clean = await probe(DESKTOP, 'hidden-class', '<main><h1>Text<span class="visually-hidden">plugin</span></h1><a class="offscreen" href="#x">Skip</a><span class="sr-only">Messages</span><p class="hidden" hidden>gone</p></main>', HIDDEN_CSS);
  expectClean(clean, 'clip-, off-screen- and clip-path-hidden text');
});

test('self-test 5: the table-of-contents probe catches a long phone page whose "On this page" has no box, and passes a collapsible one at the top', async () => {
  const sections = ['Usage', 'Parameters', 'Details', 'Returns'].map((h) => `<h2 id="${h.toLowerCase()}">${h}</h2><p>${LONG_TEXT.repeat(2)}</p>`).join('');
  const bad = await probe(PHONE, 'toc', `<main><h1>gsap.to()</h1><article class="markdown">${sections}</article><div style="display:none"><nav>On this page</nav></div></main>`);
  expectFound(bad, /shows no "On this page"/, 'the missing table of contents');
  const clean = await probe(PHONE, 'toc', `<main><h1>gsap.to()</h1><details><summary>On this page</summary><a href="#usage">Usage</a></details><article class="markdown">${sections}</article></main>`);
  expectClean(clean, 'a collapsible "On this page" at the top');
});

test('self-test 6: the line-length probe catches 1,100px lines and passes a 65ch column', async () => {
  const bad = await probe(DESKTOP, 'line-length', `<main><p style="width:1100px">${LONG_TEXT}</p></main>`);
  expectFound(bad, /characters per line/, 'the long lines');
  expectClean(await probe(DESKTOP, 'line-length', `<main><p style="max-width:65ch">${LONG_TEXT}</p><p style="width:1100px">Short.</p></main>`), 'a 65ch paragraph');
});

test('self-test 7: the shadow probe catches an off-screen skip link casting a shadow into view, and passes one without', async () => {
  const css = '.skip-link { position: absolute; left: 8px; top: -100px; height: 40px; padding: 8px; background: #000; color: #fff; }';
  const bad = await probe(DESKTOP, 'shadow-leak', '<a class="skip-link" href="#main" style="box-shadow: 0 20px 60px rgba(0,0,0,.5)">Skip to main content</a><main id="main"><p>Text</p></main>', css);
  expectFound(bad, /skip-link.*box-shadow/, 'the skip link shadow');
  const clean = await probe(DESKTOP, 'shadow-leak', '<a class="skip-link" href="#main" style="box-shadow: 0 2px 6px rgba(0,0,0,.5)">Skip to main content</a><a class="skip-link" href="#main" style="box-shadow: 0 20px 60px rgba(0,0,0,.5); top: -300px">Skip</a><main id="main"><p>Text</p></main>', css);
  expectClean(clean, 'off-screen elements whose shadows stay out of view');
});

test('self-test 8: the no-JS probe catches main content pushed below a tall header and unreachable header links, and passes a compact page', async () => {
  const links = Array.from({ length: 24 }, (_, i) => `<a style="display:block;padding:12px" href="/section-${i}">Section ${i}</a>`).join('');
  const bad = await probe(PHONE, 'no-js-order', `<header class="navbar" style="display:block">${links}<a href="/pricing" style="display:none">Pricing</a></header><main><h1>Title</h1><p>Text</p></main>`, '', ['/section-1', '/pricing', '/missing']);
  expectFound(bad, /main content starts at y/, 'the heading below 1.2 screens');
  expectFound(bad, /the header is \d+px tall/, 'the tall header');
  expectFound(bad, /\/pricing has no reachable copy.*present but not reachable/, 'the display:none header link');
  expectFound(bad, /\/missing has no reachable copy.*not in the page/, 'the link that is gone');
  assert.ok(!bad.some((f) => f.detail.includes('/section-1')), 'a visible header link is reachable');
  const clean = await probe(
    PHONE,
    'no-js-order',
    '<header class="navbar"><a href="/">Home</a><details><summary>Menu</summary><a href="/pricing">Pricing</a></details></header><main><h1>Title</h1><p>Text</p></main><footer><a href="/docs">Docs</a></footer>',
    '',
    ['/', '/pricing', '/docs'],
  );
  expectClean(clean, 'a compact page whose links sit in the header, a menu and the footer');
});
