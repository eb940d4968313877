import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDetail, makeQuery, queriesApi as api, renderQueries, setUpQueriesTests } from '../../../testing/queriesTestUtils';

setUpQueriesTests();

describe('Queries list and history: the last reply and the day it went In review', () => {
  it('shows who replied last, on which day, and the start of what they wrote; nothing for a query without a reply', async () => {
    api.getQueries.mockResolvedValue({
      status: 'success',
      queries: [
        makeQuery({
          id: 7,
          lastReply: {
            author: 'operator',
            authorName: 'Support',
            at: '2026-11-22T10:00:00.000Z',
            excerpt: 'We are checking with the insurer…',
          },
        }),
        makeQuery({ id: 8, number: 'Q-000008', messageCount: 1, lastReply: null }),
      ],
      nextCursor: null,
    });
    renderQueries();
    const [first, second] = await screen.findAllByTestId('query-card');
    expect(within(first!).getByText('Last reply').nextSibling).toHaveTextContent(
      'Support, 22 Nov 2026: “We are checking with the insurer…”',
    );
    expect(within(second!).queryByText('Last reply')).not.toBeInTheDocument();
  });

  it('dates the In review step of a query’s history, also once it is decided', async () => {
    api.getQuery.mockResolvedValue({
      status: 'success',
      query: makeDetail({
        status: 'rejected',
        reviewedAt: '2026-11-21T04:00:00.000Z',
        decidedOn: '2026-11-23',
        decisionReason: 'Paid',
        canReply: false,
      }),
    });
    renderQueries('/sales/queries?query=7');
    const history = await screen.findByRole('region', { name: 'Status history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Open, 20 Nov 2026', 'In review, 21 Nov 2026', 'Rejected, 23 Nov 2026']);
  });
});
