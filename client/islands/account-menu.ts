/**
 * The header's account area (markup: templates/layout/account-area.tsx): signals it is
 * mounted, which starts the member lookup once per document (client/member/store.ts), and
 * shows the guest or the member state in the bar and in the drawer's account and login
 * panels. The member's values go into text and attributes only; the token is never written.
 */
import { SAMPLE_MEMBER, type MemberData } from '../member/map-member.ts';
import { canLookUp, fetchMember } from '../member/lookup.ts';
import { signalMounted, subscribe, type MemberState } from '../member/store.ts';

interface Props {
  communityBaseUrl?: unknown;
  environment?: unknown;
  drawerId?: unknown;
}

const TIER_LABEL: Record<string, string> = { plus: 'Plus member', premium: 'Premium member', business: 'Business member' };

export function mount(el: HTMLElement, props: Props): () => void {
  const base = String(props.communityBaseUrl);
  const areas = [el.closest<HTMLElement>('[data-account]'), document.getElementById(String(props.drawerId))].filter((a): a is HTMLElement => a !== null);
  const all = (selector: string) => areas.flatMap((area) => [...area.querySelectorAll<HTMLElement>(selector)]);

  const render = ({ loading, data }: MemberState) => {
    const member = data?.isMember ? data : null;
    for (const area of areas) area.dataset.accountState = loading ? 'loading' : member ? 'member' : 'guest';
    for (const view of all('[data-account-view]')) view.hidden = view.dataset.accountView !== (member ? 'member' : 'guest');
    if (member) fill(member);
  };

  const fill = (member: MemberData) => {
    for (const tier of all('[data-member-group]')) tier.textContent = TIER_LABEL[member.group] ?? 'Member';
    for (const row of all('[data-member-package-row]')) row.hidden = !member.package;
    for (const slot of all('[data-member-package]')) slot.textContent = member.package;
    const file = safeUrl(member.fileUrl);
    for (const row of all('[data-member-file-row]')) row.hidden = !(file && member.fileName);
    for (const link of all('a[data-member-file]')) {
      if (!file) continue;
      link.setAttribute('href', file);
      link.textContent = `Download ${member.fileName}`;
    }
  };

  const stop = new AbortController();
  for (const button of all('[data-account-logout]')) button.addEventListener('click', (e) => logout(base, e), { signal: stop.signal });

  const unsubscribe = subscribe(render);
  const local = props.environment === 'local';
  signalMounted(local ? () => Promise.resolve(SAMPLE_MEMBER) : canLookUp(location.href, base) ? () => fetchMember(base) : null);
  return () => {
    unsubscribe();
    stop.abort();
  };
}

/** Only web addresses become links: the answer comes from elsewhere (no `javascript:`). */
function safeUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * Logout belongs to the main site's header script (config `headerScript`), which signs out
 * with the community's key and calls preventDefault. Without it (absent, failed, slow) the
 * button still works: it opens the community's logout page, with the key if the script
 * filled one in.
 */
function logout(base: string, click: Event): void {
  // After every listener of this click has run, the header script's included.
  setTimeout(() => {
    if (click.defaultPrevented) return;
    const key = document.querySelector<HTMLInputElement>('.login-form input[name="csrfKey"]')?.value;
    location.assign(`${base.replace(/\/$/, '')}/logout/${key ? `?csrfKey=${encodeURIComponent(key)}` : ''}`);
  });
}
