import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { indiaDate } from '@portal/shared';
import { jsonResponse } from '@portal/shared/testing';
import type { PaymentRecord } from '@portal/shared/admin';
import { renderPage as renderScreen } from '../../../testing/renderPage';
import { stubFetch } from '../../../testing/stubFetch';
import { setUpScreenTests } from '../../../testing/testConfig';
import PaymentsPage from './PaymentsPage';
import { signInAsOperator } from '../../../testing/operatorClient';

signInAsOperator();

const big: PaymentRecord = {
  id: 7,
  coCode: 'AP1002',
  memberName: 'Priya Nair',
  amountPaise: 15_000_000,
  reference: 'UTR-BIG',
  date: '2026-11-20',
  recordedBy: 'ops@agentportal.in',
  recordedAt: '2026-11-20T06:00:00.000Z',
};

/** The payments routes over a list; POSTs answered by `answer` (recording and voiding alike). */
function fakeApi(answer: (path: string, body: Record<string, unknown>) => Response) {
  const payments = [big];
  const calls = stubFetch(async ({ method, path, body }) => {
    if (method === 'GET' && path === '/admin/payments') return jsonResponse({ status: 'success', payments, confirmAbovePaise: 10_000_000 });
    const res = answer(path, body as Record<string, unknown>);
    if (res.ok && path.endsWith('/void')) payments[0] = ((await res.clone().json()) as { payment: PaymentRecord }).payment;
    return res;
  });
  return { posts: () => calls.filter((c) => c.method === 'POST') };
}

const renderPage = () => renderScreen(PaymentsPage, '/admin/payments').user;
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

setUpScreenTests();

describe('PaymentsPage corrections', () => {
  it('asks for a confirmation before recording an amount above the threshold, and sends it confirmed only then', async () => {
    const api = fakeApi(() => jsonResponse({ status: 'success', payment: { ...big, id: 8, reference: 'UTR-9', date: indiaDate() } }, 201));
    const user = renderPage();
    await screen.findByRole('row', { name: /UTR-BIG/ });
    await user.type(field('CO Code'), 'AP1002');
    await user.type(field('Amount (₹)'), '150000');
    await user.type(field('Reference'), 'UTR-9');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const question = screen.getByRole('group', {
      name: 'Record ₹1,50,000 to AP1002? It is above ₹1,00,000: check the amount before you confirm.',
    });
    expect(within(question).getByRole('button', { name: 'Yes, record this payment' })).toHaveFocus();
    expect(api.posts()).toHaveLength(0);

    await user.click(within(question).getByRole('button', { name: 'No, go back' }));
    expect(field('Amount (₹)')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await user.click(screen.getByRole('button', { name: 'Yes, record this payment' }));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]!.body).toEqual({ coCode: 'AP1002', amount: '150000', reference: 'UTR-9', date: indiaDate(), confirmed: true });
  });

  it('voids a payment with a reason after the confirmation, and shows the void in its row', async () => {
    const api = fakeApi((_path, body) =>
      jsonResponse({
        status: 'success',
        payment: { ...big, voided: { date: indiaDate(), reason: body['reason'], voidedBy: 'ops@agentportal.in' } },
      }),
    );
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Void payment UTR-BIG to Priya Nair' }));
    const form = screen.getByRole('region', { name: 'Void ₹1,50,000 to Priya Nair (AP1002)' });
    expect(within(form).getByLabelText('Reason')).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Void payment' }));
    expect(within(form).getByLabelText('Reason')).toHaveAccessibleDescription(expect.stringContaining('Reason is required'));
    expect(api.posts()).toHaveLength(0);

    await user.type(within(form).getByLabelText('Reason'), 'Paid twice');
    await user.click(within(form).getByRole('button', { name: 'Void payment' }));
    await user.click(within(form).getByRole('button', { name: 'Yes, void this payment' }));
    expect(
      await screen.findByText(/^Voided ₹1,50,000 to Priya Nair \(AP1002\), reference UTR-BIG; the void is on their next statement\.$/),
    ).toBeInTheDocument();
    expect(api.posts()[0]).toMatchObject({ path: '/admin/payments/7/void', body: { reason: 'Paid twice', confirmed: true } });
    await waitFor(() => expect(screen.getByRole('row', { name: /UTR-BIG/ })).toHaveTextContent('Paid twice'));
    expect(screen.queryByRole('button', { name: 'Void payment UTR-BIG to Priya Nair' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a void (voided already) as an alert', async () => {
    fakeApi(() =>
      jsonResponse(
        {
          status: 'error',
          message: 'Payment #7 was voided on 2026-11-21 already: a payment is voided once.',
          errors: { id: 'This payment is voided already' },
        },
        409,
      ),
    );
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Void payment UTR-BIG to Priya Nair' }));
    await user.type(screen.getByLabelText('Reason'), 'Paid twice');
    await user.click(screen.getByRole('button', { name: 'Void payment' }));
    await user.click(screen.getByRole('button', { name: 'Yes, void this payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('voided on 2026-11-21 already');
  });
});
