import type { ReactNode } from 'react';

export interface SectionProps {
  /** Anchor id of the section; the heading gets `<id>-title`. */
  id: string;
  title: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  /** Alternate background band. */
  alt?: boolean;
  /** Wrap the content in `.container`: true on `wide` pages, false on `page` ones. */
  contained?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A page band with an h2 heading, labelled by that heading. */
export function Section({ id, title, eyebrow, intro, alt, contained = true, className, children }: SectionProps) {
  const headingId = `${id}-title`;
  const body = (
    <>
      <div className="mk-section-head">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h2 id={headingId}>{title}</h2>
        {intro ? <p className="lead">{intro}</p> : null}
      </div>
      {children}
    </>
  );
  return (
    <section id={id} aria-labelledby={headingId} className={['section', alt ? 'section--alt' : '', 'mk-section', className ?? ''].filter(Boolean).join(' ')}>
      {contained ? <div className="container">{body}</div> : body}
    </section>
  );
}
