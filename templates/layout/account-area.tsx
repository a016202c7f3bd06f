import { useId, type ReactNode } from 'react';
import { usePage } from '../context.ts';
import { Link } from '../components/link.tsx';
import { Island } from '../islands/island.tsx';
import { AccountMarker } from '../islands/account-menu.tsx';

/**
 * Pages of the community host (spec §2 "Member menu links"), at the community software's
 * usual paths. Everything here is static markup; the account island only shows or hides it.
 */
export function useCommunityLinks() {
  const base = String(usePage().site.config.customFields.communityBaseUrl).replace(/\/$/, '');
  return {
    base,
    login: `${base}/login/`,
    register: `${base}/register/`,
    dashboard: `${base}/account/`,
    orders: `${base}/clients/orders/`,
    settings: `${base}/settings/`,
    notifications: `${base}/notifications/`,
    notificationOptions: `${base}/notifications/options/`,
    inbox: `${base}/messenger/`,
    compose: `${base}/messenger/compose/`,
  };
}

type CommunityLinks = ReturnType<typeof useCommunityLinks>;

/**
 * The login form (spec §3 "Login form fields"): a plain HTML post to the community's login
 * page, so it works without JavaScript. `csrfKey` is left empty for the main site's header
 * script to fill; the community asks again if it is missing. The base URL is https (the
 * config refuses anything else but a loopback stand-in), so the password never travels in
 * the clear.
 */
export function LoginForm({ className }: { className?: string }) {
  const links = useCommunityLinks();
  const id = useId();
  return (
    <form className={['login-form', className].filter(Boolean).join(' ')} method="post" action={links.login}>
      <input type="hidden" name="_processLogin" value="usernamepassword" />
      <input type="hidden" name="csrfKey" value="" />
      <label className="login-form__label" htmlFor={`${id}auth`}>
        Email address
      </label>
      <input className="login-form__input" id={`${id}auth`} type="email" name="auth" autoComplete="username" />
      <label className="login-form__label" htmlFor={`${id}password`}>
        Password
      </label>
      <input className="login-form__input" id={`${id}password`} type="password" name="password" autoComplete="current-password" />
      {/* The community's pair: the hidden 0 is posted when the box is unticked. */}
      <input type="hidden" name="remember_me" value="0" />
      <label className="login-form__check">
        <input type="checkbox" name="remember_me_checkbox" value="1" defaultChecked /> Remember me
      </label>
      <button type="submit" className="button button--primary login-form__submit">
        Log in
      </button>
      <p className="login-form__note">
        New here? <Link href={links.register}>Create an account</Link>
      </p>
    </form>
  );
}

/**
 * Who the member is: the tier, the package and the bonus download. The account island
 * writes the values into the `data-member-*` slots; the download shows only when given.
 */
export function MemberSummary({ itemClass }: { itemClass: string }) {
  return (
    <>
      <li className="account__summary">
        <span className="account__tier" data-member-group="">
          Member
        </span>
        <span className="account__package" data-member-package-row="" hidden>
          Package: <code data-member-package="" />
        </span>
      </li>
      <li data-member-file-row="" hidden>
        <a className={`${itemClass} account__file`} data-member-file="">
          Download your bonus files
        </a>
      </li>
    </>
  );
}

/** A community link in a member list; `moderator` styles items from moderators (spec §6). */
function MenuLink({ href, className, moderator, children }: { href: string; className: string; moderator?: boolean; children: ReactNode }) {
  return (
    <li>
      <Link href={href} className={[className, moderator ? 'account__item--moderator' : ''].filter(Boolean).join(' ')}>
        {children}
      </Link>
    </li>
  );
}

/** Logout has no address of its own (spec §2): the header script handles it, see client/islands/account-menu.ts. */
function LogoutButton({ className }: { className: string }) {
  return (
    <li>
      <button type="button" className={`${className} account__logout`} data-account-logout="">
        Log out
      </button>
    </li>
  );
}

