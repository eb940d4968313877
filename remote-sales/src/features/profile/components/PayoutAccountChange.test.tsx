import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, portalApi } from '@portal/shared';
import { endpoints, type PayoutAccount } from '@portal/shared/validation';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBankChange } from '@portal/shared/testing';
import { deferred, setTestConfig } from '../../../testing/testUtils';
import { PayoutAccountChange } from './PayoutAccountChange';
import styles from './PayoutAccount.module.css';

/** The payout account's read and its change, answered in the order a test gives. */
const request = vi.fn();

const none: PayoutAccount = { current: null, pending: null };
const waiting: PayoutAccount = { current: null, pending: makeBankChange() };

beforeEach(() => {
  request.mockReset();
  // The portal's one client, changed in place: the data layer calls that same client.
  vi.spyOn(portalApi, 'call').mockImplementation(request);
  setTestConfig();
});

async function openForm() {
  const user = userEvent.setup();
  render(<PayoutAccountChange />);
  await user.click(await screen.findByRole('button', { name: 'Add bank account' }));
  return { user, form: screen.getByRole('form', { name: 'Payout bank account' }) };
}

describe('PayoutAccountChange', () => {
  it('checks the fields before sending: each error beside its field, nothing sent', async () => {
    request.mockResolvedValueOnce({ status: 'success', payoutAccount: none });
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('Account holder name'), 'Asha Verma');
    await user.type(within(form).getByLabelText('Account number'), '123456789012');
    await user.type(within(form).getByLabelText('Account number (again)'), '123456789013');
    await user.type(within(form).getByLabelText('IFSC'), 'SBIN1000001');
    await user.click(within(form).getByRole('button', { name: 'Send for approval' }));
    expect(within(form).getByLabelText('Account number (again)')).toHaveAccessibleDescription('The account numbers do not match');
    expect(within(form).getByLabelText('IFSC')).toHaveAccessibleDescription(/IFSC must be 4 letters, a 0/);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('sends the account for approval and shows it waiting, masked; the server’s IFSC answer shows beside the field', async () => {
    request.mockResolvedValueOnce({ status: 'success', payoutAccount: none });
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('Account holder name'), 'Asha Verma');
    await user.type(within(form).getByLabelText('Account number'), '1234 5678 9012');
    await user.type(within(form).getByLabelText('Account number (again)'), '123456789012');
    await user.type(within(form).getByLabelText('IFSC'), 'zzzz0000001');
    const unknown = 'No bank has the IFSC code ZZZZ (the first 4 letters) in our IFSC table.';
    request.mockRejectedValueOnce(new ApiError('http', unknown, 400, { ifsc: unknown }));
    await user.click(within(form).getByRole('button', { name: 'Send for approval' }));
    expect(await within(form).findByText(unknown)).toBeInTheDocument();
    expect(request).toHaveBeenLastCalledWith(endpoints.account.requestPayoutAccountChange, {
      body: { holderName: 'Asha Verma', accountNumber: '123456789012', accountNumberConfirm: '123456789012', ifsc: 'ZZZZ0000001' },
    });

    await user.clear(within(form).getByLabelText('IFSC'));
    await user.type(within(form).getByLabelText('IFSC'), 'SBIN0000001');
    request.mockResolvedValueOnce({ status: 'success', payoutAccount: waiting });
    // The account read again once the change is accepted: the server has it waiting.
    request.mockResolvedValueOnce({ status: 'success', payoutAccount: waiting });
    await user.click(within(form).getByRole('button', { name: 'Send for approval' }));
    expect(await screen.findByText(/Waiting for approval: ••••9012 \(State Bank of India, IFSC SBIN0000001\)/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change bank account' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('123456789012');
  });

  it('says when the account cannot be loaded, with Try again', async () => {
    request.mockRejectedValueOnce(new Error('The server is busy'));
    const user = userEvent.setup();
    render(<PayoutAccountChange />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your payout account: The server is busy');
    request.mockResolvedValueOnce({ status: 'success', payoutAccount: waiting });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Waiting for approval/)).toBeInTheDocument();
  });

  it('takes the same reserved block while it loads, when it fails and once the account is there', async () => {
    const first = deferred<unknown>();
    request.mockReturnValueOnce(first.promise);
    const user = userEvent.setup();
    render(<PayoutAccountChange />);
    const block = () => screen.getByTestId('payout-account-block');
    expect(block()).toHaveClass(styles.reserved!);
    expect(within(block()).getByRole('status')).toHaveTextContent('Loading your payout account…');

    await act(async () => first.reject(new Error('The server is busy')));
    expect(await within(block()).findByRole('alert')).toBeInTheDocument();
    expect(block()).toHaveClass(styles.reserved!);

    request.mockResolvedValueOnce({ status: 'success', payoutAccount: waiting });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(block()).findByText(/Waiting for approval/)).toBeInTheDocument();
    expect(block()).toHaveClass(styles.reserved!);
  });
});
