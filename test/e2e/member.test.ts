import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import axe from 'axe-core';
import { axeViolations } from '../helpers/page-crawl.ts';
import type { Browser, Page } from 'playwright-core';
import { build } from '../../cli/build/build.ts';
import { silentLogger } from '../../cli/build/logger.ts';
import { createStaticServer } from '../../cli/serve/static-server.ts';
import { launchChromium } from '../helpers/browser.ts';
import { fixtureCopy, FIXTURES } from '../helpers/fixture.ts';
import { LOOKUP_PATH, startStandIn, type StandIn } from '../helpers/community-stand-in.ts';
import { MEMBER_LOOKUP_TIMEOUT_MS } from '../../client/member/lookup.ts';
import { SAMPLE_MEMBER } from '../../client/member/map-member.ts';
import { trackRequests } from '../helpers/page-waits.ts';
import { TabPool, type TabOptions } from '../helpers/tab-pool.ts';

/**
 * The member area (issue 7; spec §1, §2, §3, §4, §6, §7, §8) on the basic fixture site,
 * built twice against a local stand-in for the community site: `live` (the lookup asks the
 * stand-in) and `local` (the sample member, plus a header script and an analytics loader).
 */
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

let browser: Browser;
let standIn: StandIn;
const sites: { live?: Site; local?: Site } = {};
/** Tabs shared by the tests, one pool per site (a tab is reused only on its own site's origin). */
const tabs = {
  live: new TabPool(() => browser, () => sites.live!.url),
  local: new TabPool(() => browser, () => sites.local!.url),
};

interface Site {
  url: string;
  dir: string;
  close: () => Promise<void>;
}

