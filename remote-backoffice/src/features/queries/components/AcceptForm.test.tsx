import { screen, waitFor, within } from '@testing-library/react';
import { buildPath } from '@portal/shared';
import { jsonResponse } from '@portal/shared/testing';
import { adminEndpoints } from '@portal/shared/admin';
import { beforeEach, describe, expect, it } from 'vitest';
import QueriesPage from '../../../screens/admin/queries/QueriesPage';
import { callsTo, fakeFetch, on, resetFakeServer } from '../../../testing/fakeServer';
import { signInAsOperator } from '../../../testing/operatorClient';
import { renderPage } from '../../../testing/renderPage';
import { makeQuery, makeQueryDetail } from '../../../testing/queryFixtures';

signInAsOperator(fakeFetch);

const LIST = adminEndpoints.queries.adminQueries.path;
const one = (id: number) => buildPath(adminEndpoints.queries.adminQuery.path, { id });
const page = (queries: unknown[]) => ({ status: 'success', queries, nextCursor: null });

beforeEach(() => resetFakeServer());

describe('Accepting a query about a payment', () => {
  it('says a late payment needs no adjustment and that any amount needs a reason; the server’s refusal lands on the reason', async () => {
    const missingPayment = { type: 'missing_payment' as const, subject: { kind: 'none' as const } };
    on('GET', LIST, page([makeQuery(3, missingPayment)]));
    on('GET', one(3), { status: 'success', query: makeQueryDetail(3, { ...missingPayment, status: 'in_review' }) });
    const refusal =
      'A late payment needs no adjustment (the payment itself pays the commission): accept with 0, or give a reason for ₹500.';
    on('POST', `${one(3)}/accept`, () => jsonResponse({ status: 'error', message: refusal, errors: { reason: refusal } }, 400));
    const { user } = renderPage(QueriesPage, '/admin/queries?query=3');
    const amount = await screen.findByRole('textbox', { name: 'Adjustment (₹)' });
    expect(amount).toHaveAccessibleDescription(
      'A late payment needs no adjustment: once it has arrived, accept with ₹0 (the payment pays the commission). Any other amount needs a reason.',
    );
    const reason = screen.getByRole('textbox', { name: 'Reason for the adjustment' });
    expect(reason).toHaveAccessibleDescription('Needed for ₹0, and for any adjustment on a query about a payment.');
    await user.type(amount, '500');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription(expect.stringContaining(refusal)));
    expect(callsTo('POST', `${one(3)}/accept`)[0]!.body).toEqual({ adjustmentPaise: 50_000 });
  });

  it('keeps the usual hints for a query about a statement line', async () => {
    on('GET', LIST, page([makeQuery(4)]));
    on('GET', one(4), { status: 'success', query: makeQueryDetail(4, { status: 'in_review' }) });
    renderPage(QueriesPage, '/admin/queries?query=4');
    const amount = await screen.findByRole('textbox', { name: 'Adjustment (₹)' });
    expect(amount).toHaveAccessibleDescription(/The questioned amount is ₹1,500\./);
    expect(screen.getByRole('textbox', { name: 'Reason for the adjustment' })).toHaveAccessibleDescription(
      'Needed for ₹0, and for more than the questioned amount.',
    );
  });
});

describe('The queries table: the last reply', () => {
  it('shows who replied last, on which day, and the start of it; “No reply yet” otherwise', async () => {
    on(
      'GET',
      LIST,
      page([
        makeQuery(5, { lastReply: { author: 'member', authorName: 'Priya Patel', at: '2026-11-03T06:00:00.000Z', excerpt: 'Any news?' } }),
        makeQuery(6, { lastReply: null }),
      ]),
    );
    renderPage(QueriesPage, '/admin/queries');
    const table = await screen.findByRole('table', { name: 'Payout queries, overdue first, then the oldest' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Priya Patel, 03 Nov 2026: “Any news?”');
    expect(second).toHaveTextContent('No reply yet');
  });
});
