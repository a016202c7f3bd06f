import type { PageMeta } from '../kinds/standalone-page.tsx';
import { Link } from '../components/link.tsx';
import { PageHero } from '../components/marketing/page-hero.tsx';
import { Section } from '../components/marketing/section.tsx';
import { ShowcaseCard } from '../components/marketing/showcase-card.tsx';
import { showcase } from '../../content/data/showcase.ts';

export const meta: PageMeta = {
  title: 'Showcase',
  description: 'The kinds of sites people build with GSAP: product launches, portfolios, editorial features, shops, web apps and campaigns.',
  layout: 'wide',
};

export default function Page() {
  const tags = [...new Set(showcase.flatMap((entry) => entry.tags))].sort((a, b) => a.localeCompare(b));
  return (
    <div className="showcase">
      <PageHero
        eyebrow="Built with GSAP"
        title="Showcase"
        lead="From launch pages to long reads, GSAP drives the motion on sites of every size. Here are the kinds of work it shows up in, and the tools each one leans on."
        actions={[{ label: 'Browse demos', href: '/demos' }]}
      />
      <Section id="gallery" title="Gallery" intro="Each card describes a type of project and the GSAP tools typically behind it.">
        <div className="showcase-tags">
          <h3 className="showcase-tags__title">Tools in this gallery</h3>
          <ul className="tag-list" role="list">
            {tags.map((tag) => (
              <li key={tag} className="tag">
                {tag}
              </li>
            ))}
          </ul>
        </div>
        <div className="grid grid--3 showcase-grid">
          {showcase.map((entry, i) => (
            <ShowcaseCard key={entry.id} entry={entry} anchor alt={i % 2 === 1} />
          ))}
        </div>
      </Section>
      <Section id="build-your-own" title="Build your own" alt>
        <p>
          Every effect above starts with a tween. <Link href="/docs/v3/Installation">Install GSAP</Link>, work through the{' '}
          <Link href="/resources/">learning guides</Link>, and pick a <Link href="/demos">starter</Link> to experiment in.
        </p>
      </Section>
    </div>
  );
}
