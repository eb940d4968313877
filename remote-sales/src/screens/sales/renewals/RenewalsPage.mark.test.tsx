import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/shared';
import type { RenewalItem } from '../../../features/sales-area';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import RenewalsPage from './RenewalsPage';
import { makeRenewal, renewalsAnswer } from '../../../testing/renewalsTestData';
import { salesApi as api, deferred, renderAt, setUpSalesPageTests } from '../../../testing/testUtils';

setUpSalesPageTests();

const ROUTE = '/sales/renewals';
const due = makeRenewal(4, { clientName: 'Ravi Kumar', productName: 'Car Shield', policyNumber: 'P-4' });

async function openRow() {
  renderAt(RenewalsPage, ROUTE, ROUTE);
  return screen.findByRole('article', { name: /Ravi Kumar/ });
}

const marked = (outcome: RenewalItem['outcome']): { status: 'success'; renewal: RenewalItem } => ({
  status: 'success',
  renewal: { ...due, outcome },
});

beforeEach(() => {
  api.getRenewals.mockResolvedValue(renewalsAnswer([due]));
});

describe('RenewalsPage — marking', { timeout: 20_000 }, () => {
  it('marks a policy renewed with its new policy number, shows the mark and who made it, and gives focus back', async () => {
    const user = userEvent.setup();
    api.markRenewal.mockResolvedValue(
      marked({ kind: 'renewed', renewedPolicyNumber: 'P-99', automatic: false, at: '2026-11-24T06:00:00Z', byName: 'Asha' }),
    );
    const row = await openRow();
    const opener = within(row).getByRole('button', { name: 'Mark renewed' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Mark renewed' });
    const field = within(dialog).getByLabelText('New policy number (optional)');
    expect(field).toHaveFocus();
    await user.type(field, '  P-99 ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.markRenewal).toHaveBeenCalledWith('CO1', due.srNo, { outcome: 'renewed', renewedPolicyNumber: 'P-99' });
    expect(row).toHaveTextContent('Renewed (new policy P-99) · marked by Asha on 24 Nov 2026');
    expect(opener).toHaveFocus();
  });

  it('requires a reason for Not renewing, without asking the server', async () => {
    const user = userEvent.setup();
    const row = await openRow();
    await user.click(within(row).getByRole('button', { name: 'Not renewing' }));
    const dialog = screen.getByRole('dialog', { name: 'Not renewing' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please give a reason');
    expect(within(dialog).getByLabelText('Reason (required)')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(dialog).getByLabelText('Reason (required)'), 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Reason must be at least 3 characters');
    expect(api.markRenewal).not.toHaveBeenCalled();
  });

  it('shows a server error in the dialog and keeps what was typed; saving again works', async () => {
    const user = userEvent.setup();
    const answer = deferred<ReturnType<typeof marked>>();
    api.markRenewal
      .mockRejectedValueOnce(new ApiError('http', 'Only a policy due within 60 days can be marked.', 409, {}, true))
      .mockReturnValueOnce(answer.promise);
    const row = await openRow();
    await user.click(within(row).getByRole('button', { name: 'Not renewing' }));
    const dialog = screen.getByRole('dialog', { name: 'Not renewing' });
    const reason = within(dialog).getByLabelText('Reason (required)');
    await user.type(reason, 'Client moved abroad');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only a policy due within 60 days can be marked.');
    expect(reason).toHaveValue('Client moved abroad');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('button', { name: 'Saving…' })).toBeDisabled();
    answer.resolve(marked({ kind: 'not_renewing', reason: 'Client moved abroad', at: '2026-11-24T06:00:00Z', byName: 'Asha' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.markRenewal).toHaveBeenLastCalledWith('CO1', due.srNo, { outcome: 'not_renewing', reason: 'Client moved abroad' });
    expect(row).toHaveTextContent('Not renewing: Client moved abroad · marked by Asha on 24 Nov 2026');
  });

  it('shows a field the server refused at the field', async () => {
    const user = userEvent.setup();
    api.markRenewal.mockRejectedValue(new ApiError('http', 'Bad input', 400, { reason: 'Reason contains invalid characters' }, true));
    const row = await openRow();
    await user.click(within(row).getByRole('button', { name: 'Not renewing' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason (required)'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Reason contains invalid characters');
  });

  it('closes with Escape, keeping Tab inside while open, and returns focus', async () => {
    const user = userEvent.setup();
    const row = await openRow();
    const opener = within(row).getByRole('button', { name: 'Not renewing' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(api.markRenewal).not.toHaveBeenCalled();
  });

  it('clears a mark', async () => {
    const user = userEvent.setup();
    api.getRenewals.mockResolvedValue(
      renewalsAnswer([
        { ...due, outcome: { kind: 'renewed', renewedPolicyNumber: null, automatic: true, at: '2026-11-20T00:00:00Z', byName: null } },
      ]),
    );
    api.clearRenewal.mockResolvedValue(marked(null));
    const row = await openRow();
    expect(row).toHaveTextContent('Renewed · matched automatically at import on 20 Nov 2026');
    await user.click(within(row).getByRole('button', { name: 'Clear mark' }));
    await waitFor(() => expect(row).not.toHaveTextContent('Renewed'));
    expect(api.clearRenewal).toHaveBeenCalledWith('CO1', due.srNo);
    expect(within(row).queryByRole('button', { name: 'Clear mark' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Mark renewed' })).toHaveFocus();
  });
});

describe('RenewalsPage — share reminder', { timeout: 20_000 }, () => {
  it('links to WhatsApp with the prefilled message, in a new tab', async () => {
    const row = await openRow();
    const link = within(row).getByRole('link', { name: /Share reminder on WhatsApp with Ravi Kumar/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const text = new URL(link.getAttribute('href') ?? '').searchParams.get('text') ?? '';
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(text).toContain('Dear Ravi Kumar,');
    expect(text).toContain('Car Shield policy with Acme General (policy no. P-4)');
  });

  it('copies the text, with a visible confirmation', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const row = await openRow();
    await user.click(within(row).getByRole('button', { name: /Copy text of the reminder/ }));
    expect(await within(row).findByText('Reminder copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('Dear Ravi Kumar,'));
  });

  it('shows the text to copy by hand when the clipboard is refused', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    const row = await openRow();
    await user.click(within(row).getByRole('button', { name: /Copy text of the reminder/ }));
    const fallback = await within(row).findByLabelText(/Could not copy automatically/);
    expect((fallback as HTMLTextAreaElement).value).toContain('Dear Ravi Kumar,');
  });
});
