import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page, Request } from 'playwright-core';
import { useBrowserAndSite } from '../helpers/browser-and-site.ts';
import type { TabOptions } from '../helpers/tab-pool.ts';
import { routeKey } from '../../cli/routes/route.ts';
import { builtDocKeys, footerHref } from '../../templates/layout/footer.tsx';

const env = useBrowserAndSite();

const MAIN = 'https://gsap.com';
const ENDPOINT = `${MAIN}/community/newsletter/subscribe/`;
/** Spec §2 "Footer": the internal link set. */
/** The spec's footer links, and /licensing (issue 26: it was linked from nowhere). */
const SPEC_INTERNAL = ['/', '/core/', '/docs/v3', '/docs/v3/Plugins/', '/scroll/', '/svg/', '/ui/', '/text/', '/about/', '/blog/', '/showcase/', '/resources/', '/licensing'];
/** Contact, pricing, community, privacy, terms, then the code-sharing site, the source host and the social profiles. */
const EXTERNAL = [
  `${MAIN}/community/contact/`,
  `${MAIN}/pricing/`,
  `${MAIN}/community/`,
  `${MAIN}/community/privacy-policy/`,
  `${MAIN}/community/terms-of-use/`,
  'https://codepen.io/GreenSock',
  'https://github.com/greensock/GSAP',
  'https://www.facebook.com/GreenSockGSAP',
  'https://www.linkedin.com/company/greensock',
  'https://x.com/greensock',
];
/** routes.md footer columns: plugin label → docs folder, per tool family page. */
const PLUGINS: Record<string, Record<string, string>> = {
  '/scroll/': { ScrollTrigger: 'ScrollTrigger', ScrollSmoother: 'ScrollSmoother', ScrollTo: 'ScrollToPlugin', Observer: 'Observer' },
  '/svg/': { MorphSVG: 'MorphSVGPlugin', DrawSVG: 'DrawSVGPlugin', MotionPath: 'MotionPathPlugin', MotionPathHelper: 'MotionPathHelper' },
  '/ui/': { Flip: 'Flip', SplitText: 'SplitText', Draggable: 'Draggable', Inertia: 'InertiaPlugin', Observer: 'Observer' },
  '/text/': { SplitText: 'SplitText', ScrambleText: 'ScrambleTextPlugin', Text: 'TextPlugin' },
};
const SUCCESS = 'Thanks! Check your inbox to confirm your subscription.';
const FAILURE = /^Sign-up failed \(.+\)\. Please try again\.$/;
const PAGE = '/about/';
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

async function open(path: string, options: TabOptions = {}): Promise<Page> {
  const page = await env.tab(options);
  await page.goto(env.url + path);
  return page;
}

/** The newsletter island, scrolled into view (it loads when visible) and live. */
async function liveNewsletter(page: Page): Promise<void> {
  await page.locator('footer form.newsletter').scrollIntoViewIfNeeded();
  await page.locator('gsite-island[data-island="newsletter-form"][data-hydrated]').waitFor({ state: 'attached' });
}

/** Fetched pages by path, so each target is read once per run. */
const fetched = new Map<string, Promise<{ status: number; html: string }>>();
function fetchPage(path: string): Promise<{ status: number; html: string }> {
  if (!fetched.has(path)) fetched.set(path, fetch(env.url + path).then(async (r) => ({ status: r.status, html: await r.text() })));
  return fetched.get(path)!;
}

test('a plugin link goes to its docs page once built, until then to the fallback', () => {
  const link = { label: 'Flip', to: '/docs/v3/Plugins/Flip/', fallback: '/ui/#layout' };
  assert.equal(footerHref(link, new Set()), '/ui/#layout');
  const docs = builtDocKeys({ docs: { docs: { docs: { 'Plugins/Flip': { path: '/docs/v3/Plugins/Flip/' } } } } } as never);
  assert.equal(footerHref(link, docs), '/docs/v3/Plugins/Flip/');
  assert.equal(footerHref({ label: 'Core', to: '/core/' }, new Set()), '/core/');
  assert.equal(footerHref({ label: 'Pricing', href: `${MAIN}/pricing/` }, new Set()), `${MAIN}/pricing/`);
});

