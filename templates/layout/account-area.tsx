import { usePage } from '../context.ts';
import { Link } from '../components/link.tsx';

/** Community pages a guest is sent to (spec §2: the member area lives on the community host). */
export function useCommunityLinks() {
  const base = String(usePage().site.config.customFields.communityBaseUrl).replace(/\/$/, '');
  return { login: `${base}/login/`, register: `${base}/register/` };
}

/**
 * The header's account area in the guest state (spec §4): Login and Create Account. The
 * member lookup replaces it with the member menu when the visitor is signed in.
 */
export function AccountArea({ place }: { place: 'bar' | 'drawer' }) {
  const links = useCommunityLinks();
  const cls = place === 'bar' ? 'navbar__link' : 'drawer__link';
  return (
    <div className={`account account--${place}`} data-account="guest">
      <Link href={links.login} className={`${cls} account__login`}>
        Login
      </Link>
      <Link href={links.register} className={place === 'bar' ? 'navbar__link button button--secondary account__register' : 'drawer__link account__register'}>
        Create Account
      </Link>
    </div>
  );
}
