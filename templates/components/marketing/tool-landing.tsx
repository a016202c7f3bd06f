import type { ReactNode } from 'react';
import type { ToolFamily } from '../../../content/data/tools.ts';
import { showcaseTagged } from '../../../content/data/showcase.ts';
import { Link } from '../link.tsx';
import { PageHero } from './page-hero.tsx';
import { Section } from './section.tsx';
import { FeatureCard } from './feature-card.tsx';
import { NextSteps } from './link-cards.tsx';
import { ShowcaseStrip } from './showcase-card.tsx';
import { FamilyIcon } from './art.tsx';

export interface ToolLandingProps {
  family: ToolFamily;
  /** Replaces the plain title inside the h1, e.g. the split-letter "Text". */
  title?: ReactNode;
}

/** The shared shape of /core/, /scroll/, /svg/, /ui/ and /text/: hero, feature groups, showcase, next steps. */
export function ToolLanding({ family, title }: ToolLandingProps) {
  const showcase = showcaseTagged(family.showcaseTags);
  const hasClub = family.groups.some((group) => group.features.some((feature) => feature.club));
  return (
    <div className={`mk-tool mk-tool--${family.slug}`}>
      <PageHero
        eyebrow={family.eyebrow}
        title={title ?? family.title}
        lead={family.lead}
        actions={[
          { label: 'Get started', href: '/docs/v3/Installation' },
          { label: 'Read the docs', href: '/docs/v3/' },
        ]}
        art={<FamilyIcon slug={family.slug} />}
      />
      <nav className="container mk-toc" aria-label="On this page">
        <ul role="list">
          {family.groups.map((group) => (
            <li key={group.id}>
              <Link href={`#${group.id}`}>{group.title}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {family.groups.map((group, i) => (
        <Section key={group.id} id={group.id} title={group.title} intro={group.intro} alt={i % 2 === 1}>
          <div className={`grid ${group.features.length % 3 === 0 ? 'grid--3' : 'grid--2'}`}>
            {group.features.map((feature) => (
              <FeatureCard key={feature.title} feature={feature} />
            ))}
          </div>
        </Section>
      ))}
      {showcase.length > 0 ? <ShowcaseStrip entries={showcase.slice(0, 3)} alt={family.groups.length % 2 === 1} /> : null}
      <NextSteps items={family.nextSteps} alt={family.groups.length % 2 === 0} />
      {hasClub ? (
        <p className="container mk-club-note muted">
          Plugins marked “Club GSAP” came with a Club GSAP membership in the 3.12 era (see <Link href="/licensing">Licensing</Link>); the rest ship
          with the free gsap package.
        </p>
      ) : null}
    </div>
  );
}
