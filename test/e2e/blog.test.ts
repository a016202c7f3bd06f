import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { serveBuiltSite } from '../helpers/built-site.ts';
import { BUILD_DIR } from '../helpers/built-pages.ts';

/** The blog of ../shared/routes.md §4: slug, date, tag slugs, newest first. */
const POSTS: [string, string, string[]][] = [
  ['webflow-GSAP', '2024-10-15', ['announcement', 'blog']],
  ['3-12', '2023-05-19', ['scroll-smoother', 'scroll-trigger', 'release']],
  ['3-11', '2022-08-15', ['context', 'match-media', 'release']],
  ['3-10', '2022-03-31', ['scroll-smoother', 'normalize-scroll', 'release']],
  ['3-9', '2021-12-16', ['custom-ease', 'flip', 'keyframes', 'release']],
  ['3-8', '2021-09-27', ['context', 'match-media', 'release']],
  ['3-7', '2021-06-09', ['position-parameter', 'release']],
  ['3-6', '2020-10-21', ['draw-svg', 'flip', 'release']],
  ['3-4', '2020-06-13', ['matchmedia', 'scrolltrigger', 'release']],
  ['3-2', '2020-03-24', ['motionpath', 'release']],
  ['3-1', '2020-01-24', ['draw-svg', 'staggers', 'release']],
  ['3-release-notes', '2019-11-01', ['gsap-3', 'release']],
  ['why-license', '2016-02-01', ['gsap', 'blog', 'license']],
  ['why-gsap', '2014-01-17', ['gsap', 'blog', 'features']],
];

/** Tag slug → label → post count, as the old site listed them. */
const TAGS: [string, string, number][] = [
  ['announcement', 'announcement', 1], ['blog', 'blog', 3], ['context', 'context', 2], ['custom-ease', 'customEase', 1],
  ['draw-svg', 'drawSVG', 2], ['features', 'features', 1], ['flip', 'flip', 2], ['gsap', 'GSAP', 2], ['gsap-3', 'GSAP3', 1],
  ['keyframes', 'keyframes', 1], ['license', 'license', 1], ['match-media', 'matchMedia', 2], ['matchmedia', 'matchmedia', 1],
  ['motionpath', 'motionpath', 1], ['normalize-scroll', 'normalizeScroll', 1], ['position-parameter', 'position parameter', 1],
  ['release', 'release', 11], ['scroll-smoother', 'ScrollSmoother', 2], ['scroll-trigger', 'ScrollTrigger', 1],
  ['scrolltrigger', 'scrolltrigger', 1], ['staggers', 'staggers', 1],
];

let site: Awaited<ReturnType<typeof serveBuiltSite>>;
before(async () => {
  site = await serveBuiltSite();
});
after(async () => {
  await site?.close();
});

const get = async (url: string) => {
  const res = await fetch(site.url + url);
  return { status: res.status, html: await res.text() };
};
/** Post slugs in the order a list page shows them. */
const listed = (html: string) => [...html.matchAll(/<h2 class="post-card__title"><a href="\/blog\/([^"]+)"/g)].map((m) => m[1]);
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(BUILD_DIR, file), 'utf8'));

test('every post answers 200 with its title, date, authors, reading time and tags', async () => {
  for (const [slug, date, tags] of POSTS) {
    const { status, html } = await get(`/blog/${slug}`);
    assert.equal(status, 200, slug);
    assert.match(html, new RegExp(`<time dateTime="${date}">`), `${slug} shows its date`);
    assert.match(html, /\d+ min read/, `${slug} shows a reading time`);
    assert.match(html, /class="post-meta__authors"/, `${slug} names its authors`);
    const shown = [...html.matchAll(/<a href="\/blog\/tags\/([^"]+)" class="tag">/g)].map((m) => m[1]).sort();
    assert.deepEqual(shown, [...tags].sort(), `${slug} tags`);
  }
});

test('the blog lists ten posts a page, newest first; page 2 holds the rest', async () => {
  const page1 = await get('/blog');
  const page2 = await get('/blog/page/2');
  assert.equal(page2.status, 200);
  assert.deepEqual(listed(page1.html), POSTS.slice(0, 10).map((p) => p[0]));
  assert.deepEqual(listed(page2.html), POSTS.slice(10).map((p) => p[0]));
  assert.match(page1.html, /<a href="\/blog\/page\/2" rel="next"[^>]*>Older entries<\/a>/);
  assert.match(page2.html, /<a href="\/blog" rel="prev"[^>]*>Newer entries<\/a>/);
});

