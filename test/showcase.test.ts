import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { GSITE_ROOT } from '../cli/paths.ts';
import { BUILD_DIR, builtPages } from './helpers/built-pages.ts';
import { showcaseFiles } from './helpers/showcase-entries.ts';

/** Issue 26, /showcase: each content file is a card in the gallery and a page of its own. */
const pages = builtPages();
const byUrl = new Map(pages.map((p) => [p.url.replace(/\/$/, '') || '/', p]));
const entries = showcaseFiles();
const gallery = byUrl.get('/showcase')?.html ?? '';
const cards = [...gallery.matchAll(/<li class="card showcase-card"[^>]*>([\s\S]*?)<\/li>/g)].map((m) => m[0]);

test('there are at least nine entries, and each content file is one card on /showcase, newest first', () => {
  assert.ok(entries.length >= 9, `entries: ${entries.length}`);
  assert.equal(cards.length, entries.length, 'one card per content file');
  const linked = cards.map((c) => /<h3 class="card__title"><a href="([^"]+)"/.exec(c)?.[1]);
  assert.deepEqual(linked, entries.map((e) => e.url), 'cards in date order, each linking its page');
  for (const [i, e] of entries.entries()) {
    const card = cards[i]!;
    assert.ok(card.includes(`>${e.title}</a>`), `${e.slug}: the card's title`);
    assert.ok(card.includes(`data-tags="${e.tags.join('|')}"`), `${e.slug}: the card's tags`);
    assert.ok(card.includes(`data-plugins="${e.plugins.join('|')}"`), `${e.slug}: the card's plugins`);
    assert.ok(card.includes(`src="${e.thumbnail}"`), `${e.slug}: the card's thumbnail`);
    // Without JavaScript every card shows: none is hidden by the server.
    assert.doesNotMatch(card.slice(0, card.indexOf('>')), /\shidden/);
  }
});

test('each entry has its page at /showcase/<slug> with its live demo, its code and an "Open in Playtime" link to one of our demos', () => {
  for (const e of entries) {
    const page = byUrl.get(e.url);
    assert.ok(page, `${e.url} is built`);
    const html = page!.html;
    const demo = /<figure class="demo" data-demo="([^"]+)"/.exec(html)?.[1];
    assert.ok(demo, `${e.url}: a live demo`);
    assert.ok(fs.existsSync(path.join(GSITE_ROOT, 'client/demos', `${demo}.ts`)), `${e.url}: client/demos/${demo}.ts`);
    assert.match(html, /<div class="demo__code">[\s\S]*?<code/, `${e.url}: the demo's code is shown`);
    const playtime = /<a href="\/playtime\?demo=([^"]+)">Open in Playtime<\/a>/.exec(html)?.[1];
    assert.equal(playtime, demo, `${e.url}: Playtime opens the same demo`);
    assert.match(html, /class="markdown-page showcase-piece"/);
    for (const name of [...e.tags, ...e.plugins]) assert.ok(html.includes(`href="/showcase?tags=${encodeURIComponent(name)}"`), `${e.url}: links the gallery filtered by ${name}`);
    // Plugins that were members-only in 3.12 run on 3.13.0, and say so.
    const needs313 = e.plugins.some((p) => ['DrawSVG', 'MorphSVG', 'SplitText', 'ScrambleText', 'Inertia', 'CustomBounce', 'CustomWiggle', 'Physics2D', 'PhysicsProps', 'MotionPathHelper', 'GSDevTools', 'ScrollSmoother'].includes(p));
    assert.equal(html.includes('Runs GSAP 3.13.0'), needs313, `${e.url}: labelled 3.13.0 exactly when a formerly members-only plugin is used`);
  }
});

test('thumbnails are our own SVG files in the build; tag and plugin names never collide (both travel in ?tags=)', () => {
  const tags = new Set(entries.flatMap((e) => e.tags));
  for (const e of entries) {
    const file = path.join(BUILD_DIR, e.thumbnail);
    assert.ok(fs.existsSync(file), `${e.thumbnail} is in the build`);
    const svg = fs.readFileSync(file, 'utf8');
    assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*role="img" aria-label="[^"]+"/, `${e.thumbnail}: a labelled SVG`);
    assert.doesNotMatch(svg, /<image|href="http/, `${e.thumbnail}: drawn, nothing fetched or embedded`);
    for (const p of e.plugins) assert.ok(!tags.has(p), `${p} is both a tag and a plugin`);
  }
});

test('every plugin an entry names is a GSAP plugin of the type definitions', () => {
  const types = fs.readdirSync(path.join(GSITE_ROOT, 'node_modules/gsap/types')).filter((f) => f.endsWith('.d.ts')).map((f) => fs.readFileSync(path.join(GSITE_ROOT, 'node_modules/gsap/types', f), 'utf8')).join('\n');
  for (const p of new Set(entries.flatMap((e) => e.plugins))) {
    assert.match(types, new RegExp(`\\b(class|const|interface) ${p}(Plugin)?\\b`), `${p} in node_modules/gsap/types`);
  }
});
