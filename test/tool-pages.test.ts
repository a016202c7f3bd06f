import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pagesByUrl } from './helpers/built-pages.ts';
import { toolFamilies } from '../content/data/tools.ts';

/** Issue 26, tool pages with motion, on the built site: every card leads to its docs page, every featured demo opens in Playtime. */
const FAMILIES = ['/core/', '/scroll/', '/svg/', '/ui/', '/text/'];
const { page, at } = pagesByUrl();
const unescape = (s: string) => s.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
/** The page an internal href leads to, or undefined; and its #anchor must be an id there. */
function target(href: string): string | undefined {
  const anchor = unescape(href).split('#')[1];
  const found = at(unescape(href));
  if (!found) return `${href}: no such page`;
  if (anchor && !found.html.includes(`id="${anchor}"`)) return `${href}: no #${anchor} on that page`;
  return undefined;
}
const DEMOS = path.join(import.meta.dirname, '..', 'client', 'demos');

for (const url of FAMILIES) {
  test(`${url}: every feature card's title links to a docs page this site builds`, () => {
    const html = page(url).html;
    const cards = [...html.matchAll(/<article class="card mk-feature">([\s\S]*?)<\/article>/g)].map((m) => m[1]!);
    const family = toolFamilies.find((f) => `/${f.slug}/` === url)!;
    assert.equal(cards.length, family.groups.flatMap((g) => g.features).length, 'one card per feature of the data');
    const problems: string[] = [];
    for (const card of cards) {
      const title = /<h3 class="card__title">([\s\S]*?)<\/h3>/.exec(card)?.[1] ?? '';
      const name = title.replace(/<span class="badge[\s\S]*?<\/span>/, '').replace(/<[^>]+>/g, '');
      const href = /<a [^>]*href="([^"]+)"/.exec(title)?.[1];
      if (!href) problems.push(`${name}: no link`);
      else {
        const wrong = target(href);
        if (wrong) problems.push(`${name}: ${wrong}`);
      }
    }
    assert.deepEqual(problems, []);
  });

  test(`${url}: 2 to 4 featured demos, each "Open in Playtime" naming a demo of client/demos, each with its docs page`, () => {
    const html = page(url).html;
    const section = /<section id="demos"[\s\S]*?<\/section>/.exec(html)?.[0];
    assert.ok(section, 'a Featured demos section');
    const cards = [...section!.matchAll(/<li class="card mk-demo-card">([\s\S]*?)<\/li>/g)].map((m) => m[1]!);
    assert.ok(cards.length >= 2 && cards.length <= 4, `featured demos: ${cards.length}`);
    for (const card of cards) {
      const links = [...card.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({ href: unescape(m[1]!), text: m[2]!.replace(/<[^>]+>/g, '').trim() }));
      const playtime = links.find((l) => l.text === 'Open in Playtime');
      assert.ok(playtime, `an Open in Playtime link in ${card.slice(0, 80)}`);
      const demo = new URL(playtime!.href, 'http://x').searchParams.get('demo');
      assert.match(playtime!.href, /^\/playtime\?demo=/);
      assert.ok(demo && fs.existsSync(path.join(DEMOS, `${demo}.ts`)), `client/demos/${demo}.ts exists`);
      const docs = links.find((l) => l !== playtime);
      assert.ok(docs, `a docs link beside ${demo}`);
      assert.equal(target(docs!.href), undefined);
      // The docs page it names shows that very demo.
      assert.ok(at(docs!.href)!.html.includes(`data-demo="${demo}"`), `${docs!.href} shows ${demo}`);
      // A demo that runs gsap 3.13.0 says so.
      const v313 = /version: '3\.13\.0'/.test(fs.readFileSync(path.join(DEMOS, `${demo}.ts`), 'utf8'));
      assert.equal(card.includes('Runs GSAP 3.13.0'), v313, `${demo}: "Runs GSAP 3.13.0" shown exactly when it does`);
    }
  });

  test(`${url}: the live scene is an island that wakes when visible, with the still frame in the HTML`, () => {
    const html = page(url).html;
    const island = /<gsite-island data-island="tool-hero"[^>]*>/.exec(html)?.[0];
    assert.ok(island, 'a tool-hero island');
    assert.match(island!, /data-load="visible"/);
    assert.match(html, /<figure class="tool-hero tool-hero--[a-z]+" data-scene="[a-z]+">/);
  });
}

test('/svg/: the scene that runs gsap 3.13.0 says so', () => {
  assert.match(page('/svg/').html, /<figcaption class="tool-hero__version">Runs GSAP 3\.13\.0<\/figcaption>/);
  for (const url of ['/core/', '/scroll/', '/ui/', '/text/']) assert.doesNotMatch(page(url).html, /tool-hero__version/, url);
});

test('/scroll/: the scroll-driven scene is a band of the page, not the hero', () => {
  const html = page('/scroll/').html;
  const scene = /<section id="scene"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  assert.match(scene, /data-scene="scroll"/);
  const hero = html.slice(html.indexOf('<div class="hero mk-hero">'), html.indexOf('<nav class="container mk-toc"'));
  assert.ok(hero.includes('<h1'), 'the hero is found');
  assert.doesNotMatch(hero, /tool-hero/);
});

test('/text/: the h1 is split into aria-hidden letters, and carries the plain title as text', () => {
  const h1 = /<h1 class="hero__title">([\s\S]*?)<\/h1>/.exec(page('/text/').html)?.[1] ?? '';
  assert.match(h1, /<span class="sr-only">Text<\/span>/);
  const letters = /<span class="text-title" aria-hidden="true">([\s\S]*?)<\/span><\/span>?/.exec(h1)?.[1] ?? '';
  assert.equal(letters.match(/class="text-title__char"/g)?.length, 4);
});