async function buildSite(edit: (config: string) => string): Promise<Site> {
  const original = fs.readFileSync(path.join(FIXTURES, 'basic/site.config.ts'), 'utf8');
  const config = edit(original);
  assert.notEqual(config, original);
  const root = fixtureCopy('basic', { 'site.config.ts': config });
  await build({ root, logger: silentLogger, workers: 0 });
  const dir = path.join(root, 'build');
  const server = createStaticServer({ dir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url, dir, close: () => close().then(() => fs.rmSync(root, { recursive: true, force: true })) };
}

before(async () => {
  standIn = await startStandIn();
  const community = (config: string) => config.replace("communityBaseUrl: 'https://fixture.example/community'", `communityBaseUrl: '${standIn.origin}/community'`);
  [sites.live, sites.local] = await Promise.all([
    buildSite(community),
    buildSite((config) =>
      community(config)
        .replace("communityBaseUrl: '", "environment: 'local', communityBaseUrl: '")
        .replace("title: 'Fixture',", `title: 'Fixture',\n  headerScript: '${standIn.origin}/js/header.js',\n  analytics: { src: '${standIn.origin}/analytics.js' },`),
    ),
  ]);
  // Both sites are served from 127.0.0.1 on their own ports; CORS admits the live one.
  standIn.allowOrigin = sites.live!.url;
  browser = await launchChromium();
});

after(async () => {
  await tabs.live.close();
  await tabs.local.close();
  await browser?.close();
  await sites.live?.close();
  await sites.local?.close();
  await standIn?.close();
});

interface Visit {
  page: Page;
  /** Console errors and page errors, in order. */
  errors: string[];
  /** Every console message, for the token check. */
  messages: string[];
  /** Resolves once no request of the page is in flight (see quiet()). */
  idle: () => Promise<void>;
  /** Gives the tab back before the test ends (a test that visits many times in turn). */
  release: () => Promise<void>;
}

interface VisitOptions extends Omit<TabOptions, 'init'> {
  /** The stand-in's answer for this visitor (see community-stand-in.ts). */
  scenario?: string;
  site?: 'live' | 'local';
  /** A stopped clock from the start: the page's timers run only when the test moves it (for the timeout). */
  clock?: boolean;
  init?: string;
}

async function visit(urlPath: string, { scenario, site = 'live', clock, init, ...options }: VisitOptions = {}): Promise<Visit> {
  const page = await tabs[site].tab({ viewport: DESKTOP, ...options, init: init ? [init] : [] });
  const context = page.context();
  // The lookup must carry the visitor's cookies: the scenario travels in one. (The pool clears
  // every cookie of the tab's context when the test gives it back, the stand-in's included.)
  if (scenario) await context.addCookies([{ name: 'scenario', value: encodeURIComponent(scenario), url: standIn.origin }]);
  // A faked clock cannot be taken out again: the pool closes this tab instead of reusing it.
  if (clock) {
    await context.clock.install({ time: CLOCK_START });
    await context.clock.pauseAt(CLOCK_START + 1000);
  }
  const errors: string[] = [];
  const messages: string[] = [];
  page.on('console', (m) => {
    messages.push(m.text());
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  // Requests in flight, so a test can wait until the page has stopped asking (quiet()).
  const { idle } = trackRequests(page);
  await page.goto(sites[site]!.url + urlPath);
  return { page, errors, messages, idle, release: () => tabs[site].release(page) };
}

/** Where a stopped clock starts (any fixed time; the page only needs it not to move by itself). */
const CLOCK_START = Date.parse('2030-01-01T00:00:00Z');

/**
 * Waits until the page can no longer ask for anything it was going to ask for: every account
 * island is live (each mount has signalled, so any lookup has been started), the page has
 * drawn two frames since, and every request it started has been answered, so the stand-in
 * has recorded it. What has not been asked by then was not going to be.
 */
async function quiet({ page, idle }: Visit): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('gsite-island[data-island="account-menu"]:not([data-hydrated])').length === 0);
  await idle(); // two frames, then every request answered
}

/**
 * The state the account area settles in (`member` or `guest`), after the lookup, once the
 * bar can be used as a reader would: its dropdowns' keyboard handling (the navbar island)
 * is live too, since that island and the account lookup finish in either order.
 */
async function settled(page: Page): Promise<string> {
  const handle = await page.waitForFunction(() => {
    const state = document.querySelector('.navbar [data-account]')?.getAttribute('data-account-state');
    const barLive = document.querySelector('.navbar gsite-island[data-island="navbar"][data-hydrated]');
    return barLive && (state === 'member' || state === 'guest') ? state : null;
  });
  return (await handle.jsonValue()) as string;
}

/** Errors the site itself logged; Chromium's own line for an HTTP error status is not one. */
const siteErrors = (errors: string[]) => errors.filter((e) => !/^Failed to load resource/.test(e));
const lookups = () => standIn.requests.filter((r) => r.url === LOOKUP_PATH);
const bar = (page: Page) => page.locator('.navbar .account');
const summary = (page: Page, label: string) => bar(page).locator('summary', { hasText: label });

/** What a visitor sees in the bar: which of the guest and member controls are visible. */
async function barShows(page: Page): Promise<Record<string, boolean>> {
  return {
    Login: await summary(page, 'Login').isVisible(),
    'Create Account': await bar(page).getByRole('link', { name: 'Create Account' }).isVisible(),
    Notifications: await summary(page, 'Notifications').isVisible(),
    Messages: await summary(page, 'Messages').isVisible(),
    'My Account': await summary(page, 'My Account').isVisible(),
  };
}
const GUEST_BAR = { Login: true, 'Create Account': true, Notifications: false, Messages: false, 'My Account': false };
const MEMBER_BAR = { Login: false, 'Create Account': false, Notifications: true, Messages: true, 'My Account': true };

test('a guest sees Login and Create Account; the lookup is one POST of the query, with cookies, to the community API', async () => {
  standIn.requests.length = 0;
  const { page, errors } = await visit('/about', { scenario: 'group:Guests' });
  assert.equal(await settled(page), 'guest');
  assert.deepEqual(await barShows(page), GUEST_BAR);
  assert.equal(await bar(page).getByRole('link', { name: 'Create Account' }).getAttribute('href'), `${standIn.origin}/community/register/`);
  const [lookup, ...more] = lookups();
  assert.equal(more.length, 0, 'one lookup');
  assert.equal(lookup!.method, 'POST');
  assert.match(lookup!.headers['content-type'] ?? '', /^application\/json/);
  assert.equal(lookup!.headers.origin, sites.live!.url);
  assert.match(lookup!.headers.cookie ?? '', /scenario=group%3AGuests/, 'sent with the visitor\'s cookies');
  const { query, ...rest } = JSON.parse(lookup!.body) as { query: string };
  assert.deepEqual(rest, {}, 'the body is { query }');
  assert.match(query.replace(/\s+/g, ' '), /core \{ me \{ group \{ name \} \} \}/);
  assert.match(query.replace(/\s+/g, ' '), /privjs \{ me \{ token package fileName fileUrl \} \}/);
  assert.deepEqual(siteErrors(errors), []);
});

const GROUPS: [group: string, tier: string | null][] = [
  ['Guests', null],
  ['Members', null],
  ['Plus', 'Plus member'],
  ['Premium', 'Premium member'],
  ['Business', 'Business member'],
  ['PREMIUM', 'Premium member'],
  ['Moderators', 'Business member'],
];

test('each community group shows the right header: Guests and Members are guests, other groups members of their tier', async () => {
  for (const [group, tier] of GROUPS) {
    const { page, errors, release } = await visit('/about', { scenario: `group:${group}` });
    assert.equal(await settled(page), tier ? 'member' : 'guest', group);
    assert.deepEqual(await barShows(page), tier ? MEMBER_BAR : GUEST_BAR, group);
    if (tier) {
      await summary(page, 'My Account').click();
      const menu = bar(page).locator('details[open] .navbar__menu');
      assert.equal((await menu.locator('.account__tier').innerText()).trim(), tier, group);
      assert.equal((await menu.locator('.account__package').innerText()).trim(), `Package: ${standIn.member.package}`);
      const download = menu.getByRole('link', { name: `Download ${standIn.member.fileName}` });
      assert.equal(await download.getAttribute('href'), standIn.member.fileUrl);
      assert.ok(await download.isVisible());
    }
    assert.deepEqual(siteErrors(errors), [], group);
    await release();
  }
});

test('members get the community links in My Account, Notifications and Messages, all by keyboard', async () => {
  const { page } = await visit('/about', { scenario: 'group:Premium' });
  await settled(page);
  const community = `${standIn.origin}/community`;
  const menus: [string, [string, string][]][] = [
    ['Notifications', [['All notifications', `${community}/notifications/`], ['Notification options', `${community}/notifications/options/`]]],
    ['Messages', [['Inbox', `${community}/messenger/`], ['Compose a message', `${community}/messenger/compose/`]]],
    ['My Account', [[`Download ${standIn.member.fileName}`, standIn.member.fileUrl], ['Account dashboard', `${community}/account/`], ['Orders and billing', `${community}/clients/orders/`], ['Account settings', `${community}/settings/`]]],
  ];
  for (const [label, links] of menus) {
    await summary(page, label).focus();
    await page.keyboard.press('Enter');
    const seen: [string, string][] = [];
    for (let i = 0; i < links.length; i++) {
      await page.keyboard.press('ArrowDown');
      seen.push(await page.evaluate(() => [document.activeElement!.textContent!.trim(), (document.activeElement as HTMLAnchorElement).href]));
    }
    assert.deepEqual(seen, links, `${label}: arrow keys walk the links`);
    if (label === 'My Account') {
      await page.keyboard.press('End');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Log out');
    }
    const ring = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    assert.notEqual(ring, 'none', `${label}: the focused item shows a focus ring`);
    await page.keyboard.press('Escape');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), label, 'Escape returns to the toggle');
    assert.equal(await bar(page).locator('details[open]').count(), 0, 'and closes the menu');
  }
});

