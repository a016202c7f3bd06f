import { Link } from '../link.tsx';
import type { ToolFeature } from '../../../content/data/tools.ts';
import { CodeSnippet } from './code-snippet.tsx';

/** One plugin or feature: an h3 (a link when its docs page exists), a blurb and a snippet. */
export function FeatureCard({ feature }: { feature: ToolFeature }) {
  return (
    <article className="card mk-feature">
      <h3 className="card__title">
        {feature.href ? <Link href={feature.href}>{feature.title}</Link> : feature.title}
        {feature.club ? <span className="badge mk-feature__badge">Club GSAP</span> : null}
      </h3>
      <p className="card__text">{feature.text}</p>
      {feature.code ? <CodeSnippet code={feature.code} /> : null}
    </article>
  );
}
