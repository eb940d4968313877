import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@portal/shared/testing';
import type { MemberDetails } from '@portal/shared/admin';
import { renderPage } from '../../../testing/renderPage';
import { makeMemberSummary } from '../../../testing/memberFixtures';
import { stubFetch } from '../../../testing/stubFetch';
import { setUpScreenTests } from '../../../testing/testConfig';
import MembersPage from './MembersPage';
import { signInAsOperator } from '../../../testing/operatorClient';

// The portal's real API client over a stubbed fetch, with a signed-in operator's token.
signInAsOperator();

const member = (hasAccount: boolean): MemberDetails => ({
  ...makeMemberSummary('AP1003', 'Amit Kumar', { depth: 2, parentCoCode: 'AP1002', parentName: 'Priya Patel', hasAccount }),
  mobile: '9876543210',
  pan: null,
  aadhaar: null,
  bankName: null,
  bankAccount: null,
  joinedAt: '2026-01-05T06:00:00.000Z',
  signInDisabledAt: null,
  children: [],
  childCount: 0,
  ownSales: { count: 0, netPremiumPaise: 0, payOutPaise: 0 },
  subtreeSales: { count: 0, netPremiumPaise: 0, payOutPaise: 0 },
});

/** One member; Re-send invite answers `resend` (default: the member, still without a password). */
function fakeApi(hasAccount: boolean, resend: () => Response = () => jsonResponse({ status: 'success', member: member(false) })) {
  const calls = stubFetch(({ method, path }) => {
    if (path === '/admin/members/AP1003/resend-invite' && method === 'POST') return resend();
    if (path === '/admin/members/AP1003') return jsonResponse({ status: 'success', member: member(hasAccount) });
    if (path === '/admin/members') return jsonResponse({ status: 'success', members: [] });
    return jsonResponse({ status: 'success', changes: [] });
  });
  return { writes: () => calls.filter((c) => c.method !== 'GET').map(({ method, path }) => ({ method, path })) };
}

const panel = () => screen.findByRole('region', { name: 'Amit Kumar (AP1003)' });

setUpScreenTests();

describe('MembersPage: Re-send invite', () => {
  it('e-mails a member without a password a new link, says to which address, and announces it', async () => {
    const api = fakeApi(false);
    const { user } = renderPage(MembersPage, '/admin/members?member=AP1003');
    const shown = await panel();
    expect(
      within(shown).getByText(`A new set-password link is e-mailed to ${member(false).email}; the earlier links stop working.`),
    ).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Re-send invite' }));
    expect(await within(shown).findByText('A new invite was e-mailed to Amit Kumar (AP1003).')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'POST', path: '/admin/members/AP1003/resend-invite' }]);
  });

  it("shows the API's refusal (the password was set meanwhile)", async () => {
    fakeApi(false, () =>
      jsonResponse({ status: 'error', message: 'This member has already set a password: there is no invite to re-send.' }, 409),
    );
    const { user } = renderPage(MembersPage, '/admin/members?member=AP1003');
    const shown = await panel();
    await user.click(within(shown).getByRole('button', { name: 'Re-send invite' }));
    expect(await within(shown).findByText('This member has already set a password: there is no invite to re-send.')).toBeInTheDocument();
  });

  it('is not offered once the member has set a password', async () => {
    fakeApi(true);
    renderPage(MembersPage, '/admin/members?member=AP1003');
    const shown = await panel();
    expect(within(shown).getByRole('button', { name: 'Disable sign-in' })).toBeInTheDocument();
    expect(within(shown).queryByRole('button', { name: 'Re-send invite' })).not.toBeInTheDocument();
  });
});
