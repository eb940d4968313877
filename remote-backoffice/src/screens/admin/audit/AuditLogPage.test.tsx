import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@portal/shared/testing';
import { adminEndpoints, type AuditEntryView } from '@portal/shared/admin';
import { beforeEach, describe, expect, it } from 'vitest';
import AuditLogPage from './AuditLogPage';
import { callsTo, on, resetFakeServer, fakeFetch } from '../../../testing/fakeServer';
import { OPERATOR_TOKEN, signInAsOperator } from '../../../testing/operatorClient';
import { renderPage } from '../../../testing/renderPage';

signInAsOperator(fakeFetch);

function entry(id: number, overrides: Partial<AuditEntryView> = {}): AuditEntryView {
  return {
    id: String(id),
    at: '2026-01-10T20:00:00.000Z',
    operatorEmail: 'ops@agentportal.in',
    action: 'member.move',
    recordType: 'member',
    recordId: 'CO12',
    before: { parentCoCode: 'CO1', name: 'Asha' },
    after: { parentCoCode: 'CO3', name: 'Asha' },
    ...overrides,
  };
}
const page = (entries: AuditEntryView[], nextCursor: string | null = null) => ({ status: 'success', entries, nextCursor });
const lastQuery = () => callsTo('GET', adminEndpoints.audit.adminAuditLog.path).at(-1)!.url.searchParams;

beforeEach(() => resetFakeServer());

describe('AuditLogPage', () => {
  it('shows who did what and when in India time, the record, and only the fields that changed', async () => {
    on(
      'GET',
      adminEndpoints.audit.adminAuditLog.path,
      page([
        entry(2),
        entry(1, { action: 'application.reveal', recordType: 'application', recordId: '41', before: null, after: { revealed: ['pan'] } }),
      ]),
    );
    renderPage(AuditLogPage, '/admin/audit');
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    const cells = within(first!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toMatch(/^11 Jan 2026, 1:30\sam$/);
    expect(cells[1]).toBe('ops@agentportal.in');
    expect(cells[2]).toBe('Moved a membermember.move');
    expect(cells[3]).toBe('Member CO12');
    expect(cells[4]).toBe('Parent co code: CO1 →  changed to CO3');
    expect(first).not.toHaveTextContent('Name');
    expect(second).toHaveTextContent('Revealed identity numbers');
    expect(second).toHaveTextContent('Application 41');
    expect(second).toHaveTextContent('Revealed: — → changed to pan');
    expect(screen.getByRole('status')).toHaveTextContent('2 entries shown.');
    expect(callsTo('GET', adminEndpoints.audit.adminAuditLog.path)[0]!.authorization).toBe(`Bearer ${OPERATOR_TOKEN}`);
  });

  it('applies the filters together, sending only the ones filled in, and clears them', async () => {
    const user = userEvent.setup();
    on('GET', adminEndpoints.audit.adminAuditLog.path, page([entry(1)]));
    renderPage(AuditLogPage, '/admin/audit');
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Action'), 'member.move');
    await user.type(screen.getByLabelText('Operator e-mail'), '  ops@ ');
    await user.selectOptions(screen.getByLabelText('Record type'), 'member');
    await user.type(screen.getByLabelText('Record id'), 'CO12');
    await user.type(screen.getByLabelText('From'), '2026-01-01');
    await user.type(screen.getByLabelText('To'), '2026-01-31');
    on('GET', adminEndpoints.audit.adminAuditLog.path, page([]));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No actions match these filters.')).toBeInTheDocument();
    expect(Object.fromEntries(lastQuery())).toEqual({
      action: 'member.move',
      operator: 'ops@',
      recordType: 'member',
      recordId: 'CO12',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(Object.fromEntries(lastQuery())).toEqual({}));
    expect(screen.getByLabelText('Action')).toHaveValue('');
  });

  it('keeps the applied filters in the address: a link opens them filtered, Back returns to the log before', async () => {
    const user = userEvent.setup();
    on('GET', adminEndpoints.audit.adminAuditLog.path, page([entry(1)]));
    const { router } = renderPage(AuditLogPage, '/admin/audit?action=member.move&from=2026-01-01');
    await screen.findByRole('table');
    expect(Object.fromEntries(lastQuery())).toEqual({ action: 'member.move', from: '2026-01-01' });
    expect(screen.getByLabelText('Action')).toHaveValue('member.move');
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-01');

    await user.type(screen.getByLabelText('Record id'), 'CO12');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(Object.fromEntries(lastQuery())).toEqual({ action: 'member.move', recordId: 'CO12', from: '2026-01-01' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      action: 'member.move',
      recordId: 'CO12',
      from: '2026-01-01',
    });

    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('Record id')).toHaveValue(''));
    await waitFor(() => expect(Object.fromEntries(lastQuery())).toEqual({ action: 'member.move', from: '2026-01-01' }));
  });

  it('a link with filters the log refuses shows them with the reason and lists unfiltered', async () => {
    on('GET', adminEndpoints.audit.adminAuditLog.path, page([entry(1)]));
    renderPage(AuditLogPage, '/admin/audit?from=2026-02-10&to=2026-02-01');
    await screen.findByRole('table');
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('From must be on or before To');
    expect(Object.fromEntries(lastQuery())).toEqual({});
  });

  it('refuses a date range that ends before it starts, without asking the server, and focuses the field', async () => {
    const user = userEvent.setup();
    on('GET', adminEndpoints.audit.adminAuditLog.path, page([entry(1)]));
    renderPage(AuditLogPage, '/admin/audit');
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('From'), '2026-02-10');
    await user.type(screen.getByLabelText('To'), '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    const to = screen.getByLabelText('To');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('From must be on or before To');
    await waitFor(() => expect(to).toHaveFocus());
    expect(callsTo('GET', adminEndpoints.audit.adminAuditLog.path)).toHaveLength(1);
    // What was listed and what was typed both stay.
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-02-10');
  });

  it('loads more entries with the cursor and keeps the filters', async () => {
    const user = userEvent.setup();
    on('GET', adminEndpoints.audit.adminAuditLog.path, (url: URL) =>
      jsonResponse(url.searchParams.get('cursor') === 'next' ? page([entry(1)]) : page([entry(3), entry(2)], 'next')),
    );
    renderPage(AuditLogPage, '/admin/audit');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 entries shown.');
  });

  it('says when the log cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    on('GET', adminEndpoints.audit.adminAuditLog.path, () =>
      jsonResponse({ status: 'error', message: 'You do not have access to this information.' }, 403),
    );
    renderPage(AuditLogPage, '/admin/audit');
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this information.');
    on('GET', adminEndpoints.audit.adminAuditLog.path, page([]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No operator actions have been recorded yet.')).toBeInTheDocument();
  });
});
