import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { indiaDate } from '@portal/shared';
import { deferred, jsonResponse } from '@portal/shared/testing';
import type { PaymentRecord } from '@portal/shared/admin';
import { renderPage as renderScreen } from '../../../testing/renderPage';
import { makeMemberSummary } from '../../../testing/memberFixtures';
import { stubFetch } from '../../../testing/stubFetch';
import { setUpScreenTests } from '../../../testing/testConfig';
import PaymentsPage from './PaymentsPage';
import { signInAsOperator } from '../../../testing/operatorClient';

// The portal's real API client over a stubbed fetch, with a signed-in operator's token.
signInAsOperator();

const earlier: PaymentRecord = {
  id: 1,
  coCode: 'AP1001',
  memberName: 'Rajesh Sharma',
  amountPaise: 500_000,
  reference: 'NEFT-1',
  date: '2026-11-01',
  recordedBy: 'cli:ops',
  recordedAt: '2026-11-01T06:00:00.000Z',
};

const member = (coCode: string, name: string, email: string) => makeMemberSummary(coCode, name, { email });
const members = [
  member('AP1002', 'Priya Nair', 'team@agentportal.in'),
  member('AP1003', 'Pritam Das', 'pritam@example.com'),
  member('AP1004', 'Kiran Rao', 'kiran@example.com'),
];

function fakeApi(post: (body: Record<string, string>) => Response | Promise<Response>, list: PaymentRecord[] = [earlier]) {
  const payments = [...list];
  const calls = stubFetch(async ({ method, path: pathname, query, body }) => {
    if (pathname === '/admin/members') {
      const q = (query.get('q') ?? '').toLowerCase();
      return jsonResponse({
        status: 'success',
        members: members.filter((m) => `${m.name} ${m.coCode} ${m.email}`.toLowerCase().includes(q)),
      });
    }
    if (pathname !== '/admin/payments') return jsonResponse({ status: 'error', message: 'Not found' }, 404);
    if (method === 'GET') return jsonResponse({ status: 'success', payments });
    const answer = await post(body as Record<string, string>);
    if (answer.status === 201) payments.unshift(((await answer.clone().json()) as { payment: PaymentRecord }).payment);
    return answer;
  });
  return { calls, posts: () => calls.filter((c) => c.method === 'POST') };
}

const renderPage = () => renderScreen(PaymentsPage, '/admin/payments').user;

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

setUpScreenTests();

