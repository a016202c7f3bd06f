import type { ReactNode } from 'react';
import { AnnouncementBar } from './announcement-bar.tsx';
import { Navbar, DRAWER_ID } from './navbar.tsx';
import { NavbarDrawer } from './navbar-drawer.tsx';
import { Footer } from './footer.tsx';

export interface FrameProps {
  children: ReactNode;
  /** Rendered beside <main>, e.g. the docs sidebar. */
  aside?: ReactNode;
  /** Layout variant for styling: `docs`, `blog`, `page`, `wide`. */
  variant?: string;
}

/** The page frame of the spec: skip link, announcement bar, fixed navbar, main, footer. */
export function Frame({ children, aside, variant = 'page' }: FrameProps) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <AnnouncementBar />
      <Navbar />
      <div className={`layout layout--${variant}`}>
        {aside}
        <main id="main" className="main" tabIndex={-1}>
          {children}
        </main>
      </div>
      <NavbarDrawer id={DRAWER_ID} />
      <Footer />
    </>
  );
}
