import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@portal/shared/testing';
import type { MemberDetails, MemberSummary } from '@portal/shared/admin';
import { renderPage as renderScreen } from '../../../testing/renderPage';
import { makeMemberSummary } from '../../../testing/memberFixtures';
import { stubFetch } from '../../../testing/stubFetch';
import { setUpScreenTests } from '../../../testing/testConfig';
import MembersPage from './MembersPage';
import { signInAsOperator } from '../../../testing/operatorClient';

// The portal's real API client over a stubbed fetch, with a signed-in operator's token.
signInAsOperator();

const summary = makeMemberSummary;

const rajesh = summary('AP1001', 'Rajesh Sharma', { depth: 0, parentCoCode: null, parentName: null, subtreeSize: 5 });
const priya = summary('AP1002', 'Priya Patel', { subtreeSize: 2 });
const amit = summary('AP1003', 'Amit Kumar', { depth: 2, parentCoCode: 'AP1002', parentName: 'Priya Patel', hasAccount: false });
const sunita = summary('AP1004', 'Sunita Rao', { subtreeSize: 1 });

const details = (member: MemberSummary, children: MemberSummary[] = []): MemberDetails => ({
  ...member,
  mobile: '9876543210',
  pan: 'ABXXXXX34F',
  aadhaar: 'XXXX XXXX 1234',
  bankName: 'HDFC Bank',
  bankAccount: '••••4455',
  joinedAt: '2026-01-05T06:00:00.000Z',
  signInDisabledAt: member.signInDisabled ? '2026-11-01T06:00:00.000Z' : null,
  children,
  childCount: children.length,
  ownSales: { count: 3, netPremiumPaise: 1_250_050, payOutPaise: 150_000 },
  subtreeSales: { count: 10, netPremiumPaise: 5_000_000, payOutPaise: 600_000 },
});

/** A fake API over a small network; `move` answers the move (default: success). */
function fakeApi(options: { move?: (code: string, body: { parentCoCode: string }) => Response | undefined; memberFails?: boolean } = {}) {
  const byCode = new Map<string, MemberDetails>([
    ['AP1001', details(rajesh, [priya, sunita])],
    ['AP1002', details(priya, [amit])],
    ['AP1003', details(amit)],
    ['AP1004', details(sunita)],
  ]);
  // A busy server is asked once more by the data layer before the failure is shown.
  let failures = options.memberFails ? 2 : 0;
  const calls = stubFetch(({ path: pathname, query: searchParams, body }) => {
    if (pathname === '/admin/bank-changes') return jsonResponse({ status: 'success', changes: [] });
    if (pathname === '/admin/members') {
      const q = (searchParams.get('q') ?? '').toLowerCase();
      const all = [...byCode.values()];
      const members = q ? all.filter((m) => `${m.name} ${m.coCode} ${m.email}`.toLowerCase().includes(q)) : all.filter((m) => m.depth <= 1);
      return jsonResponse({ status: 'success', members: members.map(({ coCode }) => byCode.get(coCode)!).map(toSummary) });
    }
    const match = /^\/admin\/members\/([^/]+)(\/sign-in|\/move)?$/.exec(pathname);
    const member = match ? byCode.get(match[1]!) : undefined;
    if (!member) return jsonResponse({ status: 'error', message: 'No member with that code.' }, 404);
    if (!match![2]) {
      if (failures-- > 0) return jsonResponse({ status: 'error', message: 'The server is busy. Please try again.' }, 503);
      return jsonResponse({ status: 'success', member });
    }
    if (match![2] === '/sign-in') {
      const enabled = (body as { enabled: boolean }).enabled;
      const next = { ...member, signInDisabled: !enabled, signInDisabledAt: enabled ? null : '2026-11-24T10:00:00.000Z' };
      byCode.set(member.coCode, next);
      return jsonResponse({ status: 'success', member: next });
    }
    const answer = options.move?.(member.coCode, body as { parentCoCode: string });
    if (answer) return answer;
    const parent = byCode.get((body as { parentCoCode: string }).parentCoCode)!;
    const moved = { ...member, parentCoCode: parent.coCode, parentName: parent.name, depth: parent.depth + 1 };
    byCode.set(member.coCode, moved);
    return jsonResponse({ status: 'success', moved: member.subtreeSize + 1, from: member.parentCoCode, to: parent.coCode, member: moved });
  });
  return {
    calls,
    writes: () =>
      calls.filter((c) => c.method !== 'GET').map(({ method, path, query, body }) => ({ method, path, query: query.toString(), body })),
  };
}

function toSummary(m: MemberDetails): MemberSummary {
  const { coCode, name, email, depth, parentCoCode, parentName, subtreeSize, hasAccount, signInDisabled } = m;
  return { coCode, name, email, depth, parentCoCode, parentName, subtreeSize, hasAccount, signInDisabled };
}

const renderPage = (entry = '/admin/members') => renderScreen(MembersPage, entry).user;

const panel = () => screen.getByRole('region', { name: /\(AP\d+\)$/ });

setUpScreenTests();

