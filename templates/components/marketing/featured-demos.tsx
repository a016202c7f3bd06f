import type { FeaturedDemo } from '../../../content/data/tool-types.ts';
import { Link } from '../link.tsx';
import { Section } from './section.tsx';

/** Where a demo opens in the playground: /playtime?demo=<name> loads client/demos/<name>.ts. */
export const playtimeHref = (name: string) => `/playtime?demo=${encodeURIComponent(name)}`;

/**
 * A tool page's featured demos: each names one of our live demos, opens it in Playtime, and
 * links the docs page that shows it beside its code. Links only, no player: the page loads no
 * demo code until the reader asks for one.
 */
export function FeaturedDemos({ demos, alt }: { demos: FeaturedDemo[]; alt?: boolean }) {
  return (
    <Section id="demos" title="Featured demos" intro="Live demos from the docs: open one in Playtime to change its code and watch the result." alt={alt}>
      <ul className={`grid ${demos.length % 3 === 0 ? 'grid--3' : 'grid--2'} mk-demo-cards`} role="list">
        {demos.map((demo) => (
          <li key={demo.name} className="card mk-demo-card">
            <h3 className="card__title">{demo.title}</h3>
            {demo.v313 ? <p className="badge mk-feature__badge">Runs GSAP 3.13.0</p> : null}
            <p className="mk-demo-card__links">
              <Link href={playtimeHref(demo.name)} className="button button--primary">
                Open in Playtime
              </Link>
              <Link href={demo.docs}>In the docs</Link>
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
