import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Route } from '../routes/route.ts';
import { markdownTwin } from './markdown-twin.ts';

/** A content page's twin, as markdown-twin.ts makes it from the page's own Markdown. */
const twin = (body: string) =>
  markdownTwin({
    route: { url: '/start', kind: 'markdown-page', outFile: 'start/index.html', title: 'Start', source: '/site/content/pages/start.md' } as Route,
    source: { body, bodyLine: 4 },
    origin: 'https://site.example',
    fileUrls: {},
    demos: {},
  });

test('buttons and cards become links to absolute URLs; admonitions become quotes', () => {
  const out = twin(
    '::button[Get started]{href="/docs/install" variant="primary"}\n\n:::cards\n::card[How to install]{title="Install" href="/docs/install"}\n:::\n\n:::tip[Good to know]\nTips.\n:::\n',
  );
  assert.match(out, /^\[Get started\]\(https:\/\/site\.example\/docs\/install\)$/m);
  assert.match(out, /^- \[Install\]\(https:\/\/site\.example\/docs\/install\): How to install$/m);
  assert.match(out, /^> \*\*Good to know:\*\*\n> Tips\.$/m);
  assert.doesNotMatch(out, /^::/m);
});
