import { usePage } from '../context.ts';
import { Link } from '../components/link.tsx';
import { Logo } from '../components/logo.tsx';
import { NavbarItemView } from './navbar-items.tsx';
import { Island } from '../islands/island.tsx';
import { ThemeToggle } from '../islands/theme-toggle.tsx';

/** The fixed top bar. On docs and learning pages a second row carries the docs items. */
export function Navbar() {
  const { site, route } = usePage();
  const { navbar, colorMode } = site.config;
  const left = navbar.items.filter((i) => i.position === 'left');
  const right = navbar.items.filter((i) => i.position === 'right');
  const docsVariant = (route.kind === 'doc' || route.kind === 'doc-category') && navbar.docsItems.length > 0;
  return (
    <header className="navbar" data-hide-on-scroll={navbar.hideOnScroll || undefined}>
      <nav className="navbar__inner" aria-label="Main">
        <Link href="/" className="navbar__brand" aria-label={`${navbar.title ?? site.config.title} home`}>
          <Logo />
        </Link>
        <ul className="navbar__items">
          {left.map((item, i) => (
            <li key={i} className="navbar__item">
              <NavbarItemView item={item} />
            </li>
          ))}
        </ul>
        <ul className="navbar__items navbar__items--right">
          {right.map((item, i) => (
            <li key={i} className="navbar__item">
              <NavbarItemView item={item} />
            </li>
          ))}
          {colorMode.disableSwitch ? null : (
            <li className="navbar__item">
              <Island name="theme-toggle" component={ThemeToggle} props={{}} load="idle" />
            </li>
          )}
        </ul>
      </nav>
      {docsVariant ? (
        <nav className="navbar__docs" aria-label="Documentation">
          <ul className="navbar__items">
            {navbar.docsItems.map((item, i) => (
              <li key={i} className="navbar__item">
                <NavbarItemView item={item} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
