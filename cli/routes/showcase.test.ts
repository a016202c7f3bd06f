import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseSource } from '../content/frontmatter.ts';
import { showcaseEntries } from './showcase.ts';
import type { Route } from './route.ts';

const page = (url: string, source: string): Route => {
  const { frontmatter, title } = parseSource(`/site/content/pages${url}.md`, source);
  return { url, kind: 'markdown-page', outFile: `${url.slice(1)}/index.html`, title, description: frontmatter.description, frontmatter };
};
const entry = (title: string, date: string, extra = '') => `---\ntitle: ${title}\ndescription: About ${title}\ndate: ${date}\ntags: [svg]\nshowcase:\n  plugins: [Flip]\n  thumbnail: /img/showcase/x.svg\n${extra}---\n\nBody.\n`;

test('showcase entries are the Markdown pages with a showcase block, newest first, then by title', () => {
  const routes = [
    page('/showcase/old', entry('Old', '2026-01-01')),
    page('/showcase/b', entry('Beta', '2026-03-01')),
    page('/showcase/a', entry('Alpha', '2026-03-01')),
    page('/styleguide', '---\ntitle: Styleguide\n---\n\nText.\n'),
  ];
  const entries = showcaseEntries(routes);
  assert.deepEqual(entries.map((e) => e.page), ['/showcase/a', '/showcase/b', '/showcase/old']);
  assert.deepEqual(entries[0], { page: '/showcase/a', title: 'Alpha', description: 'About Alpha', date: '2026-03-01', tags: ['svg'], plugins: ['Flip'], thumbnail: '/img/showcase/x.svg' });
});

test('a piece elsewhere carries its https address; the block rejects a thumbnail that is not an SVG path and a plain-http address', () => {
  const [e] = showcaseEntries([page('/showcase/far', entry('Far', '2026-02-02', '  url: https://example.org/piece\n'))]);
  assert.equal(e!.external, 'https://example.org/piece');
  assert.throws(() => parseSource('/x.md', entry('Bad', '2026-02-02').replace('/img/showcase/x.svg', 'x.png')), /thumbnail/);
  assert.throws(() => parseSource('/x.md', entry('Bad', '2026-02-02', '  url: http://example.org/\n')), /url/);
});
