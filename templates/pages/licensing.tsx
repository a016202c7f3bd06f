import type { PageMeta } from '../kinds/standalone-page.tsx';
import { Link } from '../components/link.tsx';
import { Section } from '../components/marketing/section.tsx';
import { external } from '../../content/data/links.ts';

export const meta: PageMeta = {
  title: 'Licensing',
  description: 'A plain-language guide to GSAP licensing in the 3.12 era: what the no-charge standard license covers, and when the commercial Club GSAP license was needed.',
  layout: 'page',
};

/** Club GSAP plugins as listed on the 3.12.7 Plugins index. */
const clubPlugins = [
  'DrawSVG',
  'MorphSVG',
  'SplitText',
  'ScrollSmoother',
  'ScrambleText',
  'Inertia',
  'MotionPathHelper',
  'GSDevTools',
  'Physics2D',
  'PhysicsProps',
  'CustomBounce',
  'CustomWiggle',
];

export default function Page() {
  return (
    <div className="container licensing">
      <header className="licensing-head">
        <h1>Licensing</h1>
        <p className="lead">
          GSAP is free to use in almost every project, commercial ones included. This page explains how licensing worked in the 3.12 era in
          plain words.
        </p>
        <p className="licensing-notice" role="note">
          <strong>This page explains; the license text governs.</strong> If anything here differs from the{' '}
          <Link href={external.standardLicense}>GreenSock standard license</Link>, the license wins. Terms can change over time, so read the
          current text before you rely on it.
        </p>
      </header>

      <Section id="summary" title="The short version" contained={false}>
        <ul className="licensing-list">
          <li>
            The <code>gsap</code> package, with the core and the public plugins, came under a standard <strong>no-charge license</strong>.
          </li>
          <li>That covered most uses, including commercial websites and work you are paid to build for a client.</li>
          <li>
            A <strong>commercial license</strong> was needed when the thing you build is sold to, or charged for, many end users.
          </li>
          <li>
            A set of bonus plugins, the <strong>Club GSAP</strong> plugins, came with a paid membership.
          </li>
        </ul>
      </Section>

      <Section id="free" title="Covered at no charge" contained={false}>
        <div className="grid grid--2">
          <div className="card">
            <h3 className="card__title">Your own sites and apps</h3>
            <p className="card__text">
              Personal sites, company sites and shops. Selling products or services on a site is fine; what matters is whether people pay
              to use the site or app itself.
            </p>
          </div>
          <div className="card">
            <h3 className="card__title">Client work</h3>
            <p className="card__text">Being paid by one client to build their site, campaign or app.</p>
          </div>
          <div className="card">
            <h3 className="card__title">Free products</h3>
            <p className="card__text">Apps, games and tools that people can use without paying, including ones supported by ads.</p>
          </div>
          <div className="card">
            <h3 className="card__title">Learning and experiments</h3>
            <p className="card__text">Tutorials, demos, prototypes and personal projects.</p>
          </div>
        </div>
      </Section>

      <Section id="commercial" title="When a commercial license was needed" contained={false}>
        <p>
          The standard license did not cover products where <strong>end users are charged a fee</strong> to use, access or download the
          thing GSAP is part of, when that product is sold to more than one customer. Typical examples:
        </p>
        <ul className="licensing-list">
          <li>a web app or tool that customers pay a subscription to use;</li>
          <li>a game or app sold to players;</li>
          <li>a theme, template or component sold to many buyers.</li>
        </ul>
        <p>
          For these, the commercial license came with the Business level of a Club GSAP membership. If you could not tell which side of the
          line a project fell on, the answer was in the license text, and the team answered questions through the{' '}
          <Link href={external.forums}>community forums</Link>.
        </p>
      </Section>

      <Section id="club" title="Club GSAP plugins" contained={false}>
        <p>
          In 3.12 these plugins were for Club GSAP members. A trial package let anyone try them on local development servers and on
          code-sharing sites before joining.
        </p>
        <ul className="tag-list licensing-plugins" role="list">
          {clubPlugins.map((plugin) => (
            <li key={plugin} className="tag">
              {plugin}
            </li>
          ))}
        </ul>
        <p>
          Everything else, including ScrollTrigger, Flip, Draggable, MotionPath, Observer, ScrollTo, Text and CustomEase, shipped free with
          the <code>gsap</code> package. The <Link href="/docs/v3/Plugins/">Plugins</Link> page lists them all.
        </p>
      </Section>

      <Section id="benefits" title="What a membership added" contained={false}>
        <ul className="licensing-list">
          <li>Access to the Club GSAP plugins above.</li>
          <li>At the Business level, the commercial license for products sold to many end users.</li>
          <li>Funding for the continued development and support of GSAP itself.</li>
        </ul>
        <p>
          See <Link href={external.pricing}>pricing</Link> for current options, and <Link href="/blog/webflow-GSAP">GSAP is joining Webflow</Link>{' '}
          for what the move to Webflow means.
        </p>
      </Section>
    </div>
  );
}