describe('PaymentsPage', () => {
  it('records a payment, says so with the amount formatted, clears amount and reference, and lists it first', async () => {
    const answer = deferred<Response>();
    const api = fakeApi(() => answer.promise);
    const user = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Rajesh Sharma/ })).toHaveTextContent(
      '01 Nov 2026Rajesh Sharma (AP1001)₹5,000NEFT-1cli:ops',
    );
    expect(field('Date paid').value).toBe(indiaDate());

    await user.type(field('CO Code'), 'AP1002');
    await user.type(field('Amount (₹)'), '12500.50');
    await user.type(field('Reference'), 'UTR-77');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(screen.getByRole('button', { name: 'Recording…' })).toBeDisabled();
    expect(api.posts()[0]!.body).toEqual({ coCode: 'AP1002', amount: '12500.50', reference: 'UTR-77', date: indiaDate() });
    answer.resolve(
      jsonResponse(
        {
          status: 'success',
          payment: {
            ...earlier,
            id: 2,
            coCode: 'AP1002',
            memberName: 'Priya Nair',
            amountPaise: 1_250_050,
            reference: 'UTR-77',
            date: indiaDate(),
            recordedBy: 'ops@agentportal.in',
          },
        },
        201,
      ),
    );
    const status = await screen.findByText(/^Recorded ₹12,500\.50 to Priya Nair \(AP1002\) on .*, reference UTR-77\.$/);
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(field('Amount (₹)').value).toBe('');
    expect(field('Reference').value).toBe('');
    expect(field('CO Code').value).toBe('AP1002');
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Recent payments, newest first' })).getAllByRole('row')[1]).toHaveTextContent(
        'Priya Nair (AP1002)₹12,500.50UTR-77',
      ),
    );
  });

  it('checks the fields before sending, naming each error on its field and focusing the first', async () => {
    const api = fakeApi(() => jsonResponse({}, 500));
    const user = renderPage();
    await user.clear(field('Date paid'));
    await user.type(field('Amount (₹)'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(field('CO Code')).toHaveFocus();
    expect(field('CO Code')).toHaveAttribute('aria-invalid', 'true');
    expect(field('CO Code')).toHaveAccessibleDescription(expect.stringContaining('CO Code is required'));
    expect(field('Amount (₹)')).toHaveAccessibleDescription(expect.stringContaining('Amount must be rupees with at most 2 decimals'));
    expect(field('Reference')).toHaveAccessibleDescription(expect.stringContaining('Reference is required'));
    expect(field('Date paid')).toHaveAccessibleDescription('Date is required');
    expect(api.posts()).toHaveLength(0);
    // Typing in a field clears its error; what was typed stays.
    await user.type(field('CO Code'), 'A');
    expect(field('CO Code')).not.toHaveAttribute('aria-invalid');
    expect(field('Amount (₹)').value).toBe('12.345');
  });

  it('shows the server’s refusal on its field: an unknown member, and a double submission (409) on the reference', async () => {
    const answers = [
      jsonResponse(
        { status: 'error', message: 'CO Code: no member with code AP9', errors: { coCode: 'CO Code: no member with code AP9' } },
        400,
      ),
      jsonResponse(
        {
          status: 'error',
          message: 'A payment with reference UTR-77 to Priya Nair (AP1002) is already recorded (#2).',
          errors: { reference: 'Reference is already used for a payment to this member' },
        },
        409,
      ),
    ];
    fakeApi(() => answers.shift()!);
    const user = renderPage();
    await user.type(field('CO Code'), 'AP9');
    await user.type(field('Amount (₹)'), '100');
    await user.type(field('Reference'), 'UTR-77');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(field('CO Code')).toHaveAccessibleDescription(expect.stringContaining('no member with code AP9')));
    expect(field('CO Code')).toHaveFocus();

    await user.clear(field('CO Code'));
    await user.type(field('CO Code'), 'AP1002');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('is already recorded (#2)');
    expect(field('Reference')).toHaveAccessibleDescription(
      expect.stringContaining('Reference is already used for a payment to this member'),
    );
    expect(field('Amount (₹)').value).toBe('100');
  });

  it('suggests members by name as the code is typed: arrow keys and Enter fill in the chosen member’s code', async () => {
    const api = fakeApi(() => jsonResponse({}, 500));
    const user = renderPage();
    const code = field('CO Code');
    expect(code).toHaveAttribute('role', 'combobox');
    expect(code).toHaveAttribute('aria-expanded', 'false');
    await user.type(code, 'pri');
    const list = await screen.findByRole('listbox', { name: 'Matching members' });
    expect(code).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Priya Nair (AP1002)team@agentportal.in', 'Pritam Das (AP1003)pritam@example.com']);
    expect(api.calls.find((c) => c.path === '/admin/members')).toBeDefined();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(code).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[1]!.id);
    await user.keyboard('{Enter}');
    expect(code.value).toBe('AP1003');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // Escape closes the list; a click chooses too.
    await user.clear(code);
    await user.type(code, 'kiran');
    await screen.findByRole('option', { name: /Kiran Rao/ });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(code, ' ');
    await user.click(await screen.findByRole('option', { name: /Kiran Rao/ }));
    expect(code.value).toBe('AP1004');
  });

  it('says when there are no payments yet, and offers Try again when they cannot be loaded', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        fail
          ? jsonResponse({ status: 'error', message: 'The server had a problem. Please try again later.' }, 500)
          : jsonResponse({ status: 'success', payments: [] }),
      ),
    );
    const user = renderPage();
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No payments recorded yet.')).toBeInTheDocument();
  });
});
