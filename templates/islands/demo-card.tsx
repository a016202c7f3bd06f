import { GsapDemo, type DemoControls, type DemoKind } from './gsap-demo.tsx';
import { DemoPoster } from '../components/marketing/demo-poster.tsx';
import type { DemoFamilyId, DemoLevel } from '../../content/data/demos.ts';

export interface DemoCardProps {
  name: string;
  title: string;
  version: '3.12.5' | '3.13.0';
  kind: DemoKind;
  controls: DemoControls;
  family: DemoFamilyId;
  level: DemoLevel;
  levelLabel: string;
  /** The plugin or API the card names. */
  plugin: string;
  /** The card's place among its family's cards: picks the poster's drawing. */
  posterVariant: number;
  /** The page that explains the demo (already with the base URL). */
  docsHref?: string;
  /** The playground with this demo open (already with the base URL). */
  playtimeHref: string;
}

/**
 * One card of the /demos grid, the server markup of a `gsap-demo` island that wakes on the
 * first hover, focus or touch anywhere in the card (load="interaction"): only then does the
 * page fetch the demo's code and gsap, and the live demo replaces the still poster and plays
 * (client/islands/gsap-demo.ts; under reduced motion it holds still until Play is pressed).
 * Rendered outside the page's context (islands render on their own), so links come resolved.
 */
export function DemoCard({ name, title, version, kind, controls, family, level, levelLabel, plugin, posterVariant, docsHref, playtimeHref }: DemoCardProps) {
  return (
    <article className="demo-card__body" aria-labelledby={`demo-${name}-title`}>
      <div className="demo-card__preview">
        <GsapDemo name={name} title={title} version={version} kind={kind} controls={controls} poster={<DemoPoster family={family} variant={posterVariant} />} />
      </div>
      <div className="demo-card__text">
        <h3 className="demo-card__title" id={`demo-${name}-title`}>
          {title}
        </h3>
        <p className="demo-card__tags">
          <span className="demo-card__tag">{plugin}</span>
          <span className={`demo-card__tag demo-card__level demo-card__level--${level}`}>{levelLabel}</span>
          {/* Demos of the plugins that were members-only in 3.12 run 3.13.0, and say so. */}
          {version === '3.13.0' ? <span className="demo__version">Runs GSAP 3.13.0</span> : null}
          {controls === 'none' ? <span className="demo-card__tag">Hands-on</span> : null}
        </p>
        <p className="demo-card__links">
          {docsHref ? (
            <a href={docsHref}>
              Read the docs<span className="sr-only"> for “{title}”</span>
            </a>
          ) : null}
          <a href={playtimeHref} data-playtime-demo={name}>
            Open in Playtime<span className="sr-only">: “{title}”</span>
          </a>
        </p>
      </div>
    </article>
  );
}