test('without a header script, Log out opens the community logout page', async () => {
  const { page } = await visit('/about', { scenario: 'group:Plus' });
  await settled(page);
  await summary(page, 'My Account').click();
  await Promise.all([page.waitForURL(`${standIn.origin}/community/logout/`), bar(page).getByRole('button', { name: 'Log out' }).click()]);
});

for (const [failure, scenario] of [
  ['an error status', '500'],
  ['an answer that is not JSON', 'badjson'],
] as const) {
  test(`a lookup answered with ${failure} leaves the guest header and one console error`, async () => {
    const { page, errors, messages } = await visit('/about', { scenario });
    assert.equal(await settled(page), 'guest');
    assert.deepEqual(await barShows(page), GUEST_BAR);
    const own = siteErrors(errors);
    assert.equal(own.length, 1, own.join('\n'));
    assert.match(own[0]!, /^Member lookup failed/);
    assert.ok(!messages.some((m) => m.includes(standIn.member.token)), 'the broken answer is not quoted into the console');
  });
}

/** Notes the page's time (its clock, stopped or not) when the member lookup is sent. */
const NOTE_LOOKUP_TIME = `{
  const send = window.fetch;
  window.fetch = function (input) {
    if (String(input instanceof Request ? input.url : input).includes('controller=api')) window.lookupSentAt = Date.now();
    return send.apply(this, arguments);
  };
}`;