test('every tag page lists its posts under the right heading, and the release tag has a second page', async () => {
  for (const [slug, label, count] of TAGS) {
    const { status, html } = await get(`/blog/tags/${slug}`);
    assert.equal(status, 200, slug);
    const heading = `${count === 1 ? 'One post' : `${count} posts`} tagged with &quot;${label}&quot;`;
    assert.ok(html.includes(`<h1>${heading}</h1>`), `${slug}: ${heading}`);
    const expected = POSTS.filter((p) => p[2].includes(slug)).map((p) => p[0]);
    assert.deepEqual(listed(html), expected.slice(0, 10), slug);
  }
  const release2 = await get('/blog/tags/release/page/2');
  assert.equal(release2.status, 200);
  assert.deepEqual(listed(release2.html), ['3-release-notes']);
});

test('the tags page and its JSON give every tag with its count; the archive groups by year', async () => {
  const tags = readJson('blog/tags/index.json').tags as { slug: string; label: string; count: number }[];
  assert.deepEqual(tags.map((t) => [t.slug, t.label, t.count]).sort(), [...TAGS].sort());
  const { html } = await get('/blog/tags');
  for (const [slug] of TAGS) assert.ok(html.includes(`href="/blog/tags/${slug}"`), slug);
  const archive = await get('/blog/archive');
  const years = [...archive.html.matchAll(/<h2 id="year-(\d{4})">/g)].map((m) => m[1]);
  assert.deepEqual(years, ['2024', '2023', '2022', '2021', '2020', '2019', '2016', '2014']);
  assert.deepEqual(readJson('blog/page/2/index.json').postIds, POSTS.slice(10).map((p) => p[0]));
});

test('the RSS, Atom and JSON feeds are valid, carry every post in full and the 2025 copyright', () => {
  const rss = fs.readFileSync(path.join(BUILD_DIR, 'blog/rss.xml'), 'utf8');
  const atom = fs.readFileSync(path.join(BUILD_DIR, 'blog/atom.xml'), 'utf8');
  assert.equal(XMLValidator.validate(rss), true);
  assert.equal(XMLValidator.validate(atom), true);
  const parser = new XMLParser({ ignoreAttributes: false });
  const channel = parser.parse(rss).rss.channel;
  assert.equal(channel.item.length, POSTS.length);
  assert.match(channel.copyright, /2025/);
  assert.ok(channel.item.every((i: Record<string, string>) => (i['content:encoded'] ?? '').length > 200), 'full content in RSS');
  assert.equal(parser.parse(atom).feed.entry.length, POSTS.length);
  const json = readJson('blog/feed.json');
  assert.equal(json.version, 'https://jsonfeed.org/version/1');
  assert.equal(json.items.length, POSTS.length);
  assert.ok(json.items.every((i: { content_html?: string; url: string }) => (i.content_html ?? '').length > 200 && i.url.startsWith('https://')));
  assert.doesNotMatch(json.items[0].content_html, /href="\/[^/]/, 'links in feed content are absolute');
});

test('every link in the feeds that points into the site leads to a built page', () => {
  const json = readJson('blog/feed.json');
  const pages = new Set(
    fs
      .readdirSync(BUILD_DIR, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('index.html'))
      .map((f) => '/' + f.replace(/\/?index\.html$/, '')),
  );
  assert.ok(json.items.length > 0, 'the JSON feed has items to check');
  const missing: string[] = [];
  for (const item of json.items as { url: string; content_html: string }[]) {
    const targets = [item.url, ...[...item.content_html.matchAll(/href="(https:\/\/gsap\.com\/(?:docs|resources|blog)[^"#]*)/g)].map((m) => m[1]!)];
    for (const t of targets) {
      const p = decodeURI(new URL(t).pathname).replace(/\/$/, '');
      if (!pages.has(p)) missing.push(`${item.url}: ${t}`);
    }
  }
  assert.deepEqual(missing, []);
});

test('posts carry Open Graph article tags, a canonical URL, JSON-LD BlogPosting and the feed links', async () => {
  const { html } = await get('/blog/3-11');
  assert.match(html, /<meta property="og:type" content="article"\/>/);
  assert.match(html, /<meta property="article:published_time" content="2022-08-15"\/>/);
  assert.match(html, /<link rel="canonical" href="https:\/\/gsap.com\/blog\/3-11"\/>/);
  assert.match(html, /<link rel="alternate" type="application\/rss\+xml"[^>]*href="\/blog\/rss.xml"\/>/);
  const ld = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!);
  assert.equal(ld['@type'], 'BlogPosting');
  assert.equal(ld.datePublished, '2022-08-15');
  assert.equal(ld.headline, '3.11 release');
});
