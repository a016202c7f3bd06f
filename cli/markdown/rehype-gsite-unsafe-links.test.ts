import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toHtml } from 'hast-util-to-html';
import { createMarkdownCompiler } from './processor.ts';
import { isUnsafeHref } from './rehype-gsite-unsafe-links.ts';

const compile = createMarkdownCompiler({ directives: { card: { kind: 'leaf' } } });
const run = (body: string) => compile({ body, source: '/site/content/docs/page.md', bodyLine: 4, fileUrls: {}, tocMin: 2, tocMax: 3 });

/** The link each UnsafeLink warning names, as its message quotes it. */
const quoted = (message: string) => JSON.parse(/^Link to ("(?:[^"\\]|\\.)*")/.exec(message)![1]!) as string;

test('javascript:, vbscript: and data: links become "#", each an UnsafeLink warning with its file line', () => {
  const body = [
    'Intro line.', //                                           file line 4
    '',
    '[run](javascript:alert(1)) and [old](VBScript:msgbox(1))', // 6
    '',
    '[page](data:text/html;base64,PHNjcmlwdD4=)', //           8
    '',
    '<JaVaScRiPt:alert(1)> [ref][r]', //                      10
    '',
    '::card{title="Card" href="javascript:void(0)"}', //       12
    '',
    '[r]: &#106;avascript:alert(2)',
  ].join('\n');
  const { hast, warnings } = run(body);
  const html = toHtml(hast);
  assert.deepEqual([...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]), Array(6).fill('#'));
  assert.ok(warnings.every((w) => w.error.code === 'UnsafeLink' && w.error.location?.file === '/site/content/docs/page.md' && w.href === undefined));
  assert.deepEqual(
    warnings.map((w) => [w.error.location?.line, quoted(w.error.message).replace(/\s/g, '').slice(0, 11).toLowerCase()]),
    [
      [6, 'javascript:'],
      [6, 'vbscript:ms'],
      [8, 'data:text/h'],
      [10, 'javascript:'],
      [10, 'javascript:'],
      [12, 'javascript:'],
    ],
  );
});

test('ordinary links and data: images are left alone', () => {
  const { hast, warnings } = run('[a](https://gsap.com) [b](/docs/x) [c](#top) [d](mailto:a@b.c) [e](javascript-guide) [f](./data:x)\n\n![pic](data:image/png;base64,iVBORw0KGgo=)\n');
  assert.deepEqual(warnings, []);
  const html = toHtml(hast);
  for (const href of ['https://gsap.com', '/docs/x', '#top', 'mailto:a@b.c', 'javascript-guide', './data:x']) assert.ok(html.includes(`href="${href}"`), href);
  assert.match(html, /src="data:image\/png;base64,iVBORw0KGgo="/);
});

test('the scheme is read as a browser reads it', () => {
  for (const href of ['javascript:x', ' JAVASCRIPT:x', '\u0001javascript:x', 'java\nscript:x', 'jav\tascript:x', 'data:,x', 'vbscript:x']) assert.equal(isUnsafeHref(href), true, JSON.stringify(href));
  for (const href of ['https://x', '/javascript:x', 'javascript', '#javascript:x', 'x-javascript:y']) assert.equal(isUnsafeHref(href), false, href);
});
