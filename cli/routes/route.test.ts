import { test } from 'node:test';
import assert from 'node:assert/strict';
import { outFileFor, routeKey, withTrailingSlash } from './route.ts';

test('route keys ignore trailing slashes and index.html, and keep dots, parentheses and case', () => {
  assert.equal(routeKey('/docs/v3/GSAP/gsap.to()'), '/docs/v3/GSAP/gsap.to()');
  assert.equal(routeKey('/docs/v3/Plugins/ScrollTrigger/'), '/docs/v3/Plugins/ScrollTrigger');
  assert.equal(routeKey('/blog/index.html'), '/blog');
  assert.equal(routeKey('/blog.html'), '/blog');
  assert.equal(routeKey('/'), '/');
  assert.notEqual(routeKey('/resources/React'), routeKey('/resources/react'));
});

test('every route is written as a folder index', () => {
  assert.equal(outFileFor('/'), 'index.html');
  assert.equal(outFileFor('/docs/v3/GSAP/gsap.to()'), 'docs/v3/GSAP/gsap.to()/index.html');
  assert.equal(outFileFor('/core/'), 'core/index.html');
});

test('the trailing-slash rule', () => {
  assert.equal(withTrailingSlash('/a/', undefined), '/a/');
  assert.equal(withTrailingSlash('/a', true), '/a/');
  assert.equal(withTrailingSlash('/a/', false), '/a');
  assert.equal(withTrailingSlash('/', false), '/');
});