for (const viewport of VIEWPORTS) {
  const at = `at ${viewport.width}px`;

  test(`every footer link works: internal ones answer 200 (and their #anchor exists), external ones are the expected set ${at}`, async () => {
    const page = await open(PAGE, { viewport });
    const links = await page.locator('footer a[href]').evaluateAll((els) =>
      (els as HTMLAnchorElement[]).map((a) => ({ href: a.href, label: a.textContent!.trim(), rel: a.rel, target: a.target, visible: a.getClientRects().length > 0 })),
    );
    const origin = new URL(env.url).origin;
    const internal = links.filter((l) => new URL(l.href).origin === origin);
    const external = links.filter((l) => new URL(l.href).origin !== origin);
    assert.deepEqual(links.filter((l) => !l.visible).map((l) => l.label), [], 'every link is shown');

    const problems: string[] = [];
    for (const link of internal) {
      const url = new URL(link.href);
      const target = await fetchPage(url.pathname);
      if (target.status !== 200) problems.push(`${link.label} → ${url.pathname}: ${target.status}`);
      const id = decodeURIComponent(url.hash.slice(1));
      if (id && !target.html.includes(` id="${id}"`)) problems.push(`${link.label} → ${url.pathname}${url.hash}: no such id`);
    }
    assert.deepEqual(problems, []);

    const keys = new Set(internal.map((l) => routeKey(new URL(l.href).pathname)));
    assert.deepEqual(SPEC_INTERNAL.filter((p) => !keys.has(routeKey(p))), [], "the spec's internal links are all there");

    assert.deepEqual([...new Set(external.map((l) => l.href))].sort(), [...EXTERNAL].sort());
    for (const link of external) {
      assert.match(link.href, /^https:\/\//, `${link.label} is an https URL`);
      assert.match(link.rel, /\bnoopener\b/, `${link.label} cannot reach back into this page`);
    }
  });

  test(`per-plugin links go to the plugin's docs page when this build has it, else to the family page ${at}`, async () => {
    const page = await open(PAGE, { viewport });
    for (const [family, plugins] of Object.entries(PLUGINS)) {
      const column = page.locator('footer .footer__column').filter({ has: page.locator(`h2 a[href="${family}"]`) });
      assert.equal(await column.count(), 1, `one column titled with a link to ${family}`);
      for (const [label, folder] of Object.entries(plugins)) {
        const href = await column.locator('li').getByRole('link', { name: label, exact: true }).getAttribute('href');
        const docs = `/docs/v3/Plugins/${folder}/`;
        if ((await fetchPage(docs)).status === 200) assert.equal(href, docs, label);
        else assert.ok(href === family || href?.startsWith(`${family}#`), `${label} → ${href}, expected ${family}[#…]`);
      }
    }
  });

  test(`the copyright line names the companies and this year, and the footer fits ${at}`, async () => {
    const page = await open(PAGE, { viewport });
    const line = (await page.locator('footer .footer__copyright').innerText()).trim();
    assert.equal(line, `© ${new Date().getFullYear()} GreenSock - A Webflow Product. All rights reserved.`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(overflow, 0, 'no sideways scrolling');
  });

  test(`all footer links and controls are reached with Tab and show a focus ring ${at}`, async () => {
    const page = await open(PAGE, { viewport });
    const expected = await page.locator('footer a[href], footer input, footer button').count();
    assert.ok(expected > 0, 'the footer has links and controls to reach');
    const seen: { name: string; ring: boolean }[] = [];
    let entered = false;
    for (let i = 0; i < 300; i++) {
      await page.keyboard.press('Tab');
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || !el.closest('footer')) return null;
        const style = getComputedStyle(el);
        const ring = el.matches(':focus-visible') && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && style.outlineColor !== style.backgroundColor;
        return { name: (el as HTMLAnchorElement).href || el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName, ring };
      });
      if (info) {
        entered = true;
        seen.push(info);
      } else if (entered) break;
    }
    assert.equal(seen.length, expected, `Tab visits each of the ${expected} footer links and controls (saw ${seen.length})`);
    assert.deepEqual(seen.filter((s) => !s.ring).map((s) => s.name), [], 'each shows a visible focus outline');
  });
}

test('with the clock at 2031 the year reads 2031 as soon as the page has been parsed', async () => {
  // The pool closes a tab whose clock was faked rather than reusing it.
  const page = await env.tab({
    // Read before any island could have run: at DOMContentLoaded.
    init: [
      () => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { yearAtParse: string }).yearAtParse = document.querySelector('[data-current-year]')?.textContent ?? '';
        });
      },
    ],
  });
  await page.context().clock.setFixedTime(new Date('2031-03-01T12:00:00'));
  await page.goto(env.url + PAGE);
  assert.equal(await page.evaluate(() => (window as unknown as { yearAtParse: string }).yearAtParse), '2031');
  assert.equal((await page.locator('footer .footer__copyright').innerText()).trim(), '© 2031 GreenSock - A Webflow Product. All rights reserved.');
});

test('the newsletter field is a required email field with the spec placeholder, in a form posting to the endpoint', async () => {
  const page = await open(PAGE);
  const form = page.locator('footer form.newsletter');
  assert.equal(await form.getAttribute('method'), 'post');
  assert.equal(await form.getAttribute('action'), ENDPOINT);
  const input = form.getByRole('textbox', { name: 'Email address' });
  assert.equal(await input.getAttribute('type'), 'email');
  assert.equal(await input.getAttribute('name'), 'email');
  assert.equal(await input.getAttribute('placeholder'), 'Email Address');
  assert.equal(await input.evaluate((el: HTMLInputElement) => el.required), true);
  assert.equal(await form.locator('input').count(), 1, 'one field');
  assert.equal(await form.locator('[role="status"][aria-live="polite"]').count(), 1, 'a feedback line');
});

