import { test } from 'node:test';
import assert from 'node:assert/strict';
import { builtPages, pagesByUrl } from './helpers/built-pages.ts';
import { collectHrefs } from '../cli/check/check-links.ts';

/** Issue 26 on the built site: the cheat sheet's links and highlighting, and where /licensing is linked from. */
const pages = builtPages();
const { page, at } = pagesByUrl(pages);
const isBuilt = (href: string) => at(href) !== undefined;

test('every cheat sheet section heading links to a page this site builds', () => {
  const html = page('/cheatsheet').html;
  const headings = [...html.matchAll(/<h2 id="[^"]+">([\s\S]*?)<\/h2>/g)].map((m) => m[1]!);
  assert.ok(headings.length >= 10, `sections found (${headings.length})`);
  for (const heading of headings) {
    const href = /<a[^>]*href="([^"]+)"/.exec(heading)?.[1];
    assert.ok(href, `the heading ${heading.replace(/<[^>]+>/g, '')} is a link`);
    assert.ok(isBuilt(href!), `${href} is a built page`);
  }
});

test('the cheat sheet code is highlighted at build time, HTML as HTML', () => {
  const html = page('/cheatsheet').html;
  const blocks = [...html.matchAll(/<pre class="mk-code"><code class="language-(\w+)">([\s\S]*?)<\/code><\/pre>/g)];
  assert.ok(blocks.length >= 20, `code blocks found (${blocks.length})`);
  const plain = blocks.filter(([, , code]) => !/<span class="hljs-/.test(code!));
  assert.deepEqual(plain.map(([, , code]) => code!.slice(0, 40)), [], 'blocks without a highlighted token');
  assert.ok(blocks.some(([, lang, code]) => lang === 'html' && /hljs-tag/.test(code!)), 'the CDN snippet is highlighted as HTML');
});

test('/licensing is linked from every page footer, the Plugins index and the installation page', () => {
  for (const url of ['/docs/v3/Plugins/', '/docs/v3/Installation']) {
    const main = page(url).html.split('<main')[1]!.split('</main>')[0]!;
    assert.ok(collectHrefs(main).some((h) => h.replace(/\/$/, '') === '/licensing'), `${url}: its content links /licensing`);
  }
  const withoutFooterLink = pages.filter((p) => /<footer/.test(p.html) && !collectHrefs(p.html.slice(p.html.lastIndexOf('<footer'))).some((h) => h.replace(/\/$/, '') === '/licensing'));
  assert.deepEqual(withoutFooterLink.map((p) => p.url), []);
});

test('/styleguide shows every building block of the pages, without a docs sidebar', () => {
  const html = page('/styleguide').html;
  const parts: [string, RegExp][] = [
    ['headings h2–h4', /<h2[\s\S]*<h3[\s\S]*<h4/],
    ['a primary and a secondary button', /class="button button--primary"[\s\S]*class="button button--secondary"/],
    ['links and inline code', /<p>[^]*<a href="\/docs\/v3\/GSAP\/gsap\.to\(\)">[^]*<code>/],
    ['all five admonitions', /admonition--note[\s\S]*admonition--tip[\s\S]*admonition--info[\s\S]*admonition--warning[\s\S]*admonition--danger/],
    ['a reference table', /class="[^"]*table--reference/],
    ['a code block with a title and a highlighted line', /code-block__title[\s\S]*class="line line-highlighted"/],
    ['tabs', /data-island="tab-list"/],
    ['cards', /class="cards"/],
    ['the demo frame', /<figure class="demo"/],
  ];
  assert.deepEqual(parts.filter(([, pattern]) => !pattern.test(html)).map(([name]) => name), []);
  assert.doesNotMatch(html, /data-island="sidebar-tree"/);
});
