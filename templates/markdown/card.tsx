import type { ReactNode } from 'react';
import { Link } from '../components/link.tsx';
import { CardIcon } from './card-icons.tsx';

/** `:::cards` around `::card[description]{title="…" href="…" icon="…"}` (icon: see ./card-icons.tsx). */
export function Cards({ children }: { children?: ReactNode }) {
  return <div className="cards">{children}</div>;
}

export function Card({ title, href, label, icon }: { title?: string; href?: string; label?: string; icon?: string }) {
  return (
    <div className="card">
      {icon ? <CardIcon name={icon} /> : null}
      <h3 className="card__title">{href ? <Link href={href}>{title}</Link> : title}</h3>
      {label ? <p className="card__text">{label}</p> : null}
    </div>
  );
}
