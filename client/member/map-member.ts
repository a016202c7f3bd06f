/**
 * The member lookup's answer and what the header makes of it (spec §3 "Member data", §6
 * "Roles"). Pure functions, unit-tested in test/member-map.test.ts.
 */

/** What the community's GraphQL endpoint is asked (spec §7 "Member lookup"). */
export const MEMBER_QUERY = 'query { core { me { group { name } } } privjs { me { token package fileName fileUrl } } }';

/** The answer's shape; any part may be null or missing for a guest. */
export interface MemberAnswer {
  data?: {
    core?: { me?: { group?: { name?: string | null } | null } | null } | null;
    privjs?: { me?: { token?: string | null; package?: string | null; fileName?: string | null; fileUrl?: string | null } | null } | null;
  } | null;
}

/** The tiers a member can be in; any other member group counts as `business`. */
export type MemberGroup = 'plus' | 'premium' | 'business';

/**
 * Member data held on the client. The token stays in memory: it is never written to
 * storage, the URL, the DOM or the console.
 */
export interface MemberData {
  token: string;
  /** A non-empty token. */
  hasToken: boolean;
  package: string;
  /** Lowercased group name; for members one of MemberGroup. */
  group: string;
  isMember: boolean;
  /** The member's bonus download, when the community offers one ('' otherwise). */
  fileName: string;
  fileUrl: string;
}

/** Groups that are signed in or not, but are not members (spec §6). */
const NOT_MEMBERS = new Set(['guests', 'members']);
const TIERS = new Set<string>(['plus', 'premium', 'business']);

/** Lowercased group name → [isMember, group]. */
export function mapGroup(name: string | null | undefined): { isMember: boolean; group: string } {
  const lower = (name ?? '').trim().toLowerCase();
  if (lower === '' || NOT_MEMBERS.has(lower)) return { isMember: false, group: lower || 'guests' };
  return { isMember: true, group: TIERS.has(lower) ? lower : 'business' };
}

/** Throws when the answer is not the GraphQL shape at all (an error page, `{ errors }`). */
export function mapMember(answer: unknown): MemberData {
  if (!answer || typeof answer !== 'object' || !('data' in answer) || !answer.data || typeof answer.data !== 'object') {
    throw new Error('the answer has no data');
  }
  const { data } = answer as MemberAnswer;
  const me = data?.privjs?.me ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const token = text(me.token);
  return {
    token,
    hasToken: token.length > 0,
    package: text(me.package),
    ...mapGroup(data?.core?.me?.group?.name),
    fileName: text(me.fileName),
    fileUrl: text(me.fileUrl),
  };
}

/**
 * The `local` environment's fixed member (spec §6), so the member state can be seen
 * without a community site. The token is a placeholder, not a credential.
 */
export const SAMPLE_MEMBER: MemberData = {
  token: 'local-sample-token',
  hasToken: true,
  package: '@gsap/member',
  group: 'premium',
  isMember: true,
  fileName: 'gsap-bonus.zip',
  fileUrl: 'https://gsap.com/community/files/gsap-bonus.zip',
};