describe('MembersPage', () => {
  it('lists the top of the network, searches by what is typed, and says when nothing matches', async () => {
    const api = fakeApi();
    const user = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
    const results = await screen.findByRole('list', { name: 'Members found' });
    expect(
      within(results).getByRole('button', { name: /Rajesh Sharma \(AP1001\).*Top member · Team of 5 · Can sign in/ }),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'amit');
    expect(await screen.findByText('1 member found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Amit Kumar \(AP1003\).*Level 2 · No team · No password set yet/ })).toBeInTheDocument();
    expect(api.calls.at(-1)).toMatchObject({ path: '/admin/members' });
    expect(api.calls.at(-1)!.query.toString()).toBe('q=amit');

    await user.clear(screen.getByRole('searchbox', { name: 'Search members' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'nobody');
    expect(await screen.findByText('No member matches “nobody”.')).toBeInTheDocument();
  });

  it('opens a member: masked numbers, parent, sales in rupees, and a direct team to walk down and back up', async () => {
    const api = fakeApi();
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: /Priya Patel \(AP1002\)/ }));
    const shown = await screen.findByRole('region', { name: 'Priya Patel (AP1002)' });
    expect(within(shown).getByText('ABXXXXX34F')).toBeInTheDocument();
    expect(within(shown).getByText('XXXX XXXX 1234')).toBeInTheDocument();
    expect(within(shown).getByText('HDFC Bank ••••4455')).toBeInTheDocument();
    expect(within(shown).getByRole('row', { name: /Their own/ })).toHaveTextContent('Their own3₹12,500.50₹1,500');
    expect(within(shown).getByRole('row', { name: /With their team/ })).toHaveTextContent('With their team10₹50,000₹6,000');

    await user.click(within(shown).getByRole('button', { name: 'Amit Kumar (AP1003)' }));
    const child = await screen.findByRole('region', { name: 'Amit Kumar (AP1003)' });
    expect(within(child).getByText('They have not set a password yet, so there is no sign-in to disable.')).toBeInTheDocument();
    await waitFor(() => expect(within(child).getByRole('heading', { level: 2 })).toHaveFocus());
    await user.click(within(child).getByRole('button', { name: 'Priya Patel (AP1002)' }));
    expect(await screen.findByRole('region', { name: 'Priya Patel (AP1002)' })).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('shows a failed load with Try again, which loads the member', async () => {
    fakeApi({ memberFails: true });
    const user = renderPage('/admin/members?member=AP1004');
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('The server is busy. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Sunita Rao (AP1004)' })).toBeInTheDocument();
  });

  it('disables sign-in after a confirmation that says what it does, announces it, and enables it again', async () => {
    const api = fakeApi();
    const user = renderPage('/admin/members?member=AP1004');
    await screen.findByRole('region', { name: 'Sunita Rao (AP1004)' });
    await user.click(within(panel()).getByRole('button', { name: 'Disable sign-in' }));
    const confirm = within(panel()).getByRole('group', {
      name: /Disable sign-in for Sunita Rao \(AP1004\)\? They are signed out everywhere/,
    });
    expect(confirm).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.writes()).toEqual([]);

    await user.click(within(panel()).getByRole('button', { name: 'Disable sign-in' }));
    await user.click(within(panel()).getByRole('button', { name: 'Disable sign-in' }));
    expect(await within(panel()).findByText('Sign-in disabled for Sunita Rao (AP1004); their sessions have ended.')).toBeInTheDocument();
    expect(within(panel()).getByText('Sign-in disabled')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'PUT', path: '/admin/members/AP1004/sign-in', query: '', body: { enabled: false } }]);

    await user.click(within(panel()).getByRole('button', { name: 'Enable sign-in' }));
    await user.click(within(panel()).getByRole('button', { name: 'Enable sign-in' }));
    expect(await within(panel()).findByText('Sunita Rao (AP1004) can sign in again.')).toBeInTheDocument();
    expect(api.writes().at(-1)?.body).toEqual({ enabled: true });
  });

  it('moves a member: the parent is chosen by keyboard, the confirmation names both parents and the team, a refused loop is shown', async () => {
    let refuse = true;
    const api = fakeApi({
      move: () =>
        refuse
          ? jsonResponse(
              {
                status: 'error',
                message: 'Amit Kumar (AP1003) is in the team of Priya Patel (AP1002): moving Priya Patel under them would make a loop.',
              },
              409,
            )
          : undefined,
    });
    const user = renderPage('/admin/members?member=AP1002');
    await screen.findByRole('region', { name: 'Priya Patel (AP1002)' });
    await user.click(within(panel()).getByRole('button', { name: 'Move under another parent' }));
    const picker = within(panel()).getByRole('combobox', { name: 'Place them under (parent member)' });
    expect(picker).toHaveFocus();
    await user.click(within(panel()).getByRole('button', { name: 'Continue' }));
    expect(within(panel()).getByText('Choose the new parent')).toBeInTheDocument();

    await user.type(picker, 'amit');
    await within(panel()).findByRole('option', { name: /Amit Kumar \(AP1003\)/ });
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(within(panel()).getByRole('button', { name: 'Continue' }));
    const confirm = within(panel()).getByRole('group', {
      name: 'Move Priya Patel (AP1002) and the 2 members below them from Rajesh Sharma (AP1001) to under Amit Kumar (AP1003)? Their sales totals move with them.',
    });
    expect(confirm).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Move 3 members' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('would make a loop');
    expect(api.writes()).toEqual([{ method: 'POST', path: '/admin/members/AP1002/move', query: '', body: { parentCoCode: 'AP1003' } }]);

    refuse = false;
    await user.click(within(panel()).getByRole('button', { name: 'Choose another parent' }));
    const again = within(panel()).getByRole('combobox', { name: 'Place them under (parent member)' });
    await user.clear(again);
    await user.type(again, 'sunita');
    await within(panel()).findByRole('option', { name: /Sunita Rao \(AP1004\)/ });
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(within(panel()).getByRole('button', { name: 'Continue' }));
    await user.click(within(panel()).getByRole('button', { name: 'Move 3 members' }));
    expect(
      await within(panel()).findByText('Priya Patel (AP1002) and 2 members below them moved under Sunita Rao (AP1004).'),
    ).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Sunita Rao (AP1004)' })).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Move under another parent' })).toBeInTheDocument();
  });
});
