import type { NavLink } from '../../cli/routes/route.ts';
import { Link } from '../components/link.tsx';

export function Pager({ previous, next, label = 'Docs pages' }: { previous?: NavLink; next?: NavLink; label?: string }) {
  if (!previous && !next) return null;
  return (
    <nav className="pager" aria-label={label}>
      {previous ? (
        <Link href={previous.href} className="pager__link pager__link--prev" rel="prev">
          <span className="pager__sub">Previous</span>
          <span className="pager__label">{previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link href={next.href} className="pager__link pager__link--next" rel="next">
          <span className="pager__sub">Next</span>
          <span className="pager__label">{next.label}</span>
        </Link>
      ) : null}
    </nav>
  );
}
