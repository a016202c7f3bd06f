import type { NavLink } from '../../cli/routes/route.ts';
import { Link } from '../components/link.tsx';

export function Breadcrumbs({ home, trail, current }: { home: NavLink; trail: NavLink[]; current: string }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <Link href={home.href}>{home.label}</Link>
        </li>
        {trail.map((crumb, i) => (
          <li key={i}>{crumb.href ? <Link href={crumb.href}>{crumb.label}</Link> : <span>{crumb.label}</span>}</li>
        ))}
        <li aria-current="page">
          <span>{current}</span>
        </li>
      </ol>
    </nav>
  );
}
