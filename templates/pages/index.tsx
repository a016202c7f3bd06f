import type { PageMeta } from '../kinds/standalone-page.tsx';
import { usePage } from '../context.ts';
import { Link } from '../components/link.tsx';
import { PageHero } from '../components/marketing/page-hero.tsx';
import { Section } from '../components/marketing/section.tsx';
import { TextCards } from '../components/marketing/text-cards.tsx';
import { LinkCards } from '../components/marketing/link-cards.tsx';
import { ShowcaseStrip } from '../components/marketing/showcase-card.tsx';
import { CodeSnippet } from '../components/marketing/code-snippet.tsx';
import { FamilyIcon } from '../components/marketing/art.tsx';
import { Island } from '../islands/island.tsx';
import { HeroMotion, heroMotionProps } from '../islands/hero-motion.tsx';
import { reasons, audiences } from '../../content/data/home.ts';
import { toolFamilies, familySummaries } from '../../content/data/tools.ts';
import type { LinkItem } from '../../content/data/links.ts';

export const meta: PageMeta = {
  title: 'GSAP | Docs & Learning',
  description: 'GSAP is a JavaScript animation library for the web: fast, reliable tweens and timelines, with plugins for scroll, SVG, UI and text.',
  layout: 'wide',
};

const readMore: LinkItem[] = [
  { label: 'Learn GSAP', href: '/resources/', text: 'Guides from the first tween to timelines and staggers.' },
  { label: 'GSAP & React', href: '/resources/React', text: 'The useGSAP() hook, scoping and cleanup.' },
  { label: 'Blog', href: '/blog', text: 'Release notes and articles from the team.' },
  { label: 'What came in 3.12', href: '/blog/3-12', text: 'clamp() for ScrollTrigger and tidier ScrollSmoother effects.' },
  { label: 'GSAP is joining Webflow', href: '/blog/webflow-GSAP', text: 'What changes and what stays the same.' },
  { label: 'Cheat sheet', href: '/cheatsheet', text: 'The API on one printable page.' },
];

const firstTween = `gsap.to(".box", {
  x: 200,
  rotation: 360,
  duration: 1,
  ease: "power2.inOut"
});`;

/**
 * Spec §8 "Wrong base URL at the home path": a site built for one base URL and served under
 * another loads none of its CSS or JS, so this check is an inline script that draws its
 * banner with inline styles. It only lives on the home page, whose one correct path is the
 * base URL itself: "not under the base URL" would never fire for base `/`, so the test is
 * "the home page is not at the base URL" (after `index.html` and a missing final slash).
 * It also asks that the island loader never ran, checked on `load` (after every module
 * script), so a host that serves this page at other paths too, with working assets, shows
 * nothing; and a browser that ran no module script at the right path shows nothing either.
 */
function baseUrlCheckScript(baseUrl: string): string {
  const base = JSON.stringify(baseUrl).replace(/</g, '\\u003c');
  return [
    '(function(){function c(){',
    'if(window.__gsiteHydrate||document.getElementById("base-url-banner"))return;',
    'var p=location.pathname.replace(/\\/index(\\.html)?$/,"/");try{p=decodeURI(p)}catch(e){}',
    `if(p.slice(-1)!=="/")p+="/";var b=${base};if(p===b)return;`,
    'var d=document.createElement("div");d.id="base-url-banner";d.setAttribute("role","alert");',
    'd.style.cssText="margin:0;padding:16px 20px;background:#b3261e;color:#fff;font:16px/1.5 system-ui,sans-serif";',
    `d.textContent='Your site did not load properly. It is served from "'+p+'" but its configured baseUrl is "'+b+'". Set baseUrl to "'+p+'" in site.config.ts.';`,
    'document.body.insertBefore(d,document.body.firstChild)}',
    'if(document.readyState==="complete")c();else addEventListener("load",c)})()',
  ].join('');
}

export default function Page() {
  const { config } = usePage().site;
  const version = String(config.customFields.version ?? '');
  // Wakes when the hero comes into view, so gsap never weighs on first paint.
  const heroArt = <Island name="hero-motion" component={HeroMotion} props={heroMotionProps} load="visible" />;
  return (
    <div className="home">
      <script dangerouslySetInnerHTML={{ __html: baseUrlCheckScript(config.baseUrl) }} />
      <PageHero
        eyebrow={version ? `GSAP ${version}` : 'GSAP'}
        title="Animate Anything"
        lead="A fast, dependable JavaScript animation library. Move CSS, SVG, canvas or any number you like, in sequence, on scroll or on a drag, and get the same result in every major browser."
        actions={[
          { label: 'Get started', href: '/docs/v3/Installation' },
          { label: 'Docs', href: '/docs/v3/' },
        ]}
        art={heroArt}
      />

      <Section id="why-gsap" title="Why GSAP" intro="Animation code has a way of growing. GSAP keeps it short, predictable and easy to change later.">
        <div className="home-why">
          <TextCards items={reasons} columns={3} className="home-reasons" />
          <div className="home-first">
            <p>
              <strong>A first tween.</strong> Target, properties, duration, ease: GSAP handles the frames in between. See{' '}
              <Link href="/docs/v3/GSAP/gsap.to()">gsap.to()</Link>.
            </p>
            <CodeSnippet code={firstTween} />
          </div>
        </div>
      </Section>

      <Section id="tools" title="The tools" alt intro="A compact core, and plugins grouped by what you want to animate.">
        <ul className="grid grid--3 home-tools" role="list">
          {toolFamilies.map((family) => (
            <li key={family.slug} className="card home-tool">
              <FamilyIcon slug={family.slug} />
              <h3 className="card__title">
                <Link href={`/${family.slug}/`}>{family.title}</Link>
              </h3>
              <p className="card__text">{familySummaries[family.slug]}</p>
              <p className="muted home-tool__list">{family.eyebrow}</p>
            </li>
          ))}
          <li className="card home-tool">
            <h3 className="card__title">
              <Link href="/docs/v3/Plugins/">All plugins</Link>
            </h3>
            <p className="card__text">The full list, with what each plugin adds and how to register it.</p>
          </li>
        </ul>
      </Section>

      <section className="section home-used" aria-labelledby="used-by-title">
        <div className="container">
          <h2 id="used-by-title" className="home-used__title">
            Trusted by people who care about motion
          </h2>
          <ul className="home-used__list" role="list">
            {audiences.map((audience) => (
              <li key={audience}>{audience}</li>
            ))}
          </ul>
        </div>
      </section>

      <ShowcaseStrip alt />

      <Section id="learn" title="Keep going">
        <LinkCards items={readMore} columns={3} />
      </Section>
    </div>
  );
}