/**
 * Answers the endpoint as a server allowing this site's cross-origin post would; records the
 * requests. With `hold`, each answer waits until `release()`: a server exactly as slow as the
 * test needs; `arrived` resolves when the first request has come.
 */
async function fakeEndpoint(page: Page, status: number, { hold = false } = {}): Promise<{ requests: Request[]; arrived: Promise<void>; release: () => void }> {
  const requests: Request[] = [];
  let release = () => {};
  const released = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(ENDPOINT, async (route) => {
    requests.push(route.request());
    arrive();
    await released;
    await route.fulfill({ status, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: '{}' });
  });
  return { requests, arrived, release };
}

test('an invalid address is not sent, with or without JavaScript', async () => {
  for (const javaScriptEnabled of [true, false]) {
    const js = `JavaScript ${javaScriptEnabled ? 'on' : 'off'}`;
    // JavaScript on is the default and not passed: a tab with the same options is the same tab.
    const page = await open(PAGE, javaScriptEnabled ? {} : { javaScriptEnabled });
    const { requests } = await fakeEndpoint(page, 200);
    if (javaScriptEnabled) await liveNewsletter(page);
    const input = page.locator('footer input[type="email"]');
    const submit = page.locator('footer form.newsletter button[type="submit"]');
    await input.fill('not-an-email');
    await submit.click();
    assert.equal(await input.evaluate((el: HTMLInputElement) => el.validity.valid), false);
    assert.equal(new URL(page.url()).pathname, PAGE, `still on the page (${js})`);
    // Then a valid address, which is sent: had the invalid one gone, it would have gone first.
    await input.fill('ada@example.com');
    if (javaScriptEnabled) {
      await submit.click();
      await page.waitForFunction(() => document.querySelector('footer form.newsletter [role="status"]')?.getAttribute('data-state') === 'success');
    } else {
      await Promise.all([page.waitForURL(ENDPOINT), submit.click()]);
    }
    assert.deepEqual(requests.map((r) => r.postData()), ['email=ada%40example.com'], `only the valid address was sent (${js})`);
    await env.release(page);
  }
});

test('with JavaScript a sign-up posts in place and the feedback line says it worked', async () => {
  const page = await open(PAGE);
  const endpoint = await fakeEndpoint(page, 200, { hold: true });
  await liveNewsletter(page);
  await page.locator('footer input[type="email"]').fill('ada@example.com');
  const button = page.locator('footer form.newsletter button[type="submit"]');
  await button.click();
  // The answer is held back until the waiting state has been seen.
  await endpoint.arrived;
  assert.equal(await button.isDisabled(), true, 'the button waits while sending');
  endpoint.release();
  const feedback = page.locator('footer form.newsletter [role="status"]');
  await page.waitForFunction(() => document.querySelector('footer form.newsletter [role="status"]')?.getAttribute('data-state') === 'success');
  assert.equal((await feedback.innerText()).trim(), SUCCESS);
  assert.equal(await button.isDisabled(), false);
  assert.equal(new URL(page.url()).pathname, PAGE, 'the visitor stays on the page');
  const { requests } = endpoint;
  assert.equal(requests.length, 1);
  assert.equal(requests[0]!.method(), 'POST');
  assert.equal(requests[0]!.postData(), 'email=ada%40example.com');
  assert.match((await requests[0]!.allHeaders())['content-type'] ?? '', /application\/x-www-form-urlencoded/);
});

test('with JavaScript a failed sign-up says so in the feedback line and keeps the address', async () => {
  const page = await open(PAGE);
  await fakeEndpoint(page, 500);
  await liveNewsletter(page);
  const input = page.locator('footer input[type="email"]');
  await input.fill('ada@example.com');
  await page.locator('footer form.newsletter button[type="submit"]').click();
  await page.waitForFunction(() => document.querySelector('footer form.newsletter [role="status"]')?.getAttribute('data-state') === 'error');
  const text = (await page.locator('footer form.newsletter [role="status"]').innerText()).trim();
  assert.match(text, FAILURE);
  assert.match(text, /500/, 'the server\'s answer reached the page (not blocked on the way)');
  assert.equal(await input.inputValue(), 'ada@example.com');
});

test('without JavaScript the form is a normal post to the configured endpoint', async () => {
  const page = await open(PAGE, { javaScriptEnabled: false });
  const requests: Request[] = [];
  await page.route(ENDPOINT, async (route) => {
    requests.push(route.request());
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Subscribed</title><p>Subscribed</p>' });
  });
  await page.locator('footer input[type="email"]').fill('ada@example.com');
  await Promise.all([page.waitForURL(ENDPOINT), page.locator('footer form.newsletter button[type="submit"]').click()]);
  assert.equal(requests.length, 1);
  assert.equal(requests[0]!.method(), 'POST');
  assert.equal(requests[0]!.postData(), 'email=ada%40example.com');
});