test(`a lookup that hangs is given up after ${MEMBER_LOOKUP_TIMEOUT_MS / 1000} s: guest header, one console error`, async () => {
  standIn.requests.length = 0;
  // The page's clock stands still: only runFor() moves it, so the limit is checked to the millisecond.
  const { page, errors } = await visit('/about', { scenario: 'hang', clock: true, init: NOTE_LOOKUP_TIME });
  const asked = page.waitForRequest((r) => r.url() === standIn.origin + LOOKUP_PATH && r.method() === 'POST');
  await page.clock.runFor(2000); // the idle callback that starts the account island, and more
  await asked;
  // The lookup (and its timer) started at some moment of that run: count from there.
  const since = await page.evaluate(() => Date.now() - (window as { lookupSentAt?: number }).lookupSentAt!);
  assert.ok(since >= 0 && since <= 2000, `the lookup was sent ${since} ms ago on the page's clock`);
  await page.clock.runFor(MEMBER_LOOKUP_TIMEOUT_MS - 1 - since);
  assert.equal(await page.locator('.navbar [data-account]').getAttribute('data-account-state'), 'loading', 'still waiting 1 ms before the limit');
  await page.clock.runFor(1);
  assert.equal(await settled(page), 'guest');
  assert.deepEqual(await barShows(page), GUEST_BAR);
  const own = siteErrors(errors);
  assert.equal(own.length, 1, own.join('\n'));
  assert.match(own[0]!, /^Member lookup failed.*no answer within 8 s/);
});

test('exactly one lookup per page view, none after a client-side navigation, and the member header stays', async () => {
  standIn.requests.length = 0;
  const visited = await visit('/about', { scenario: 'group:Business' });
  const { page } = visited;
  assert.equal(await settled(page), 'member');
  await quiet(visited);
  assert.equal(lookups().length, 1);
  await page.locator('.navbar a', { hasText: 'Intro' }).first().click();
  await page.waitForURL(/\/docs\/guide\/intro$/);
  await page.locator('.navbar gsite-island[data-island="account-menu"][data-hydrated]').waitFor({ state: 'attached' });
  assert.equal(await settled(page), 'member');
  assert.deepEqual(await barShows(page), MEMBER_BAR, 'the new page shows the member header at once');
  await quiet(visited);
  assert.equal(lookups().length, 1, 'no second request after the client navigation');
  await page.reload();
  assert.equal(await settled(page), 'member');
  assert.equal(lookups().length, 2, 'a full page load is a new page view');
});

