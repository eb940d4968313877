import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/shared';
import { describe, expect, it, vi } from 'vitest';
import { makeDetail, pdfFile, queriesApi as api, renderQueries, setUpQueriesTests } from '../../../testing/queriesTestUtils';

setUpQueriesTests();

describe('QueriesPage — a query opened', () => {
  it('shows its facts, status history and the thread, both sides with their dates, and goes back to the same list', async () => {
    const user = userEvent.setup();
    const { search } = renderQueries('/sales/queries?status=open&query=7');
    const heading = await screen.findByRole('heading', { name: 'Query Q-000007' });
    expect(heading).toHaveFocus();
    const article = screen.getByRole('article', { name: 'Query Q-000007' });
    expect(article).toHaveTextContent('TypeWrong amount');
    expect(article).toHaveTextContent('SubjectPolicy POL-1 (Motor Secure): ₹2,500.50 on 03 Nov 2026');
    expect(article).toHaveTextContent('Due04 Dec 2026 (Due in 10 days)');
    expect(within(screen.getByRole('region', { name: 'Status history' })).getByRole('listitem')).toHaveTextContent('Open, 20 Nov 2026');

    const thread = within(screen.getByRole('region', { name: 'Messages' }))
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
    expect(thread[0]).toHaveTextContent('You, 20 Nov 2026, 10:30 am');
    expect(thread[0]).toHaveTextContent('The pay out should be ₹3,000.');
    expect(thread[1]).toHaveTextContent('Payouts team, 21 Nov 2026, 2:45 pm');
    expect(thread[1]).toHaveTextContent('We are checking with the insurer.');

    await user.click(screen.getByRole('link', { name: 'Back to queries' }));
    await waitFor(() => expect(search().get('query')).toBeNull());
    expect(search().get('status')).toBe('open');
    expect(await screen.findAllByTestId('query-card')).not.toHaveLength(0);
  });

  it('downloads a file of the thread through the API, saved under the name it was sent with', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:file');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    api.downloadAttachment.mockResolvedValue(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    renderQueries('/sales/queries?query=7');
    await user.click(await screen.findByRole('button', { name: 'Download policy-schedule.pdf (240 KB)' }));
    await waitFor(() => expect(api.downloadAttachment).toHaveBeenCalledWith('CO1', 7, 11));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('policy-schedule.pdf');
  });

  it('sends a reply with a file while the query is open, then empties the form and reads the thread again', async () => {
    const user = userEvent.setup();
    api.replyQuery.mockResolvedValue({ status: 'success', query: makeDetail() });
    renderQueries('/sales/queries?query=7');
    const reply = await screen.findByRole('form', { name: 'Reply' });
    await user.type(within(reply).getByRole('textbox', { name: 'Your reply' }), 'Here is the schedule.');
    await user.upload(within(reply).getByLabelText('Attach files'), pdfFile('schedule.pdf'));
    await within(reply).findByText('schedule.pdf');
    await user.click(within(reply).getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(api.replyQuery).toHaveBeenCalledWith(
        'CO1',
        7,
        {
          message: 'Here is the schedule.',
          attachments: [{ fileName: 'schedule.pdf', contentBase64: btoa('%PDF-1.7\n') }],
        },
        expect.any(Function),
      ),
    );
    expect(await within(reply).findByText('Reply sent.')).toBeVisible();
    expect(within(reply).getByRole('textbox', { name: 'Your reply' })).toHaveValue('');
    expect(within(reply).queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.getQuery).toHaveBeenCalledTimes(2));
  });

  it('keeps the reply when sending fails (a query closed meanwhile), saying why', async () => {
    const user = userEvent.setup();
    api.replyQuery.mockRejectedValue(new ApiError('http', 'This query is closed.', 409, {}, true));
    renderQueries('/sales/queries?query=7');
    const reply = await screen.findByRole('form', { name: 'Reply' });
    await user.type(within(reply).getByRole('textbox', { name: 'Your reply' }), 'One more thing.');
    await user.click(within(reply).getByRole('button', { name: 'Send reply' }));
    expect(await within(reply).findByText('Could not send the reply: This query is closed.')).toBeVisible();
    expect(within(reply).getByRole('textbox', { name: 'Your reply' })).toHaveValue('One more thing.');
  });

  it('shows an accepted query’s adjustment in rupees, the statement it is on, and takes no reply', async () => {
    api.getQuery.mockResolvedValue({
      status: 'success',
      query: makeDetail({ status: 'accepted', decidedOn: '2026-11-23', adjustmentPaise: 50_050, ageDays: 3, canReply: false }),
    });
    renderQueries('/sales/queries?path=CO2&query=7');
    expect(
      await screen.findByText('Accepted with an adjustment of ₹500.50, on the statement for November 2026 with the query’s number.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'View the statement' })).toHaveAttribute('href', '/sales/payouts?path=CO2&month=2026-11');
    expect(
      within(screen.getByRole('region', { name: 'Status history' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Open, 20 Nov 2026', 'Accepted, 23 Nov 2026']);
    expect(screen.getByRole('article')).toHaveTextContent('Age3 days old');
    expect(screen.queryByRole('form', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('shows a rejected query’s reason', async () => {
    api.getQuery.mockResolvedValue({
      status: 'success',
      query: makeDetail({
        status: 'rejected',
        decidedOn: '2026-11-23',
        decisionReason: 'The insurer paid this in October.',
        canReply: false,
      }),
    });
    renderQueries('/sales/queries?query=7');
    expect(await screen.findByText('Rejected: The insurer paid this in October.')).toBeVisible();
    expect(screen.getByText('This query is closed: it takes no more replies.')).toBeVisible();
  });

  it('says a failure to read it, with Try again', async () => {
    const user = userEvent.setup();
    api.getQuery.mockRejectedValueOnce(new ApiError('http', 'Not found.', 404, {}, true));
    renderQueries('/sales/queries?query=7');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the query: Not found.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Query Q-000007' })).toBeVisible();
  });
});
