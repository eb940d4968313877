import { screen, waitFor, within } from '@testing-library/react';
import { buildPath } from '@portal/shared';
import { jsonResponse } from '@portal/shared/testing';
import { adminEndpoints } from '@portal/shared/admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import QueriesPage from './QueriesPage';
import { callsTo, fakeFetch, on, resetFakeServer } from '../../../testing/fakeServer';
import { signInAsOperator } from '../../../testing/operatorClient';
import { renderPage } from '../../../testing/renderPage';
import { makeQuery, makeQueryDetail, missingPolicySubject } from '../../../testing/queryFixtures';

signInAsOperator(fakeFetch);

const LIST = adminEndpoints.queries.adminQueries.path;
const one = (id: number) => buildPath(adminEndpoints.queries.adminQuery.path, { id });
const page = (queries: unknown[], nextCursor: string | null = null) => ({ status: 'success', queries, nextCursor });
const lastListQuery = () => Object.fromEntries(callsTo('GET', LIST).at(-1)!.url.searchParams);

beforeEach(() => resetFakeServer());

describe('QueriesPage: the list', () => {
  it('lists the queries in the API’s order with their age, the overdue ones marked, and says how many', async () => {
    on('GET', LIST, page([makeQuery(2, { overdue: true, ageDays: 20, dueOn: '2026-11-03' }), makeQuery(1, { ageDays: 1 })]));
    renderPage(QueriesPage, '/admin/queries');
    expect(screen.getByRole('heading', { level: 1, name: 'Payout queries' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Payout queries, overdue first, then the oldest' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('button', { name: 'Q-000002' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Priya Patel (AP1002)');
    expect(first).toHaveTextContent('20 daysOverdue');
    expect(first).toHaveTextContent('03 Nov 2026');
    expect(first).toHaveTextContent('Policy POL-2 (Health Shield): ₹1,500 on 12 Oct 2026');
    expect(second).toHaveTextContent('1 day');
    expect(second).not.toHaveTextContent('Overdue');
    expect(screen.getByText('2 queries shown.')).toBeInTheDocument();
  });

  it('filters by status, type and overdue in the address, and says when none matches', async () => {
    on('GET', LIST, page([makeQuery(1)]));
    const { user, router } = renderPage(QueriesPage, '/admin/queries');
    await screen.findByRole('table');
    on('GET', LIST, page([]));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'in_review');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'missing_policy');
    await user.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    expect(await screen.findByText('No query matches these filters.')).toBeInTheDocument();
    expect(lastListQuery()).toEqual({ status: 'in_review', type: 'missing_policy', overdue: 'true' });
    expect(router.state.location.search).toBe('?status=in_review&type=missing_policy&overdue=true');
  });

  it('says so when there is no query, and offers Try again when the list fails', async () => {
    on('GET', LIST, () => jsonResponse({ status: 'error', message: 'Database unavailable' }, 503));
    const { user } = renderPage(QueriesPage, '/admin/queries');
    expect(await screen.findByText('Database unavailable', {}, { timeout: 5000 })).toBeInTheDocument();
    on('GET', LIST, page([]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No payout queries yet.')).toBeInTheDocument();
  });
});

describe('QueriesPage: one query', () => {
  it('opens a query with its facts and thread, and downloads a file with the operator’s token', async () => {
    on('GET', LIST, page([makeQuery(1)]));
    on('GET', one(1), { status: 'success', query: makeQueryDetail(1) });
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    on('GET', `${one(1)}/attachments/9`, () => new Response(pdf, { headers: { 'Content-Type': 'application/pdf' } }));
    const created = vi.fn(() => 'blob:file');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const { user, router } = renderPage(QueriesPage, '/admin/queries');
    await user.click(await screen.findByRole('button', { name: 'Q-000001' }));
    const details = (await screen.findByRole('heading', { level: 2, name: 'Q-000001 · Priya Patel (AP1002)' })).closest('section')!;
    expect(router.state.location.search).toBe('?query=1');
    expect(within(details).getByText('Line amount').nextSibling).toHaveTextContent('₹1,500');
    expect(within(details).getByText('The pay out on this policy should be ₹2,000.')).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Download schedule.pdf' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(callsTo('GET', `${one(1)}/attachments/9`)[0]!.authorization).toBe('Bearer operator-token');

    await user.click(within(details).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Q-000001' })).toHaveFocus());
    expect(router.state.location.search).toBe('');
  });

  it('accepts with the adjustment typed in rupees, sent in paise; the server’s field error lands on its field', async () => {
    on('GET', LIST, page([makeQuery(1)]));
    on('GET', one(1), {
      status: 'success',
      query: makeQueryDetail(1, { status: 'in_review', reviewedAt: '2026-11-21T04:00:00.000Z' }),
    });
    on('POST', `${one(1)}/accept`, () =>
      jsonResponse(
        { status: 'error', message: 'Check the fields.', errors: { reason: 'Give a reason for more than the line’s amount.' } },
        400,
      ),
    );
    const { user } = renderPage(QueriesPage, '/admin/queries?query=1');
    const amount = await screen.findByRole('textbox', { name: 'Adjustment (₹)' });
    expect(amount).toHaveAccessibleDescription(/The questioned amount is ₹1,500\./);
    expect(screen.getByText('Review started').nextSibling).toHaveTextContent(/21 Nov 2026/);
    await user.type(amount, '12x');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(amount).toHaveAccessibleDescription(/Enter rupees with at most 2 decimals/);
    expect(callsTo('POST', `${one(1)}/accept`)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '2,500.50');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const reason = screen.getByRole('textbox', { name: 'Reason for the adjustment' });
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/Give a reason for more than the line’s amount\./));
    expect(callsTo('POST', `${one(1)}/accept`)[0]!.body).toEqual({ adjustmentPaise: 250_050 });

    const accepted = makeQueryDetail(1, {
      status: 'accepted',
      adjustmentPaise: 250_050,
      decidedOn: '2026-11-27',
      decisionReason: 'Rate card',
      canReply: false,
    });
    on('POST', `${one(1)}/accept`, { status: 'success', query: accepted });
    await user.type(reason, 'Rate card');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText('Q-000001 accepted: ₹2,500.50 credited to Priya Patel. The agent has been e-mailed.'),
    ).toBeInTheDocument();
    expect(callsTo('POST', `${one(1)}/accept`)[1]!.body).toEqual({ adjustmentPaise: 250_050, reason: 'Rate card' });
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.getByText('Adjustment').nextSibling).toHaveTextContent('₹2,500.50');
  });

  it('asks for a reason before rejecting, and moves an open query to In review', async () => {
    on('GET', LIST, page([makeQuery(1)]));
    on('GET', one(1), { status: 'success', query: makeQueryDetail(1) });
    on('POST', `${one(1)}/review`, { status: 'success', query: makeQueryDetail(1, { status: 'in_review' }) });
    const { user } = renderPage(QueriesPage, '/admin/queries?query=1');
    await user.click(await screen.findByRole('button', { name: 'Move to In review' }));
    expect(await screen.findByText('Q-000001 is in review. The agent has been e-mailed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move to In review' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByRole('textbox', { name: 'Reason for rejecting' })).toHaveAccessibleDescription(/Reason is required/);
    expect(callsTo('POST', `${one(1)}/reject`)).toHaveLength(0);
  });

  it('replies with a file, sent as base64, and shows a missing policy’s details', async () => {
    on('GET', LIST, page([makeQuery(1)]));
    on('GET', one(1), { status: 'success', query: makeQueryDetail(1, { type: 'missing_policy', subject: missingPolicySubject }) });
    on('POST', `${one(1)}/replies`, {
      status: 'success',
      query: makeQueryDetail(1, { type: 'missing_policy', subject: missingPolicySubject }),
    });
    const { user } = renderPage(QueriesPage, '/admin/queries?query=1');
    const details = (await screen.findByRole('heading', { level: 2 })).closest('section')!;
    expect(within(details).getByText('Missing policy number').nextSibling).toHaveTextContent('HDFC-778');
    expect(within(details).getByText('Premium').nextSibling).toHaveTextContent('₹12,000');
    await user.type(screen.getByRole('textbox', { name: 'Reply' }), 'Please send the policy schedule.');
    await user.upload(screen.getByLabelText('Attach files'), new File(['%PDF-1.4'], 'note.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent on Q-000001. The agent has been e-mailed.')).toBeInTheDocument();
    expect(callsTo('POST', `${one(1)}/replies`)[0]!.body).toEqual({
      message: 'Please send the policy schedule.',
      attachments: [{ fileName: 'note.pdf', contentBase64: btoa('%PDF-1.4') }],
    });
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveValue('');
  });

  it('creates a missing policy on the agent’s book as a one-row policy import: checked first, imported only when valid', async () => {
    const DRY_RUN = adminEndpoints.imports.adminImportDryRun.path;
    const IMPORT = adminEndpoints.imports.adminImportStart.path;
    on('GET', LIST, page([makeQuery(1)]));
    on('GET', one(1), { status: 'success', query: makeQueryDetail(1, { type: 'missing_policy', subject: missingPolicySubject }) });
    const dryRun = (row: object) => ({
      status: 'success',
      dryRun: { fileName: 'x.csv', total: 1, counts: { valid: 0, duplicate: 0, error: 1 }, rows: [row] },
    });
    on(
      'POST',
      DRY_RUN,
      dryRun({
        line: 2,
        policyNumber: 'HDFC-778',
        soldBy: 'AP1002',
        status: 'error',
        action: null,
        reasons: ['riskStart: AP1002 was not certified on 2026-09-01'],
      }),
    );
    const { user } = renderPage(QueriesPage, '/admin/queries?query=1');
    await user.click(await screen.findByRole('button', { name: 'Create the policy…' }));
    const form = screen.getByRole('form', { name: 'Create policy HDFC-778 sold by AP1002' });
    expect(within(form).getByRole('textbox', { name: 'Client' })).toHaveValue('Ravi Rao');
    expect(within(form).getByRole('textbox', { name: 'Net premium (₹)' })).toHaveValue('12000.00');
    await user.click(within(form).getByRole('button', { name: 'Create policy' }));
    expect(within(form).getByRole('combobox', { name: 'Policy type' })).toHaveAccessibleDescription('This is required.');
    expect(callsTo('POST', DRY_RUN)).toHaveLength(0);

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Policy type' }), 'health');
    await user.type(within(form).getByRole('textbox', { name: 'Product name' }), 'Optima, Family');
    await user.type(within(form).getByLabelText('Risk end'), '2027-08-31');
    await user.type(within(form).getByRole('textbox', { name: 'Pay out (₹)' }), '1800');
    await user.click(within(form).getByRole('button', { name: 'Create policy' }));
    expect(await within(form).findByText('riskStart: AP1002 was not certified on 2026-09-01')).toBeInTheDocument();
    expect(callsTo('POST', IMPORT)).toHaveLength(0);
    expect(callsTo('POST', DRY_RUN)[0]!.body).toEqual({
      fileName: 'query-HDFC-778.csv',
      csv:
        'policyType,productName,policyNumber,clientName,riskStart,riskEnd,netPremium,payOut,vehicleNo,insurer,soldBy\n' +
        'health,"Optima, Family",HDFC-778,Ravi Rao,2026-09-01,2027-08-31,12000.00,1800,,HDFC Ergo,AP1002\n',
    });

    on('POST', DRY_RUN, dryRun({ line: 2, policyNumber: 'HDFC-778', soldBy: 'AP1002', status: 'valid', action: 'new', reasons: [] }));
    on('POST', IMPORT, () => jsonResponse({ status: 'success', import: { id: 31 } }, 202));
    await user.click(within(form).getByRole('button', { name: 'Create policy' }));
    expect(
      await within(form).findByText(
        'Policy HDFC-778 is being added to AP1002’s book (import 31), with a pay out of ₹1,800. Accept the query with ₹0 and a reason once it is there.',
      ),
    ).toBeInTheDocument();
    expect(callsTo('POST', IMPORT)[0]!.body).toEqual(callsTo('POST', DRY_RUN)[1]!.body);
  });
});
