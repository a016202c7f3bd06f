import type { ReactNode } from 'react';
import { usePage } from '../context.ts';
import { Link } from '../components/link.tsx';
import { Logo } from '../components/logo.tsx';
import { SocialLink } from '../components/social-icon.tsx';
import { NavbarItemView } from './navbar-items.tsx';
import { DrawerAccount, LoginForm } from './account-area.tsx';
import { useDocsVariant } from './docs-variant.ts';

/** The drawer's panels (spec §2 "Mobile navigation"); `docs` exists on docs pages only. */
export type DrawerPanel = 'docs' | 'primary' | 'account' | 'login';

function CloseButton() {
  return (
    <button type="button" className="drawer__close" aria-label="Close menu" data-drawer-close="">
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M2 2l12 12M14 2L2 14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}

function BackButton() {
  return (
    <button type="button" className="drawer__back" data-show-panel="primary">
      <span aria-hidden="true">←</span> Back to main menu
    </button>
  );
}

function Panel({ name, label, hidden, head, children }: { name: DrawerPanel; label: string; hidden: boolean; head: ReactNode; children: ReactNode }) {
  return (
    <section className={`drawer__panel drawer__panel--${name}`} data-panel={name} aria-label={label} hidden={hidden}>
      <div className="drawer__head">
        {head}
        <CloseButton />
      </div>
      <div className="drawer__body">{children}</div>
    </section>
  );
}

/**
 * The mobile navigation (width 996px or less). With JavaScript, a modal sheet with one panel
 * showing at a time, opened by the menu button; the navbar script makes it a dialog then
 * (role, aria-modal and its name are not in the markup, which is also read without JavaScript). On
 * docs pages it opens on the docs panel, into which the script moves the page's sidebar.
 * Without JavaScript it is the site menu at the end of the page, after the content (the
 * layout renders it there): the bar's Menu link jumps to it, every panel's links show at
 * once, and the controls that need a script are hidden (navbar.css).
 */
export function NavbarDrawer({ id }: { id: string }) {
  const { site } = usePage();
  const { navbar, socialLinks } = site.config;
  const docsVariant = useDocsVariant();
  const primary = navbar.items.filter((i) => i.type !== 'search');
  return (
    <div id={id} className="drawer" data-drawer="" data-start-panel={docsVariant ? 'docs' : 'primary'} hidden>
      <div className="drawer__backdrop" data-drawer-close="" />
      <nav className="drawer__sheet" aria-labelledby={`${id}-title`}>
        <h2 className="drawer__title" id={`${id}-title`}>
          Site menu
        </h2>
        {docsVariant ? (
          <Panel name="docs" label="Documentation menu" hidden={false} head={<BackButton />}>
            <ul className="drawer__list drawer__list--docs">
              {navbar.docsItems.map((item, i) => (
                <li key={i}>
                  <NavbarItemView item={item} place="drawer" />
                </li>
              ))}
            </ul>
            <div className="drawer__sidebar" data-drawer-sidebar="" />
          </Panel>
        ) : null}
        <Panel
          name="primary"
          label="Main menu"
          hidden={docsVariant}
          head={
            <Link href="/" className="drawer__brand" aria-label={`${navbar.title ?? site.config.title} home`}>
              <Logo />
            </Link>
          }
        >
          <ul className="drawer__list">
            {primary.map((item, i) => (
              <li key={i}>
                <NavbarItemView item={item} place="drawer" />
              </li>
            ))}
          </ul>
          <div className="drawer__account">
            <button type="button" className="drawer__link drawer__link--panel" data-show-panel="login" data-account-view="guest">
              Login
            </button>
            <button type="button" className="drawer__link drawer__link--panel" data-show-panel="account">
              Account
            </button>
          </div>
          {socialLinks.length ? (
            <ul className="drawer__social">
              {socialLinks.map((link) => (
                <li key={link.href}>
                  <SocialLink link={link} className="drawer__social-link" />
                </li>
              ))}
            </ul>
          ) : null}
        </Panel>
        <Panel name="account" label="Account" hidden head={<BackButton />}>
          <DrawerAccount />
        </Panel>
        <Panel name="login" label="Login" hidden head={<BackButton />}>
          <div className="drawer__text" data-login-panel="">
            <LoginForm className="login-form--drawer" />
          </div>
        </Panel>
      </nav>
    </div>
  );
}
