import type { ReactNode } from 'react';
import { Link } from '../link.tsx';
import type { LinkItem } from '../../../content/data/links.ts';

export interface PageHeroProps {
  /** The page's only h1. */
  title: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  /** The first action is the primary button, the rest are secondary. */
  actions?: LinkItem[];
  /** Decorative artwork beside the text; it must be aria-hidden. */
  art?: ReactNode;
  contained?: boolean;
}

/** The opening band of a marketing page: eyebrow, h1, lead line and buttons. */
export function PageHero({ title, eyebrow, lead, actions = [], art, contained = true }: PageHeroProps) {
  const content = (
    <div className={art ? 'mk-hero__inner mk-hero__inner--art' : 'mk-hero__inner'}>
      <div className="mk-hero__text">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className="hero__title">{title}</h1>
        {lead ? <p className="hero__lead">{lead}</p> : null}
        {actions.length > 0 ? (
          <div className="hero__actions">
            {actions.map((action, i) => (
              <Link key={action.href + action.label} href={action.href} className={`button ${i === 0 ? 'button--primary' : 'button--secondary'}`}>
                {action.label}
              </Link>
            ))}
          </div>
        ) : null}
      </div>
      {art ? <div className="mk-hero__art">{art}</div> : null}
    </div>
  );
  return <div className="hero mk-hero">{contained ? <div className="container">{content}</div> : content}</div>;
}
