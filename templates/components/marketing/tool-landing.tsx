import type { ReactNode } from 'react';
import type { ToolFamily } from '../../../content/data/tools.ts';
import { Link } from '../link.tsx';
import { PageHero } from './page-hero.tsx';
import { Section } from './section.tsx';
import { FeatureCard } from './feature-card.tsx';
import { NextSteps } from './link-cards.tsx';
import { ShowcaseStrip } from './showcase-card.tsx';
import { FamilyIcon } from './art.tsx';
import { FeaturedDemos } from './featured-demos.tsx';
import { coreLanes, coreTotal, svgMorphFrom } from './tool-scene-art.tsx';
import { Island } from '../../islands/island.tsx';
import { ToolHero, type ToolHeroProps } from '../../islands/tool-hero.tsx';

export interface ToolLandingProps {
  family: ToolFamily;
  /** Replaces the plain title inside the h1, e.g. the split-letter "Text". */
  title?: ReactNode;
}

/** What each family's scene needs beyond its name (the core's lane timing, the svg's morph start). */
const sceneProps: Record<ToolFamily['slug'], Omit<ToolHeroProps, 'scene'> & Record<string, unknown>> = {
  core: { timing: { total: coreTotal, lanes: coreLanes } },
  scroll: {},
  svg: { version: '3.13.0', morphFrom: svgMorphFrom },
  ui: {},
  text: {},
};

/**
 * A family's live scene. Its code (the player, then the scene with its gsap as a chunk of its
 * own) loads when it comes into view: at once for a hero, only on scrolling for /scroll/'s band.
 */
function Scene({ slug }: { slug: ToolFamily['slug'] }) {
  return <Island name="tool-hero" component={ToolHero} props={{ scene: slug, ...sceneProps[slug] }} load="visible" />;
}

/**
 * The shared shape of /core/, /scroll/, /svg/, /ui/ and /text/: hero with the family's live
 * scene (on /scroll/ a band of its own below the hero, as the page's scroll drives it),
 * feature groups whose cards link their docs pages, featured demos, showcase, next steps.
 */
export function ToolLanding({ family, title }: ToolLandingProps) {
  const hasClub = family.groups.some((group) => group.features.some((feature) => feature.club));
  const scrollScene = family.slug === 'scroll';
  // Bands alternate their background: count those before each one.
  const first = scrollScene ? 1 : 0;
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
        art={scrollScene ? <FamilyIcon slug={family.slug} /> : <Scene slug={family.slug} />}
      />
      <nav className="container mk-toc" aria-label="On this page">
        <ul role="list">
          {family.groups.map((group) => (
            <li key={group.id}>
              <Link href={`#${group.id}`}>{group.title}</Link>
            </li>
          ))}
          <li>
            <Link href="#demos">Featured demos</Link>
          </li>
        </ul>
      </nav>
      {scrollScene ? (
        <Section id="scene" title="Scroll this page" intro={
            <>
              This scene is tied to the page’s own scroll with ScrollTrigger and <code>scrub: true</code>. Scroll down and it plays; scroll back up and it
              rewinds.
            </>
          }
        >
          <Scene slug="scroll" />
        </Section>
      ) : null}
      {family.groups.map((group, i) => (
        <Section key={group.id} id={group.id} title={group.title} intro={group.intro} alt={(i + first) % 2 === 1}>
          <div className={`grid ${group.features.length % 3 === 0 ? 'grid--3' : 'grid--2'}`}>
            {group.features.map((feature) => (
              <FeatureCard key={feature.title} feature={feature} />
            ))}
          </div>
        </Section>
      ))}
      <FeaturedDemos demos={family.demos} alt={(family.groups.length + first) % 2 === 1} />
      <ShowcaseStrip about={family.showcaseTags} alt={(family.groups.length + first + 1) % 2 === 1} />
      <NextSteps items={family.nextSteps} alt={(family.groups.length + first + 2) % 2 === 1} />
      {hasClub ? (
        <p className="container mk-club-note muted">
          Plugins marked “Club GSAP” came with a Club GSAP membership in the 3.12 era (see <Link href="/licensing">Licensing</Link>); the rest ship
          with the free gsap package.
        </p>
      ) : null}
    </div>
  );
}
