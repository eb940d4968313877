import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queriesApi as api, renderQueries, setUpQueriesTests } from '../../../testing/queriesTestUtils';

setUpQueriesTests();

const cards = () => screen.getAllByTestId('query-card');

describe('QueriesPage — the list', () => {
  it('lists the subtree’s queries: number, status, type, subject, raised and due, the team’s marked with who raised them', async () => {
    renderQueries();
    const list = await screen.findByRole('list', { name: 'Queries, newest first' });
    expect(api.getQueries).toHaveBeenCalledWith('CO1', { limit: 25 });
    const [own, team] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.dataset.testid === 'query-card');
    expect(within(own!).getByRole('link', { name: 'Open query Q-000007' })).toHaveAttribute('href', '/sales/queries?query=7');
    expect(own).toHaveTextContent('Open');
    expect(own).toHaveTextContent('Wrong amount');
    expect(own).toHaveTextContent('Policy POL-1 (Motor Secure): ₹2,500.50 on 03 Nov 2026');
    expect(own).toHaveTextContent('Raised20 Nov 2026');
    expect(own).toHaveTextContent('DueDue in 10 days');
    expect(own).toHaveTextContent('2 messages');
    expect(own).not.toHaveTextContent('Raised by');
    // Bina's: overdue, said in words and first in its line, and named as hers.
    expect(team).toHaveTextContent('In review');
    expect(team).toHaveTextContent('Overdue by 8 days');
    expect(team).toHaveTextContent('Raised byBina (CO2)');
    expect(screen.getByRole('button', { name: 'A policy I sold is missing' })).toBeVisible();
  });

  it('filters by status: the chip pressed, the status asked for and kept in the URL beside the member', async () => {
    const user = userEvent.setup();
    const { search } = renderQueries('/sales/queries?path=CO2');
    await screen.findByRole('list', { name: 'Queries, newest first' });
    const filter = screen.getByRole('group', { name: 'Status' });
    expect(within(filter).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(filter).getByRole('button', { name: 'In review' }));
    await waitFor(() => expect(search().get('status')).toBe('in_review'));
    expect(search().get('path')).toBe('CO2');
    await waitFor(() => expect(api.getQueries).toHaveBeenLastCalledWith('CO2', { limit: 25, status: 'in_review' }));
    expect(within(filter).getByRole('button', { name: 'In review' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when there are none, for a status too', async () => {
    api.getQueries.mockResolvedValue({ status: 'success', queries: [], nextCursor: null });
    renderQueries('/sales/queries?status=accepted');
    expect(await screen.findByText('No queries with the status Accepted.')).toBeVisible();
  });

  it('says a failure with Try again, which asks again', async () => {
    const user = userEvent.setup();
    api.getQueries.mockRejectedValueOnce(new Error('The server is not answering.'));
    renderQueries();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the queries: The server is not answering.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('query-card')).toHaveLength(2);
  });

  it('loads the next page on "Load more"', async () => {
    const user = userEvent.setup();
    const first = (await import('../../../testing/queriesTestUtils')).makeQuery();
    api.getQueries.mockImplementation(async (_code: string, query: { cursor?: string }) =>
      query.cursor
        ? { status: 'success', queries: [{ ...first, id: 3, number: 'Q-000003' }], nextCursor: null }
        : { status: 'success', queries: [first], nextCursor: 'next-page' },
    );
    renderQueries();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Open query Q-000003' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('QueriesPage — a team leader', () => {
  it('reads a team member’s queries read only: no raising, and their thread without a reply form', async () => {
    const user = userEvent.setup();
    renderQueries('/sales/queries?path=CO2');
    expect(await screen.findByText('Queries of Bina (CO2). You can read them; only Bina can reply or raise one.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'A policy I sold is missing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Raise a query' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Open query Q-000009' }));
    const heading = await screen.findByRole('heading', { name: 'Query Q-000009' });
    expect(heading).toHaveFocus();
    expect(api.getQuery).toHaveBeenCalledWith('CO2', 9);
    // The thread and its files are there to read; nothing to reply with.
    expect(screen.getByText('We are checking with the insurer.')).toBeVisible();
    expect(screen.getByRole('button', { name: /Download policy-schedule\.pdf/ })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
  });
});