/** The member's community links, in the bar's My Account menu and the drawer's account panel. */
export function AccountLinks({ links, itemClass }: { links: CommunityLinks; itemClass: string }) {
  return (
    <>
      <MenuLink href={links.dashboard} className={itemClass}>
        Account dashboard
      </MenuLink>
      <MenuLink href={links.orders} className={itemClass}>
        Orders and billing
      </MenuLink>
      <MenuLink href={links.settings} className={itemClass}>
        Account settings
      </MenuLink>
    </>
  );
}

/** A <details> menu of the bar, wired like the others by client/navbar/dropdowns.ts. */
function BarMenu({ label, icon, children }: { label: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <details className={`navbar__dropdown account__dropdown${icon ? ' account__dropdown--icon' : ''}`}>
      <summary className="navbar__link" aria-haspopup="true">
        {icon}
        <span className={icon ? 'sr-only' : undefined}>{label}</span>
      </summary>
      <ul className="navbar__menu account__menu">{children}</ul>
    </details>
  );
}

const ICON = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false, fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const Bell = () => (
  <svg {...ICON}>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

const Envelope = () => (
  <svg {...ICON}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </svg>
);

/**
 * The header's account area (spec §1, §4). The server renders the guest state (Login with
 * its form, Create Account) and, hidden, the member state (notifications, messages, My
 * Account); the account island looks the visitor up and shows the one that applies, here
 * and in the drawer's panels (`drawerId`). Without JavaScript the guest state stays.
 */
export function AccountArea({ drawerId }: { drawerId: string }) {
  const { site } = usePage();
  const links = useCommunityLinks();
  const item = 'navbar__menu-link';
  return (
    <div className="account account--bar" data-account="">
      <Island name="account-menu" component={AccountMarker} props={{ communityBaseUrl: links.base, environment: site.config.customFields.environment, drawerId }} load="load" />
      <div className="account__view" data-account-view="guest">
        <details className="navbar__dropdown account__dropdown account__dropdown--login">
          <summary className="navbar__link account__login">Login</summary>
          <div className="navbar__menu account__login-menu">
            <LoginForm />
          </div>
        </details>
        <Link href={links.register} className="navbar__link button button--secondary account__register">
          Create Account
        </Link>
      </div>
      <div className="account__view" data-account-view="member" hidden>
        <BarMenu label="Notifications" icon={<Bell />}>
          <MenuLink href={links.notifications} className={item}>
            All notifications
          </MenuLink>
          <MenuLink href={links.notificationOptions} className={item}>
            Notification options
          </MenuLink>
        </BarMenu>
        <BarMenu label="Messages" icon={<Envelope />}>
          <MenuLink href={links.inbox} className={item}>
            Inbox
          </MenuLink>
          <MenuLink href={links.compose} className={item}>
            Compose a message
          </MenuLink>
        </BarMenu>
        <BarMenu label="My Account">
          <MemberSummary itemClass={item} />
          <AccountLinks links={links} itemClass={item} />
          <LogoutButton className={item} />
        </BarMenu>
      </div>
    </div>
  );
}

/** The drawer's account panel: guest text and links, or the member's whole list (spec §2 "Mobile navigation"). */
export function DrawerAccount() {
  const links = useCommunityLinks();
  const item = 'drawer__link';
  return (
    <div data-account="">
      <div className="drawer__text" data-account-view="guest">
        <p>Sign in to the GSAP community to see your membership, notifications and messages.</p>
        <ul className="drawer__list">
          <li>
            <Link href={links.login} className={item}>
              Login
            </Link>
          </li>
          <li>
            <Link href={links.register} className={item}>
              Create Account
            </Link>
          </li>
        </ul>
      </div>
      <ul className="drawer__list account__menu" data-account-view="member" hidden>
        <MemberSummary itemClass={item} />
        <AccountLinks links={links} itemClass={item} />
        <MenuLink href={links.notifications} className={item}>
          Notifications
        </MenuLink>
        <MenuLink href={links.notificationOptions} className={item}>
          Notification options
        </MenuLink>
        <MenuLink href={links.inbox} className={item}>
          Messages
        </MenuLink>
        <MenuLink href={links.compose} className={item}>
          Compose a message
        </MenuLink>
        <LogoutButton className={item} />
      </ul>
    </div>
  );
}
