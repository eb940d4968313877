import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@portal/shared/testing';
import { buildPath } from '@portal/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import InboxPage from './InboxPage';
import { callsTo, on, resetFakeServer, fakeFetch } from '../../../testing/fakeServer';
import { renderPage } from '../../../testing/renderPage';
import { makeMail } from '../../../testing/inboxFixtures';
import { signInAsOperator } from '../../../testing/operatorClient';
import { adminEndpoints } from '@portal/shared/admin';

signInAsOperator(fakeFetch);

const page = (mails: ReturnType<typeof makeMail>[], nextCursor: string | null = null) => ({ status: 'success', mails, nextCursor });
const retryPath = (id: number) => buildPath(adminEndpoints.inbox.adminRetryMail.path, { id: String(id) });
const gaveUp = makeMail(9, {
  to: 'asha@example.com',
  subject: 'Set your password',
  status: 'failed',
  attempts: 12,
  gaveUp: true,
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  sentAt: null,
});
const retrying = makeMail(8, {
  status: 'failed',
  attempts: 2,
  lastError: '421 try later',
  sentAt: null,
  nextAttemptAt: '2026-11-24T06:30:00.000Z',
});
const waiting = makeMail(7, { status: 'pending', attempts: 0, sentAt: null, nextAttemptAt: '2026-11-24T06:00:00.000Z' });
const sent = makeMail(6);

beforeEach(() => resetFakeServer());

async function openOutbox() {
  const user = userEvent.setup();
  renderPage(InboxPage, '/admin/inbox');
  await user.click(screen.getByRole('button', { name: 'Mail outbox' }));
  return user;
}

describe('InboxPage — mail outbox', () => {
  it('shows each mail with its status in words, attempts, last error and times, and Retry only on failed ones', async () => {
    on('GET', adminEndpoints.inbox.adminInboxMessages.path, { status: 'success', messages: [], nextCursor: null });
    on('GET', adminEndpoints.inbox.adminOutbox.path, page([gaveUp, retrying, waiting, sent]));
    await openOutbox();
    expect(screen.getByRole('heading', { level: 2, name: 'Mail outbox' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Failed: gave up',
      'Failed: will try again',
      'Waiting to be sent',
      'Sent',
    ]);
    expect(rows[0]).toHaveTextContent('asha@example.com');
    expect(rows[0]).toHaveTextContent('Set your password');
    expect(rows[0]).toHaveTextContent('12 of 12');
    expect(rows[0]).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:25');
    expect(rows[0]).toHaveTextContent('No more tries');
    expect(rows[1]).toHaveTextContent('Next try 24 Nov 2026, 12:00 pm');
    expect(rows[3]).toHaveTextContent('Sent 24 Nov 2026, 11:30 am');
    expect(
      within(table)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Retry the mail to asha@example.com: Set your password', 'Retry the mail to person8@example.com: Subject 8']);
    expect(callsTo('GET', adminEndpoints.inbox.adminOutbox.path)[0]!.url.searchParams.get('status')).toBe('all');
  });

  it('filters by status', async () => {
    on('GET', adminEndpoints.inbox.adminInboxMessages.path, { status: 'success', messages: [], nextCursor: null });
    on('GET', adminEndpoints.inbox.adminOutbox.path, (url: URL) =>
      jsonResponse(url.searchParams.get('status') === 'failed' ? page([gaveUp]) : page([sent])),
    );
    const user = await openOutbox();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Failed' }));
    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent('Failed: gave up'));
    expect(screen.getByRole('table')).not.toHaveTextContent('Sent 24 Nov');
    on('GET', adminEndpoints.inbox.adminOutbox.path, page([]));
    await user.click(screen.getByRole('button', { name: 'Waiting' }));
    expect(await screen.findByText('No mails waiting to be sent.')).toBeInTheDocument();
  });

  it('retries a failed mail: the row shows it waiting, the result is announced and the focus stays on the row', async () => {
    on('GET', adminEndpoints.inbox.adminInboxMessages.path, { status: 'success', messages: [], nextCursor: null });
    on('GET', adminEndpoints.inbox.adminOutbox.path, page([gaveUp, sent]));
    on('POST', retryPath(9), {
      status: 'success',
      mail: { ...gaveUp, status: 'pending', attempts: 0, gaveUp: false, lastError: null, nextAttemptAt: '2026-11-24T09:00:00.000Z' },
    });
    const user = await openOutbox();
    const button = await screen.findByRole('button', { name: /Retry the mail to asha@example.com/ });
    await user.click(button);
    const row = await waitFor(() => {
      const found = screen.getAllByRole('row').find((r) => r.textContent?.includes('asha@example.com'));
      expect(found).toHaveTextContent('Waiting to be sent');
      return found!;
    });
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(row).toHaveTextContent('0 of 12');
    expect(within(row).getAllByRole('cell')[0]).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('The mail to asha@example.com will be sent again now.');
    expect(callsTo('POST', retryPath(9))).toHaveLength(1);
  });

  it('shows why a retry was refused beside the mail', async () => {
    on('GET', adminEndpoints.inbox.adminInboxMessages.path, { status: 'success', messages: [], nextCursor: null });
    on('GET', adminEndpoints.inbox.adminOutbox.path, page([gaveUp]));
    on('POST', retryPath(9), () => jsonResponse({ status: 'error', message: 'This mail has already been sent.' }, 409));
    const user = await openOutbox();
    await user.click(await screen.findByRole('button', { name: /Retry the mail/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This mail has already been sent.');
    expect(screen.getByRole('button', { name: /Retry the mail/ })).toBeEnabled();
  });

  it('opens on the outbox from its link, and says when the outbox cannot be loaded', async () => {
    const user = userEvent.setup();
    on('GET', adminEndpoints.inbox.adminOutbox.path, () => jsonResponse({ status: 'error', message: 'Could not reach the server.' }, 503));
    renderPage(InboxPage, '/admin/inbox?view=outbox');
    // A 503 may pass: the data layer asks once more before saying so.
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('Could not reach the server.');
    expect(callsTo('GET', adminEndpoints.inbox.adminOutbox.path)).toHaveLength(2);
    expect(callsTo('GET', adminEndpoints.inbox.adminInboxMessages.path)).toHaveLength(0);
    on('GET', adminEndpoints.inbox.adminOutbox.path, page([sent]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toHaveTextContent('Sent');
  });
});
