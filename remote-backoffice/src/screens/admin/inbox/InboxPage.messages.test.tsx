import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@portal/shared/testing';
import { buildPath } from '@portal/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import InboxPage from './InboxPage';
import { callsTo, on, resetFakeServer, fakeFetch } from '../../../testing/fakeServer';
import { OPERATOR_TOKEN, signInAsOperator } from '../../../testing/operatorClient';
import { renderPage } from '../../../testing/renderPage';
import { makeMessage } from '../../../testing/inboxFixtures';
import { adminEndpoints } from '@portal/shared/admin';

signInAsOperator(fakeFetch);

const page = (messages: ReturnType<typeof makeMessage>[], nextCursor: string | null = null) => ({
  status: 'success',
  messages,
  nextCursor,
});
const handledPath = (id: number) => buildPath(adminEndpoints.inbox.adminMarkMessageHandled.path, { id: String(id) });

beforeEach(() => resetFakeServer());

describe('InboxPage — contact messages', () => {
  it('lists the open messages newest first with how to reach each sender, as the operator', async () => {
    on(
      'GET',
      adminEndpoints.inbox.adminInboxMessages.path,
      page([makeMessage(2, { name: 'Meera Iyer', email: 'meera@example.com', message: 'Call me\nafter 5' }), makeMessage(1)]),
    );
    renderPage(InboxPage, '/admin/inbox');
    expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Meera Iyer', 'Visitor 1']);
    const first = cards[0]!;
    expect(within(first).getByRole('link', { name: 'meera@example.com' })).toHaveAttribute('href', 'mailto:meera@example.com');
    expect(within(first).getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
    expect(first).toHaveTextContent('Sent 24 Nov 2026, 11:45 am');
    expect(first).toHaveTextContent('Open');
    expect(within(first).getByText(/Call me/)).toHaveTextContent('Call me after 5');
    const [call] = callsTo('GET', adminEndpoints.inbox.adminInboxMessages.path);
    expect(call!.url.searchParams.get('status')).toBe('open');
    expect(call!.authorization).toBe(`Bearer ${OPERATOR_TOKEN}`);
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches to the handled messages, showing who handled each and when', async () => {
    const user = userEvent.setup();
    on('GET', adminEndpoints.inbox.adminInboxMessages.path, (url: URL) =>
      jsonResponse(
        url.searchParams.get('status') === 'handled'
          ? page([makeMessage(5, { handledAt: '2026-11-24T07:00:00.000Z', handledBy: 'ops@agentportal.in' })])
          : page([]),
      ),
    );
    renderPage(InboxPage, '/admin/inbox');
    expect(await screen.findByText('No open messages. Everything has been handled.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Handled' }));
    const card = await screen.findByRole('article', { name: 'Visitor 5' });
    expect(card).toHaveTextContent('Handled by ops@agentportal.in on 24 Nov 2026, 12:30 pm');
    expect(within(card).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Handled' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('marks a message handled, says so, keeps the focus on the button, and reopens it', async () => {
    const user = userEvent.setup();
    on('GET', adminEndpoints.inbox.adminInboxMessages.path, page([makeMessage(7, { name: 'Ravi' })]));
    on('PUT', handledPath(7), {
      status: 'success',
      contactMessage: makeMessage(7, { name: 'Ravi', handledAt: '2026-11-24T08:00:00.000Z', handledBy: 'ops@agentportal.in' }),
    });
    on('DELETE', handledPath(7), { status: 'success', contactMessage: makeMessage(7, { name: 'Ravi' }) });
    renderPage(InboxPage, '/admin/inbox');
    const card = await screen.findByRole('article', { name: 'Ravi' });
    const button = within(card).getByRole('button', { name: 'Mark handled' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveTextContent('Reopen'));
    expect(button).toHaveFocus();
    expect(card).toHaveTextContent('Handled by ops@agentportal.in');
    expect(screen.getByRole('status')).toHaveTextContent('Marked the message from Ravi handled.');
    expect(callsTo('PUT', handledPath(7))).toHaveLength(1);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveTextContent('Mark handled'));
    expect(screen.getByRole('status')).toHaveTextContent('Reopened the message from Ravi.');
    expect(callsTo('DELETE', handledPath(7))).toHaveLength(1);
  });

  it('shows why marking failed beside the message, and leaves it as it was', async () => {
    const user = userEvent.setup();
    on('GET', adminEndpoints.inbox.adminInboxMessages.path, page([makeMessage(8)]));
    on('PUT', handledPath(8), () => jsonResponse({ status: 'error', message: 'There is no contact message with this id.' }, 404));
    renderPage(InboxPage, '/admin/inbox');
    const card = await screen.findByRole('article', { name: 'Visitor 8' });
    await user.click(within(card).getByRole('button', { name: 'Mark handled' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('There is no contact message with this id.');
    expect(within(card).getByRole('button', { name: 'Mark handled' })).toBeEnabled();
    expect(card).toHaveTextContent('Not handled yet');
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    on('GET', adminEndpoints.inbox.adminInboxMessages.path, () =>
      jsonResponse({ status: 'error', message: 'The server had a problem.' }, 500),
    );
    renderPage(InboxPage, '/admin/inbox');
    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem.');
    on('GET', adminEndpoints.inbox.adminInboxMessages.path, page([makeMessage(3)]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Visitor 3' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads the next page with the cursor and adds it below', async () => {
    const user = userEvent.setup();
    on('GET', adminEndpoints.inbox.adminInboxMessages.path, (url: URL) =>
      jsonResponse(url.searchParams.get('cursor') === 'c2' ? page([makeMessage(1)]) : page([makeMessage(3), makeMessage(2)], 'c2')),
    );
    renderPage(InboxPage, '/admin/inbox');
    await screen.findByRole('article', { name: 'Visitor 3' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: 'Visitor 1' });
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Visitor 3',
      'Visitor 2',
      'Visitor 1',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
  it('searches on the server by name, e-mail or text, with the search and the filter in the address', async () => {
    on('GET', adminEndpoints.inbox.adminInboxMessages.path, (url: URL) =>
      jsonResponse(
        url.searchParams.get('q') === 'nobody'
          ? page([])
          : page(url.searchParams.get('q') ? [makeMessage(7, { name: 'Kavya Rao' })] : [makeMessage(1)]),
      ),
    );
    const { router, user } = renderPage(InboxPage, '/admin/inbox');
    await screen.findByRole('article', { name: 'Visitor 1' });
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), '  kavya ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('article', { name: 'Kavya Rao' });
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('kavya');
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('all');
    const last = callsTo('GET', adminEndpoints.inbox.adminInboxMessages.path).at(-1)!;
    expect([last.url.searchParams.get('status'), last.url.searchParams.get('q')]).toEqual(['all', 'kavya']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search messages' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'nobody{Enter}');
    expect(await screen.findByText('No messages match “nobody”.')).toBeInTheDocument();
  });

  it('opens a bookmarked search as it was', async () => {
    on('GET', adminEndpoints.inbox.adminInboxMessages.path, page([makeMessage(7, { name: 'Kavya Rao' })]));
    renderPage(InboxPage, '/admin/inbox?status=handled&q=kavya');
    await screen.findByRole('article', { name: 'Kavya Rao' });
    expect(screen.getByRole('searchbox', { name: 'Search messages' })).toHaveValue('kavya');
    expect(screen.getByRole('button', { name: 'Handled' })).toHaveAttribute('aria-pressed', 'true');
    const [call] = callsTo('GET', adminEndpoints.inbox.adminInboxMessages.path);
    expect([call!.url.searchParams.get('status'), call!.url.searchParams.get('q')]).toEqual(['handled', 'kavya']);
  });
});
