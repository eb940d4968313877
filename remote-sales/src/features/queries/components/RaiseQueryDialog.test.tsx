import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import {
  deferred,
  makeDetail,
  pdfFile,
  pngFile,
  programAsPdf,
  queriesApi as api,
  renderQueries,
  setUpQueriesTests,
} from '../../../testing/queriesTestUtils';

setUpQueriesTests();

const FIVE_MB = 5 * 1024 * 1024;

async function openMissingPolicy() {
  const user = userEvent.setup();
  const utils = renderQueries();
  await user.click(await screen.findByRole('button', { name: 'A policy I sold is missing' }));
  const dialog = screen.getByRole('dialog', { name: 'A policy I sold is missing' });
  return { user, dialog, ...utils };
}

async function fillPolicy(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: 'Policy number' }), 'POL-88');
  await user.type(within(dialog).getByRole('textbox', { name: 'Insurer' }), 'Acme General');
  await user.type(within(dialog).getByRole('textbox', { name: 'Client name' }), 'Ravi Kumar');
  await user.type(within(dialog).getByLabelText('Risk start'), '2026-10-12');
  await user.type(within(dialog).getByRole('textbox', { name: 'Premium (₹)' }), '12500.50');
  await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Sold in October, not on my statement.');
}

describe('Raising a query — a missing policy', () => {
  it('sends the policy’s details, the message and the files, then opens the new query', async () => {
    const { user, dialog, search } = await openMissingPolicy();
    api.raiseQuery.mockResolvedValue({ status: 'success', query: makeDetail({ id: 21, number: 'Q-000021' }) });
    // One type only for a missing policy: no type to choose.
    expect(within(dialog).queryByRole('combobox', { name: 'Type' })).not.toBeInTheDocument();
    await fillPolicy(user, dialog);
    await user.upload(within(dialog).getByLabelText('Attach files'), [pdfFile('schedule.pdf'), pngFile('receipt.png')]);
    await within(dialog).findByText('receipt.png');
    await user.click(within(dialog).getByRole('button', { name: 'Send query' }));
    await waitFor(() => expect(api.raiseQuery).toHaveBeenCalledTimes(1));
    expect(api.raiseQuery.mock.calls[0]).toEqual([
      'CO1',
      {
        type: 'missing_policy',
        subject: {
          kind: 'missingPolicy',
          policyNumber: 'POL-88',
          insurer: 'Acme General',
          clientName: 'Ravi Kumar',
          riskStart: '2026-10-12',
          premium: '12500.50',
        },
        message: 'Sold in October, not on my statement.',
        attachments: [
          { fileName: 'schedule.pdf', contentBase64: btoa('%PDF-1.7\n') },
          { fileName: 'receipt.png', contentBase64: btoa('\x89PNG\r\n\x1a\n') },
        ],
      },
      expect.any(Function),
    ]);
    await waitFor(() => expect(search().get('query')).toBe('21'));
    expect(screen.getByText(/Query Q-000021 sent\./)).toBeVisible();
  });

  it('checks the fields with the shared rules before sending: each error at its field, nothing sent', async () => {
    const { user, dialog } = await openMissingPolicy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Premium (₹)' }), '12,500');
    await user.click(within(dialog).getByRole('button', { name: 'Send query' }));
    expect(await within(dialog).findByText('Please correct the fields marked below.')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Policy number' })).toHaveAccessibleDescription(/required/);
    expect(within(dialog).getByRole('textbox', { name: 'Premium (₹)' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.raiseQuery).not.toHaveBeenCalled();
  });

  it('shows the server’s refusals at their fields and keeps everything typed and chosen', async () => {
    const { user, dialog } = await openMissingPolicy();
    api.raiseQuery.mockRejectedValue(
      new ApiError('http', 'Please check the highlighted fields.', 400, {
        'subject.policyNumber': 'This policy is already on your statement.',
        'attachments.0.contentBase64': 'schedule.pdf is not a PDF, JPEG or PNG file.',
      }),
    );
    await fillPolicy(user, dialog);
    await user.upload(within(dialog).getByLabelText('Attach files'), pdfFile('schedule.pdf'));
    await within(dialog).findByText('schedule.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Send query' }));

    expect(await within(dialog).findByText('This policy is already on your statement.')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Policy number' })).toHaveAccessibleDescription(
      'This policy is already on your statement.',
    );
    expect(within(dialog).getByLabelText('Attach files')).toHaveAccessibleDescription(/schedule\.pdf is not a PDF, JPEG or PNG file\./);
    // Nothing lost: the dialog is still open with every value and the file.
    expect(within(dialog).getByRole('textbox', { name: 'Policy number' })).toHaveValue('POL-88');
    expect(within(dialog).getByRole('textbox', { name: 'Premium (₹)' })).toHaveValue('12500.50');
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue('Sold in October, not on my statement.');
    expect(within(dialog).getByRole('list', { name: 'Files to send' })).toHaveTextContent('schedule.pdf');
  });

  it('says a failed send (no answer) and keeps the form, so sending again works', async () => {
    const { user, dialog } = await openMissingPolicy();
    api.raiseQuery
      .mockRejectedValueOnce(new ApiError('network', 'Could not reach the server. Check your connection.'))
      .mockResolvedValueOnce({ status: 'success', query: makeDetail({ id: 22, number: 'Q-000022' }) });
    await fillPolicy(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send query' }));
    expect(await within(dialog).findByText('Could not send the query: Could not reach the server. Check your connection.')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Client name' })).toHaveValue('Ravi Kumar');
    await user.click(within(dialog).getByRole('button', { name: 'Send query' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.raiseQuery).toHaveBeenCalledTimes(2);
    expect(api.raiseQuery.mock.calls[1]!.slice(0, 2)).toEqual(api.raiseQuery.mock.calls[0]!.slice(0, 2));
  });
});

describe('Raising a query — the limits', () => {
  it('says the open-queries limit in the server’s words (no “could not send”), and keeps the form', async () => {
    const { user, dialog } = await openMissingPolicy();
    const limit = 'You have 20 open queries. Wait for an answer before raising another.';
    api.raiseQuery.mockRejectedValue(new ApiError('http', limit, 409, {}, true));
    await fillPolicy(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send query' }));
    expect(await within(dialog).findByText(limit)).toBeVisible();
    expect(within(dialog).queryByText(/Could not send the query/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Policy number' })).toHaveValue('POL-88');
  });

  it('says the rate limit in the server’s words', async () => {
    const { user, dialog } = await openMissingPolicy();
    const limit = 'Too many requests. Please wait a moment and try again.';
    api.raiseQuery.mockRejectedValue(new ApiError('http', limit, 429, {}, true));
    await fillPolicy(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send query' }));
    expect(await within(dialog).findByText(limit)).toBeVisible();
  });
});

describe('Raising a query — the files', () => {
  it('shows how much is sent while the query and its files go out, and that it is busy', async () => {
    const { user, dialog } = await openMissingPolicy();
    const answer = deferred<unknown>();
    let told: ((share: number) => void) | undefined;
    api.raiseQuery.mockImplementation((_coCode: string, _body: unknown, onUploadProgress: (share: number) => void) => {
      told = onUploadProgress;
      return answer.promise;
    });
    await fillPolicy(user, dialog);
    await user.upload(within(dialog).getByLabelText('Attach files'), pdfFile('schedule.pdf', 200_000));
    await within(dialog).findByText('schedule.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Send query' }));
    await waitFor(() => expect(told).toBeDefined());
    act(() => told!(0.5));
    const bar = within(dialog).getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuetext', 'Sending… 55%');
    expect(within(dialog).getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toBeDisabled();
    await act(async () => answer.resolve({ status: 'success', query: makeDetail({ id: 23, number: 'Q-000023' }) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes PDF, JPEG or PNG by their first bytes, at most 5 MB each and 3 in all, saying why a file is refused', async () => {
    const { user, dialog } = await openMissingPolicy();
    const input = within(dialog).getByLabelText('Attach files');
    expect(input).toHaveAccessibleDescription('Up to 3 files: PDF, JPEG or PNG, 5 MB each.');

    await user.upload(input, [programAsPdf('invoice.pdf'), pdfFile('too-big.pdf', FIVE_MB + 1)]);
    const problems = await within(dialog).findByText('invoice.pdf is not a PDF, JPEG or PNG file.');
    expect(problems).toBeVisible();
    expect(within(dialog).getByText('too-big.pdf is larger than 5 MB.')).toBeVisible();
    expect(within(dialog).queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument();

    await user.upload(input, [pdfFile('a.pdf', FIVE_MB), pngFile('b.png'), pdfFile('c.pdf'), pdfFile('d.pdf')]);
    const chosen = await within(dialog).findByRole('list', { name: 'Files to send' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['a.pdf (5 MB)', 'b.png (1 KB)', 'c.pdf (1 KB)']);
    expect(within(dialog).getByText('At most 3 files: d.pdf was not added.')).toBeVisible();
    // Full: no more files until one is removed.
    expect(input).toBeDisabled();
    await user.click(within(chosen).getByRole('button', { name: 'Remove b.png' }));
    expect(input).toBeEnabled();
    expect(input).toHaveFocus();
    expect(within(dialog).getByRole('list', { name: 'Files to send' })).not.toHaveTextContent('b.png');
  });
});
