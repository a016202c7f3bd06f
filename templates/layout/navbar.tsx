import { usePage } from '../context.ts';
import { Link } from '../components/link.tsx';
import { Logo } from '../components/logo.tsx';
import { NavbarItemView } from './navbar-items.tsx';
import { AccountArea } from './account-area.tsx';
import { Island } from '../islands/island.tsx';
import { ThemeToggle } from '../islands/theme-toggle.tsx';
import { MenuButton } from '../islands/navbar.tsx';
import { useDocsVariant } from './docs-variant.ts';

/** The mobile drawer's id: the menu button controls it, the frame renders it. */
export const DRAWER_ID = 'navbar-drawer';

/**
 * The fixed top bar (spec §2 "Header and navigation"). Above 996px it shows every item; at
 * 996px or less the menu button opens the drawer (navbar-drawer.tsx), which the frame renders
 * outside the bar: the bar's backdrop filter would trap a fixed child. Without JavaScript
 * the bar keeps one row there too, and its Menu link jumps to the drawer's links, laid out
 * after the page's content.
 */
export function Navbar() {
  const { site } = usePage();
  const { navbar, colorMode } = site.config;
  const left = navbar.items.filter((i) => i.position === 'left');
  const right = navbar.items.filter((i) => i.position === 'right');
  const docsVariant = useDocsVariant();
  return (
    <>
      <header className="navbar" data-hide-on-scroll={navbar.hideOnScroll || undefined}>
        <nav className="navbar__inner" aria-label="Main">
          {/* The navbar script: menus, drawer, hide-on-scroll and the preferred docs version. */}
          <Island name="navbar" component={MenuButton} props={{ drawerId: DRAWER_ID }} load="load" />
          <a className="navbar__menu-jump" href={`#${DRAWER_ID}`}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            Menu
          </a>
          <Link href="/" className="navbar__brand" aria-label={`${navbar.title ?? site.config.title} home`}>
            <Logo />
          </Link>
          <ul className="navbar__items navbar__items--left">
            {left.map((item, i) => (
              <li key={i} className="navbar__item">
                <NavbarItemView item={item} />
              </li>
            ))}
          </ul>
          <ul className="navbar__items navbar__items--right">
            {right.map((item, i) => (
              <li key={i} className={`navbar__item navbar__item--${item.type}`}>
                <NavbarItemView item={item} />
              </li>
            ))}
            {colorMode.disableSwitch ? null : (
              <li className="navbar__item navbar__item--theme">
                <Island name="theme-toggle" component={ThemeToggle} props={{ followSystem: colorMode.respectPrefersColorScheme }} load="idle" />
              </li>
            )}
            <li className="navbar__item navbar__item--account">
              <AccountArea drawerId={DRAWER_ID} />
            </li>
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
    </>
  );
}
