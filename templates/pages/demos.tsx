import type { PageMeta } from '../kinds/standalone-page.tsx';
import { usePage, useHref } from '../context.ts';
import { Link } from '../components/link.tsx';
import { PageHero } from '../components/marketing/page-hero.tsx';
import { Section } from '../components/marketing/section.tsx';
import { Island } from '../islands/island.tsx';
import { DemoCard } from '../islands/demo-card.tsx';
import { DemosFilter } from '../islands/demos-filter.tsx';
import { demoCards, demoFamilies, demoLevels, starters } from '../../content/data/demos.ts';

export const meta: PageMeta = {
  title: 'Demos & Starters',
  description: 'Live GSAP demos for every plugin, filterable by plugin and level, each ready to open in Playtime, and starter projects for Vite, React, Vue and Next.js to download.',
  layout: 'wide',
};

/** "3.4 KB": a download's size as people read it. */
function size(bytes: number): string {
  return bytes < 1024 ? `${bytes} bytes` : `${(bytes / 1024).toFixed(1)} KB`;
}

export default function Page() {
  const { site } = usePage();
  const href = useHref();
  const levelLabel = new Map<string, string>(demoLevels.map((l) => [l.id, l.label]));
  // Only demos the build knows (client/demos): test/demos-page.test.ts keeps the list in step.
  const cards = Object.entries(demoCards).flatMap(([name, meta]) => {
    const demo = site.demos[name];
    return demo && !demo.problem ? [{ name, meta, demo }] : [];
  });
  const placeInFamily = (i: number) => cards.slice(0, i).filter((c) => c.meta.family === cards[i]!.meta.family).length;
  const downloads = new Map(site.starters.map((s) => [s.name, s]));
  return (
    <div className="demos">
      <PageHero
        eyebrow="Play, fork, learn"
        title="Demos & Starters"
        lead="Every demo below is live: hover over a card, or move the keyboard focus into it, to watch it run. Open one in Playtime to change its code, or download a starter project and build your own."
        actions={[
          { label: 'Browse the demos', href: '#demos' },
          { label: 'Download a starter', href: '#starters' },
        ]}
      />

      <Section
        id="demos"
        title="Live demos"
        intro="Filter by plugin or by level. A card plays its demo while you hover or focus it; with reduced motion it shows the demo at rest and waits for its Play button."
        className="demos-browse"
      >
        <Island
          name="demos-filter"
          component={DemosFilter}
          props={{
            plugins: demoFamilies.map((f) => ({ id: f.id, label: f.label })),
            levels: demoLevels.map((l) => ({ id: l.id, label: l.label })),
            total: cards.length,
          }}
          load="idle"
        />
        <ul className="demos-grid" role="list">
          {cards.map(({ name, meta, demo }, i) => (
            <li key={name} className="demo-card" data-family={meta.family} data-level={meta.level}>
              <Island
                name="gsap-demo"
                component={DemoCard}
                props={{
                  name,
                  title: demo.title,
                  version: demo.version,
                  kind: demo.kind,
                  controls: demo.controls,
                  family: meta.family,
                  level: meta.level,
                  levelLabel: levelLabel.get(meta.level) ?? meta.level,
                  plugin: meta.plugin,
                  posterVariant: placeInFamily(i),
                  ...(site.demoPages[name] ? { docsHref: href(site.demoPages[name]) } : {}),
                  playtimeHref: href(`/playtime?demo=${encodeURIComponent(name)}`),
                }}
                clientProps={{ name, version: demo.version, kind: demo.kind, controls: demo.controls, preview: true }}
                load="interaction"
              />
            </li>
          ))}
        </ul>
        <div className="demos-empty" hidden>
          <p>No demo matches both filters.</p>
          <button type="button" className="button button--secondary demos-empty__reset">
            Show all demos
          </button>
        </div>
      </Section>

      <Section id="starters" title="Starter projects" intro="Small, complete projects with GSAP installed, set up and animating one thing. Unzip, run npm install, then npm run dev." alt>
        <ul className="grid grid--4 demos-starters" role="list">
          {starters.map((starter) => {
            const zip = downloads.get(starter.name);
            return (
              <li key={starter.name} className="card">
                <p className="eyebrow">{starter.stack}</p>
                <h3 className="card__title">{starter.title}</h3>
                <p className="card__text">{starter.description}</p>
                {zip ? (
                  <p className="demos-starters__download">
                    <a href={href(zip.url)} download className="button button--primary">
                      Download .zip<span className="sr-only"> of the {starter.title} starter</span>
                    </a>
                    <span className="demos-starters__size">{`${starter.name}.zip, ${size(zip.bytes)}`}</span>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
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
