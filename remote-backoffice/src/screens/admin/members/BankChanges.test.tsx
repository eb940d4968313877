import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeBankChange } from '@portal/shared/testing';
import type { AdminBankChange, MemberDetails } from '@portal/shared/admin';
import { renderPage } from '../../../testing/renderPage';
import { makeMemberSummary } from '../../../testing/memberFixtures';
import { stubFetch } from '../../../testing/stubFetch';
import { setUpScreenTests } from '../../../testing/testConfig';
import MembersPage from './MembersPage';
import { signInAsOperator } from '../../../testing/operatorClient';

signInAsOperator();

const change: AdminBankChange = {
  ...makeBankChange({ holderName: 'Priya Patel' }),
  coCode: 'AP1002',
  memberName: 'Priya Patel',
  previous: { holderName: 'Priya Patel', account: '••••4455', ifsc: 'HDFC0000001', bankName: 'HDFC Bank' },
};

const priya: MemberDetails = {
  ...makeMemberSummary('AP1002', 'Priya Patel', { subtreeSize: 0 }),
  mobile: '9876543210',
  pan: null,
  aadhaar: null,
  bankName: 'HDFC Bank',
  bankAccount: '••••4455',
  joinedAt: '2026-01-05T06:00:00.000Z',
  signInDisabledAt: null,
  children: [],
  childCount: 0,
  ownSales: { count: 0, netPremiumPaise: 0, payOutPaise: 0 },
  subtreeSales: { count: 0, netPremiumPaise: 0, payOutPaise: 0 },
};

function fakeApi() {
  let pending = [change];
  let member = priya;
  const calls = stubFetch(({ method, path, body }) => {
    if (path === '/admin/bank-changes') return jsonResponse({ status: 'success', changes: pending });
    if (path === '/admin/bank-changes/7/approve') {
      pending = [];
      return jsonResponse({ status: 'success', change: { ...change, status: 'approved', decidedAt: '2026-11-27T05:00:00.000Z' } });
    }
    if (path === '/admin/bank-changes/7/reject') {
      if (!(body as { reason: string }).reason.trim())
        return jsonResponse({ status: 'error', message: 'Reason is required', errors: { reason: 'Reason is required' } }, 400);
      pending = [];
      return jsonResponse({ status: 'success', change: { ...change, status: 'rejected', reason: (body as { reason: string }).reason } });
    }
    if (path === '/admin/members/AP1002/contact' && method === 'PUT') {
      const input = body as { mobile?: string; email?: string };
      if (input.email === 'taken@example.com')
        return jsonResponse(
          { status: 'error', message: 'In use', errors: { email: 'Another member or an operator already uses this e-mail.' } },
          409,
        );
      member = { ...member, ...input };
      return jsonResponse({ status: 'success', member });
    }
    if (path === '/admin/members/AP1002') return jsonResponse({ status: 'success', member });
    if (path === '/admin/members') return jsonResponse({ status: 'success', members: [] });
    return jsonResponse({ status: 'error', message: 'Not found' }, 404);
  });
  return { calls, writes: () => calls.filter((c) => c.method !== 'GET').map(({ method, path, body }) => ({ method, path, body })) };
}

setUpScreenTests();

describe('Members: payout account changes and contact corrections', () => {
  it('lists a waiting change, masked, with the account it replaces; Approve uses it and says so', async () => {
    const api = fakeApi();
    const { user } = renderPage(MembersPage, '/admin/members');
    const region = await screen.findByRole('region', { name: 'Payout account changes to approve' });
    const item = await within(region).findByRole('listitem');
    expect(item).toHaveTextContent('New account: Priya Patel, State Bank of India ••••9012 (IFSC SBIN0000001)');
    expect(item).toHaveTextContent('Replaces HDFC Bank ••••4455');
    await user.click(within(item).getByRole('button', { name: 'Approve the payout account of Priya Patel (AP1002)' }));
    expect(
      await within(region).findByText('Approved: payouts of Priya Patel (AP1002) now go to ••••9012. The member was e-mailed.'),
    ).toBeInTheDocument();
    expect(await within(region).findByText('No payout account change is waiting for approval.')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'POST', path: '/admin/bank-changes/7/approve', body: undefined }]);
  });

  it('asks for a reason before rejecting', async () => {
    const api = fakeApi();
    const { user } = renderPage(MembersPage, '/admin/members');
    const region = await screen.findByRole('region', { name: 'Payout account changes to approve' });
    await user.click(await within(region).findByRole('button', { name: 'Reject the payout account of Priya Patel (AP1002)' }));
    const form = within(region).getByRole('form', { name: 'Reject the payout account of Priya Patel (AP1002)' });
    await user.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Reason is required');
    expect(api.writes()).toEqual([]);
    await user.type(within(form).getByLabelText('Reason (e-mailed to the member)'), 'The name does not match the PAN');
    await user.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(await within(region).findByText(/Rejected the payout account change of Priya Patel/)).toBeInTheDocument();
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/admin/bank-changes/7/reject', body: { reason: 'The name does not match the PAN' } },
    ]);
  });

  it('corrects a member’s e-mail: a refused one shows beside its field, an accepted one replaces what is shown', async () => {
    const api = fakeApi();
    const { user } = renderPage(MembersPage, '/admin/members?member=AP1002');
    const shown = await screen.findByRole('region', { name: 'Priya Patel (AP1002)' });
    await user.click(within(shown).getByRole('button', { name: 'Correct mobile or e-mail' }));
    const form = within(shown).getByRole('form', { name: 'Correct the contact details of Priya Patel (AP1002)' });
    await user.click(within(form).getByRole('button', { name: 'Save contact details' }));
    expect(within(form).getByLabelText('Mobile')).toHaveAccessibleDescription('Change the mobile or the e-mail first.');
    const email = within(form).getByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(within(form).getByRole('button', { name: 'Save contact details' }));
    expect(await within(form).findByText('Another member or an operator already uses this e-mail.')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'priya.new@example.com');
    await user.click(within(form).getByRole('button', { name: 'Save contact details' }));
    expect(await within(shown).findByText('Contact details of Priya Patel (AP1002) corrected.')).toBeInTheDocument();
    expect(await within(shown).findByText('priya.new@example.com')).toBeInTheDocument();
    expect(api.writes().map((w) => w.body)).toEqual([{ email: 'taken@example.com' }, { email: 'priya.new@example.com' }]);
  });
});
