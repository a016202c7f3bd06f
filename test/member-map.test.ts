import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mapGroup, mapMember } from '../client/member/map-member.ts';
import { canLookUp, lookupUrl } from '../client/member/lookup.ts';

/** Spec §3 "Member data", §6 "Roles": the lookup's answer as the header sees it. */

test('group names: lowercased; Guests and Members are not members; plus, premium, business are tiers; any other member group is business', () => {
  const cases: [name: string | null | undefined, isMember: boolean, group: string][] = [
    ['Guests', false, 'guests'],
    ['guests', false, 'guests'],
    ['GUESTS', false, 'guests'],
    ['Members', false, 'members'],
    ['members', false, 'members'],
    [' Members ', false, 'members'],
    [null, false, 'guests'],
    [undefined, false, 'guests'],
    ['', false, 'guests'],
    ['Plus', true, 'plus'],
    ['plus', true, 'plus'],
    ['Premium', true, 'premium'],
    ['PREMIUM', true, 'premium'],
    ['Business', true, 'business'],
    ['Moderators', true, 'business'],
    ['Administrators', true, 'business'],
    ['Shockingly Green', true, 'business'],
    ['Member', true, 'business'],
  ];
  for (const [name, isMember, group] of cases) assert.deepEqual(mapGroup(name), { isMember, group }, String(name));
});

const answer = (group: string | null, me: Record<string, unknown> | null) => ({ data: { core: { me: group === null ? null : { group: { name: group } } }, privjs: { me } } });

test('a member answer maps to every client field; hasToken means a non-empty token', () => {
  const me = { token: 'abc', package: '@gsap/business', fileName: 'bonus.zip', fileUrl: 'https://example.com/bonus.zip' };
  assert.deepEqual(mapMember(answer('Business', me)), { token: 'abc', hasToken: true, package: '@gsap/business', group: 'business', isMember: true, fileName: 'bonus.zip', fileUrl: 'https://example.com/bonus.zip' });
  assert.equal(mapMember(answer('Premium', { ...me, token: '' })).hasToken, false);
  assert.equal(mapMember(answer('Premium', { ...me, token: null })).hasToken, false);
});

test('a guest answer with nulls everywhere maps to empty fields, not to errors', () => {
  const guest = { token: '', hasToken: false, package: '', group: 'guests', isMember: false, fileName: '', fileUrl: '' };
  assert.deepEqual(mapMember(answer('Guests', null)), guest);
  assert.deepEqual(mapMember(answer(null, null)), guest);
  assert.deepEqual(mapMember({ data: { core: null, privjs: null } }), guest);
  assert.deepEqual(mapMember({ data: {} }), guest);
  // Fields of the wrong type are treated as absent.
  assert.deepEqual(mapMember(answer('Guests', { token: 42, package: {}, fileName: null })), guest);
});

test('an answer without data (an error page, GraphQL errors) is an error', () => {
  for (const bad of [null, undefined, 'text', 42, [], {}, { data: null }, { errors: [{ message: 'nope' }] }, { data: 'x' }]) {
    assert.throws(() => mapMember(bad), /no data/, JSON.stringify(bad));
  }
});

// The local environment's sample member (a premium member with a package and a download) is
// checked as a visitor sees it, in the header: test/e2e/member.test.ts.

test('the lookup URL is the community API path below the base URL', () => {
  const path = '/index.php?app=gspages&module=ajax&controller=api';
  assert.equal(lookupUrl('https://gsap.com/community'), `https://gsap.com/community${path}`);
  assert.equal(lookupUrl('https://gsap.com/community/'), `https://gsap.com/community${path}`);
});

test('the lookup is made only from the community\'s own site, where its cookies and CORS rules apply', () => {
  const community = 'https://gsap.com/community';
  assert.equal(canLookUp('https://gsap.com/docs/v3', community), true);
  assert.equal(canLookUp('https://staging.gsap.com/docs/v3', community), true);
  assert.equal(canLookUp('http://gsap.com/docs/v3', community), false, 'another scheme is another site');
  assert.equal(canLookUp('http://127.0.0.1:3000/', community), false, 'a local preview of the live build');
  assert.equal(canLookUp('http://localhost:3000/', community), false);
  assert.equal(canLookUp('https://gsap-docs.example.com/', community), false);
  assert.equal(canLookUp('http://127.0.0.1:3000/', 'http://127.0.0.1:4000/community'), true, 'a stand-in on another port');
  assert.equal(canLookUp('http://127.0.0.2:3000/', 'http://127.0.0.1:4000/community'), false);
});
