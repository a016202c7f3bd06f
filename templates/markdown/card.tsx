import type { ReactNode } from 'react';
import { Link } from '../components/link.tsx';

/** `:::cards` around `::card[description]{title="…" href="…"}`. */
export function Cards({ children }: { children?: ReactNode }) {
  return <div className="cards">{children}</div>;
}

export function Card({ title, href, label }: { title?: string; href?: string; label?: string }) {
  return (
    <div className="card">
      <h3 className="card__title">{href ? <Link href={href}>{title}</Link> : title}</h3>
      {label ? <p className="card__text">{label}</p> : null}
    </div>
  );
}
