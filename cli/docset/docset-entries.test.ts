import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Route } from '../routes/route.ts';
import { apiName, optionRows, pageEntryName, pageEntryType } from './docset-entries.ts';

/** A docs route as the route table makes it, with its sidebar label and breadcrumbs. */
const doc = (url: string, title: string, crumb?: string, parents: [string, string][] = [], collectionId = 'docs'): Route =>
  ({
    url,
    kind: 'doc',
    outFile: `${url.replace(/^\//, '').replace(/\/?$/, '/')}index.html`,
    title,
    doc: { collectionId, id: url, breadcrumbs: parents.map(([label, href]) => ({ label, href })), crumb },
  }) as Route;

const timeline = doc('/docs/v3/GSAP/Timeline/', 'Timeline');
const scrollTo = doc('/docs/v3/Plugins/ScrollToPlugin/', 'ScrollTo');
const owners = new Map([timeline, scrollTo].map((r) => [r.url, apiName(r)]));
const named = (r: Route) => [pageEntryType(r), pageEntryName(r, pageEntryType(r), owners)];

test('a page is listed by what it documents, named as code calls it', () => {
  assert.deepEqual(named(timeline), ['Class', 'Timeline']);
  assert.deepEqual(named(scrollTo), ['Plugin', 'ScrollToPlugin'], 'a plugin by its API name, not its menu label');
  assert.deepEqual(named(doc('/docs/v3/GSAP/Timeline/add()', 'add()', '.add()', [['Timeline', '/docs/v3/GSAP/Timeline/'], ['methods', '']])), ['Method', 'Timeline.add()']);
  assert.deepEqual(named(doc('/docs/v3/Plugins/ScrollToPlugin/config()', 'config()', 'static.config()', [['ScrollTo', '/docs/v3/Plugins/ScrollToPlugin/']])), ['Method', 'ScrollToPlugin.config()']);
  assert.deepEqual(named(doc('/docs/v3/GSAP/Timeline/labels', 'labels', '.labels', [['Timeline', '/docs/v3/GSAP/Timeline/']])), ['Property', 'Timeline.labels']);
  assert.deepEqual(named(doc('/docs/v3/GSAP/gsap.to()', 'gsap.to()')), ['Method', 'gsap.to()'], 'a qualified name stays as written');
  assert.deepEqual(named(doc('/docs/v3/GSAP/UtilityMethods/clamp()', 'clamp()', 'clamp')), ['Method', 'gsap.utils.clamp()']);
  assert.deepEqual(named(doc('/docs/v3/HelperFunctions/helpers/seamlessLoop', 'seamlessLoop')), ['Function', 'seamlessLoop']);
  assert.deepEqual(named(doc('/resources/position-parameter', 'The Position Parameter', 'Position parameter', [], 'resources')), ['Guide', 'The Position Parameter']);
});

test('option rows come from reference tables only, named by their first cell without its permalink', () => {
  const html =
    '<table class="table--reference"><tbody><tr role="row" id="scrub"><td><code>scrub</code><a class="row-anchor" href="#scrub">#</a></td><td>Boolean</td></tr>' +
    '<tr id="onEnter"><td><code>onEnter</code> (callback)</td></tr></tbody></table>' +
    '<table><tr id="not-an-option"><td>top bottom</td></tr></table>';
  assert.deepEqual(optionRows(html), [
    { name: 'scrub', anchor: 'scrub' },
    { name: 'onEnter', anchor: 'onEnter' },
  ]);
});
