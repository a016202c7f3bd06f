import type { PageMeta } from '../kinds/standalone-page.tsx';
import { Link } from '../components/link.tsx';
import { PageHero } from '../components/marketing/page-hero.tsx';
import { Section } from '../components/marketing/section.tsx';
import { starters, demosByPlugin } from '../../content/data/demos.ts';
import { external } from '../../content/data/links.ts';
import { TextCards } from '../components/marketing/text-cards.tsx';

export const meta: PageMeta = {
  title: 'Demos & Starters',
  description: 'Starter templates for CodePen, React, Vue and Next.js, and demo ideas for each GSAP plugin.',
  layout: 'wide',
};

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export default function Page() {
  const groups = demosByPlugin();
  return (
    <div className="demos">
      <PageHero
        eyebrow="Fork, tweak, learn"
        title="Demos & Starters"
        lead="The quickest way to learn an animation is to break a working one. Start from a template, or pick an idea below and build it."
        actions={[
          { label: 'GreenSock on CodePen', href: external.codepen },
          { label: 'Install GSAP', href: '/docs/v3/Installation' },
        ]}
      />

      <Section id="starters" title="Starter templates" intro="Ready-made projects with GSAP installed and wired up.">
        <ul className="grid grid--4 demos-starters" role="list">
          {starters.map((starter) => (
            <li key={starter.title} className="card">
              <p className="eyebrow">{starter.platform}</p>
              <h3 className="card__title">{starter.title}</h3>
              <p className="card__text">{starter.description}</p>
              <p>
                <Link href={starter.url}>
                  Open {starter.title} on {starter.platform}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="collections" title="Demos by plugin" alt>
        <p>
          The GreenSock team keeps its demos on <Link href={external.codepen}>CodePen</Link>, grouped into collections per plugin. The
          ideas below are good first projects, each mostly one plugin plus the core.
        </p>
        <nav aria-label="Plugins" className="demos-index">
          <ul role="list">
            {groups.map(([plugin]) => (
              <li key={plugin}>
                <Link href={`#demos-${slug(plugin)}`}>{plugin}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {groups.map(([plugin, demos]) => (
          <div key={plugin} className="demos-group">
            <h3 id={`demos-${slug(plugin)}`}>{plugin}</h3>
            <TextCards items={demos.map((d) => ({ title: d.title, text: d.description }))} columns={3} itemClassName="demos-card" headingLevel={4} />
          </div>
        ))}
      </Section>

      <Section id="more" title="Frameworks and more">
        <p>
          Using React? Read <Link href="/resources/React">GSAP &amp; React</Link> before you start. For every method and option, the{' '}
          <Link href="/docs/v3/">docs</Link> have runnable examples, and the <Link href="/cheatsheet">cheat sheet</Link> fits the
          essentials on one page.
        </p>
      </Section>
    </div>
  );
}