test('the token is nowhere: not in the DOM, storage, cookies, the address or the console', async () => {
  const { page, messages } = await visit('/about', { scenario: 'group:Premium' });
  assert.equal(await settled(page), 'member');
  await summary(page, 'My Account').click();
  await page.locator('.navbar a', { hasText: 'Intro' }).first().click();
  await page.waitForURL(/\/docs\/guide\/intro$/);
  assert.equal(await settled(page), 'member');
  const token = standIn.member.token;
  const places = await page.evaluate(() => ({
    dom: document.documentElement.outerHTML,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    cookie: document.cookie,
    url: location.href,
    history: JSON.stringify(history.state),
  }));
  for (const [where, text] of Object.entries(places)) assert.ok(!text.includes(token), `token found in ${where}`);
  assert.ok(!messages.some((m) => m.includes(token)), 'token found in the console');
  assert.ok(!(await (await fetch(sites.live!.url + '/about')).text()).includes(token), 'nor in the served HTML');
});

test('in the local environment the sample premium member shows, and nothing is asked', async () => {
  standIn.requests.length = 0;
  const { page, errors } = await visit('/about', { site: 'local' });
  assert.equal(await settled(page), 'member');
  assert.deepEqual(await barShows(page), MEMBER_BAR);
  await summary(page, 'My Account').click();
  const menu = bar(page).locator('details[open] .navbar__menu');
  assert.equal((await menu.locator('.account__tier').innerText()).trim(), 'Premium member');
  // The sample member has a package and a download, as a paying member does.
  assert.equal((await menu.locator('.account__package').innerText()).trim(), `Package: ${SAMPLE_MEMBER.package}`);
  const download = menu.getByRole('link', { name: `Download ${SAMPLE_MEMBER.fileName}` });
  assert.ok(await download.isVisible(), 'the sample download is offered');
  assert.match((await download.getAttribute('href')) ?? '', /^https:\/\/.+\.zip$/);
  assert.equal(lookups().length, 0);
  assert.deepEqual(siteErrors(errors), []);
});

test('the login form: the spec fields, labelled, posted as a form to the community login page, with and without JavaScript', async () => {
  for (const javaScriptEnabled of [true, false]) {
    standIn.requests.length = 0;
    const { page, release } = await visit('/about', { javaScriptEnabled });
    if (javaScriptEnabled) await settled(page);
    // By keyboard: the Login toggle opens the form, the arrow key reaches the email field.
    await summary(page, 'Login').focus();
    await page.keyboard.press('Enter');
    const form = bar(page).locator('form.login-form');
    assert.ok(await form.isVisible(), 'Enter opens the login form');
    if (javaScriptEnabled) {
      await page.keyboard.press('ArrowDown');
      assert.equal(await page.evaluate(() => (document.activeElement as HTMLInputElement).name), 'auth');
    }
    assert.equal(await form.getAttribute('method'), 'post');
    assert.equal(await form.getAttribute('action'), `${standIn.origin}/community/login/`);
    const email = form.getByLabel('Email address');
    assert.equal(await email.getAttribute('type'), 'email');
    assert.equal(await email.getAttribute('name'), 'auth');
    assert.equal(await form.getByLabel('Password').getAttribute('type'), 'password');
    assert.equal(await form.getByLabel('Remember me').isChecked(), true);
    await email.fill('ada@example.com');
    await form.getByLabel('Password').fill('pw 1&2');
    await Promise.all([page.waitForURL(`${standIn.origin}/community/login/`), form.getByRole('button', { name: 'Log in' }).click()]);
    const posted = standIn.requests.find((r) => r.url === '/community/login/');
    assert.equal(posted?.method, 'POST');
    assert.deepEqual([...new URLSearchParams(posted!.body)], [
      ['_processLogin', 'usernamepassword'],
      ['csrfKey', ''],
      ['auth', 'ada@example.com'],
      ['password', 'pw 1&2'],
      ['remember_me', '0'],
      ['remember_me_checkbox', '1'],
    ]);
    await release();
  }
});

