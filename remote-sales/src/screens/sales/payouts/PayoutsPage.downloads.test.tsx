import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, payoutsApi as api, renderPayouts, setUpPayoutsTests } from '../../../testing/payoutsTestUtils';

setUpPayoutsTests();

let saved: { href: string; download: string }[];
beforeEach(() => {
  saved = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:statement'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});

describe('PayoutsPage — downloads', () => {
  it('downloads the shown month’s PDF, busy meanwhile, and says when it is done', async () => {
    const file = deferred<Blob>();
    api.downloadStatement.mockReturnValueOnce(file.promise);
    const user = userEvent.setup();
    renderPayouts();
    const pdf = await screen.findByRole('button', { name: 'Download PDF' });
    await waitFor(() => expect(pdf).toBeEnabled());
    await user.click(pdf);

    expect(api.downloadStatement).toHaveBeenCalledWith('CO1', '2026-11', 'pdf');
    const busy = screen.getByRole('button', { name: 'Downloading PDF…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(screen.getByText('Downloading the PDF statement for November 2026…')).toHaveAttribute('role', 'status');

    file.resolve(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    expect(await screen.findByText('Downloaded the PDF statement for November 2026.')).toHaveAttribute('role', 'status');
    expect(saved).toEqual([{ href: 'blob:statement', download: 'payout-statement-CO1-2026-11.pdf' }]);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it('downloads the CSV of the month chosen in the picker', async () => {
    const user = userEvent.setup();
    renderPayouts();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Month' }), 'August 2026');
    await screen.findByRole('table', { name: 'Policies in August 2026' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(api.downloadStatement).toHaveBeenCalledWith('CO1', '2026-08', 'csv');
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:statement', download: 'payout-statement-CO1-2026-08.csv' }]));
  });

  it('says clearly when a download fails, and can be dismissed', async () => {
    api.downloadStatement.mockRejectedValueOnce(new Error('The server could not make the file.'));
    const user = userEvent.setup();
    renderPayouts();
    const pdf = await screen.findByRole('button', { name: 'Download PDF' });
    await waitFor(() => expect(pdf).toBeEnabled());
    await user.click(pdf);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not download the PDF statement for November 2026: The server could not make the file.');
    expect(saved).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers no download before a statement is shown', async () => {
    api.getPayoutStatement.mockReturnValue(new Promise(() => {}));
    renderPayouts();
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });
});