test('the header script loads late, once per document, fills csrfKey and takes over logout; analytics loads only when configured', async () => {
  standIn.requests.length = 0;
  const html = await (await fetch(sites.local!.url + '/about')).text();
  assert.ok(!/<script[^>]+(header|analytics)\.js/.test(html), 'no script tag in the served page: nothing blocks rendering');
  const visited = await visit('/about', { site: 'local' });
  const { page, errors } = visited;
  await page.waitForFunction(() => (window as { headerScriptRuns?: number }).headerScriptRuns === 1 && (window as { analyticsRuns?: number }).analyticsRuns === 1);
  assert.equal(await page.evaluate(() => document.readyState), 'complete');
  assert.equal(await bar(page).locator('input[name="csrfKey"]').inputValue(), 'csrf-from-header');
  await page.locator('.navbar a', { hasText: 'Intro' }).first().click();
  await page.waitForURL(/\/docs\/guide\/intro$/);
  await page.locator('gsite-island[data-island="deferred-scripts"][data-hydrated]').waitFor({ state: 'attached' });
  // The remounted island would load the scripts again from an idle callback (3 s at most): one
  // of ours, asked for after it, runs after it; then whatever it asked for has come.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 3000 })));
  assert.equal(await page.locator('script[src$="/js/header.js"], script[src$="/analytics.js"]').count(), 2, 'not added to the page again after navigation');
  await quiet(visited);
  assert.equal(standIn.requests.filter((r) => r.url.endsWith('.js')).length, 2, 'not fetched again');
  assert.deepEqual(await page.evaluate(() => [(window as { headerScriptRuns?: number }).headerScriptRuns, (window as { analyticsRuns?: number }).analyticsRuns]), [1, 1], 'not run again after navigation');
  assert.equal(await bar(page).locator('input[name="csrfKey"]').inputValue(), 'csrf-from-header', 'refilled on gsite:navigated');
  await summary(page, 'My Account').click();
  // Leaving the page is seen as it starts (the Navigation API's navigate event), not when it lands.
  await page.evaluate(() =>
    (window as unknown as { navigation: EventTarget }).navigation.addEventListener('navigate', (e) => {
      const { destination } = e as unknown as { destination: { url: string; sameDocument: boolean } };
      if (!destination.sameDocument) (window as { leavingFor?: string }).leavingFor = destination.url;
    }),
  );
  await bar(page).getByRole('button', { name: 'Log out' }).click();
  // The fallback decides in a zero-delay timer queued by the click. A zero-delay timer queued
  // after it runs after it (HTML timer order): by then it has started its navigation or never will.
  type LoggedOut = { loggedOutByHeaderScript?: boolean; leavingFor?: string };
  const outcome = await page
    .evaluate(() => new Promise((resolve) => setTimeout(() => resolve({ byHeaderScript: (window as LoggedOut).loggedOutByHeaderScript ?? false, leavingFor: (window as LoggedOut).leavingFor ?? null }), 0)))
    .catch((error: Error) => ({ byHeaderScript: null, leavingFor: `another document (${error.message.split('\n')[0]})` }));
  assert.deepEqual(outcome, { byHeaderScript: true, leavingFor: null }, 'the header script handled logout: no fallback navigation');
  assert.match(page.url(), /\/docs\/guide\/intro$/);
  assert.deepEqual(errors, [], 'both load under the CSP');
  // The live site configures neither: no script loads, and no island asks for them.
  const live = await visit('/about');
  await settled(live.page);
  assert.equal(await live.page.locator('gsite-island[data-island="deferred-scripts"]').count(), 0);
});

test('the CSP admits the community origin for the lookup only when it is made, and the script hosts only when configured', () => {
  const csp = (site: Site) => {
    const text = fs.readFileSync(path.join(site.dir, '_headers'), 'utf8');
    return Object.fromEntries(/Content-Security-Policy: (.*)/.exec(text)![1]!.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
  };
  const live = csp(sites.live!);
  assert.ok(live['connect-src'].includes(standIn.origin), 'live: the lookup may reach the community');
  assert.ok(!live['script-src'].includes(standIn.origin), 'live: no script host');
  assert.ok(live['form-action'].includes(standIn.origin), 'the login form may post there');
  const local = csp(sites.local!);
  assert.ok(local['script-src'].includes(standIn.origin), 'local: header script and analytics hosts');
});

test('the drawer\'s login and account panels at phone width, by keyboard, with no axe violations in either colour mode', async () => {
  const failures: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [scenario, panel] of [['group:Guests', 'Login'], ['group:Premium', 'Account']] as const) {
      const { page, release } = await visit('/about', { viewport: PHONE, colorScheme, scenario, reducedMotion: 'reduce', init: axe.source });
      const member = (await settled(page)) === 'member';
      await page.click('.navbar__toggle');
      const drawer = page.locator('#navbar-drawer');
      assert.equal(await drawer.locator('[data-show-panel="login"]').isVisible(), !member, 'Login is offered to guests only');
      await drawer.locator('[data-panel="primary"] [data-show-panel]', { hasText: panel }).focus();
      await page.keyboard.press('Enter');
      const shown = drawer.locator(`[data-panel="${panel.toLowerCase()}"]`);
      assert.ok(await shown.isVisible());
      assert.ok(await page.evaluate((name) => document.querySelector(`[data-panel="${name}"]`)!.contains(document.activeElement), panel.toLowerCase()), 'focus moved into the panel');
      if (member) {
        assert.equal((await shown.locator('.account__tier').innerText()).trim(), 'Premium member');
        for (const name of ['Account dashboard', 'Orders and billing', 'Account settings', 'Notifications', 'Notification options', 'Messages', 'Compose a message', `Download ${standIn.member.fileName}`]) {
          assert.ok(await shown.getByRole('link', { name, exact: true }).isVisible(), name);
        }
        assert.ok(await shown.getByRole('button', { name: 'Log out' }).isVisible());
      } else {
        const form = shown.locator('form.login-form');
        assert.equal(await form.getAttribute('action'), `${standIn.origin}/community/login/`);
        await form.getByLabel('Email address').focus();
        await page.keyboard.type('ada@example.com');
        await page.keyboard.press('Tab');
        assert.equal(await page.evaluate(() => (document.activeElement as HTMLInputElement).name), 'password', 'Tab goes from email to password');
      }
      const fits = await shown.evaluate((el) => el.scrollWidth <= el.clientWidth);
      assert.ok(fits, 'the panel fits 390px');
      // The drawer; the rest of the page is the a11y gate's (and inert while the drawer is open).
      const violations = await axeViolations(page, { within: '#navbar-drawer' });
      failures.push(...violations.map((v) => `${colorScheme} ${panel}: ${v}`));
      await release();
    }
  }
  assert.deepEqual(failures, []);
});

test('axe finds no violations in the open login form and My Account menu at desktop width, in both colour modes', async () => {
  const failures: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [scenario, label] of [['group:Guests', 'Login'], ['group:Premium', 'My Account']] as const) {
      const { page, release } = await visit('/about', { colorScheme, scenario, reducedMotion: 'reduce', init: axe.source });
      await settled(page);
      await summary(page, label).click();
      // The account area only: the whole page is the a11y gate's (the fixture's logo text is not its title).
      const violations = await axeViolations(page, { within: '.navbar .account' });
      failures.push(...violations.map((v) => `${colorScheme} ${label}: ${v}`));
      await release();
    }
  }
  assert.deepEqual(failures, []);
});

test('without a newsletter endpoint in the config the footer has no sign-up form', async () => {
  const { page } = await visit('/about');
  assert.ok(await page.locator('footer').isVisible());
  assert.equal(await page.locator('footer form').count(), 0);
});
