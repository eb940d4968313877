import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, jsonResponse } from '@portal/shared/testing';
import { setUpScreenTests } from '../../testing/testConfig';
import { fakeApi, makeApplication, renderApplicationsPage } from '../../testing/applicationsTestApi';
import { signInAsOperator } from '../../testing/operatorClient';

// The portal's real API client over the stubbed fetch, with a signed-in operator's token.
signInAsOperator();

setUpScreenTests();

const pendingList = () => screen.findByRole('list', { name: 'Pending applications' });
const statusButton = (name: RegExp) => screen.getByRole('button', { name });

async function openApplication(user: ReturnType<typeof renderApplicationsPage>['user'], name: string) {
  await user.click(within(await pendingList()).getByRole('button', { name: new RegExp(name) }));
  return screen.findByRole('heading', { level: 2, name });
}

describe('ApplicationsPage: the list', () => {
  it('lists the pending applications newest first, with counts per status, and switches status', async () => {
    const api = fakeApi([makeApplication(1), makeApplication(2), makeApplication(3, { status: 'rejected' })]);
    const { user } = renderApplicationsPage();
    const items = within(await pendingList()).getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual([expect.stringContaining('Applicant 2'), expect.stringContaining('Applicant 1')]);
    expect(items[0]).toHaveTextContent('applicant2@example.com');
    expect(items[0]).toHaveTextContent('9876500002');
    expect(items[0]).toHaveTextContent('20 Nov 2026');
    expect(items[0]).toHaveTextContent('Pending');
    expect(statusButton(/^Pending/)).toHaveAttribute('aria-pressed', 'true');
    expect(statusButton(/^Pending/)).toHaveTextContent('Pending (2)');
    expect(statusButton(/^Rejected/)).toHaveTextContent('Rejected (1)');
    expect(api.calls[0]!.authorization).toBe('Bearer operator-token');

    await user.click(statusButton(/^Rejected/));
    expect(statusButton(/^Rejected/)).toHaveAttribute('aria-pressed', 'true');
    const rejected = await screen.findByRole('list', { name: 'Rejected applications' });
    expect(within(rejected).getAllByRole('button')).toHaveLength(1);
    expect(api.callsTo('GET', '/admin/applications').at(-1)!.query.get('status')).toBe('rejected');
    await user.click(statusButton(/^Approved/));
    expect(await screen.findByText('No approved applications.')).toBeInTheDocument();
  });

  it('searches by what is typed, once typing pauses, and says when nothing matches', async () => {
    const api = fakeApi([makeApplication(1, { name: 'Kiran Rao' }), makeApplication(2, { name: 'Meera Iyer' })]);
    const { user } = renderApplicationsPage();
    await pendingList();
    await user.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'meera');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Pending applications' })).getAllByRole('button')).toHaveLength(1));
    expect(screen.getByRole('list', { name: 'Pending applications' })).toHaveTextContent('Meera Iyer');
    const searches = api.callsTo('GET', '/admin/applications').map((c) => c.query.get('q'));
    // One request for the whole word, none per keystroke.
    expect(searches).toEqual([null, 'meera']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search applications' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'nobody');
    expect(await screen.findByText('No pending application matches “nobody”.')).toBeInTheDocument();
  });

  it('shows more, a page at a time, from where the last page stopped', async () => {
    const api = fakeApi([makeApplication(1), makeApplication(2), makeApplication(3)]);
    api.override((call) => {
      if (call.path !== '/admin/applications') return undefined;
      const counts = { pending: 3, approved: 0, rejected: 0 };
      const page = (ids: number[], nextCursor: string | null) =>
        jsonResponse({ status: 'success', applications: ids.map((id) => makeApplication(id)), counts, nextCursor });
      return call.query.get('cursor') === '2' ? page([1], null) : page([3, 2], '2');
    });
    const { user } = renderApplicationsPage();
    expect(within(await pendingList()).getAllByRole('button')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Pending applications' })).getAllByRole('button')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/admin/applications').map((c) => c.query.get('cursor'))).toEqual([null, '2']);
  });

  it('shows a failure with "Try again", which asks again', async () => {
    const api = fakeApi([makeApplication(1)]);
    api.override(() => jsonResponse({ status: 'error', message: 'The server had a problem. Please try again later.' }, 500));
    const { user } = renderApplicationsPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server had a problem. Please try again later.');
    api.override(null);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await pendingList()).toHaveTextContent('Applicant 1');
  });
});

describe('ApplicationsPage: an application', () => {
  it('shows PAN and Aadhaar masked, and in full after the audited reveal', async () => {
    const api = fakeApi([makeApplication(1)]);
    const { user } = renderApplicationsPage();
    const heading = await openApplication(user, 'Applicant 1');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('ABXXXXX34F')).toBeInTheDocument();
    expect(screen.getByText('XXXX XXXX 2346')).toBeInTheDocument();
    expect(screen.getByText('Each reveal is recorded in the audit log with your name.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/admin/applications/1/reveal')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reveal PAN and Aadhaar' }));
    expect(await screen.findByText('ABCPE1234F')).toBeInTheDocument();
    expect(screen.getByText('234123412346')).toBeInTheDocument();
    expect(screen.queryByText('ABXXXXX34F')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/admin/applications/1/reveal')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Reveal PAN and Aadhaar' })).not.toBeInTheDocument();
  });

  it('approves under a parent chosen with the keyboard, announces it and refreshes the list', async () => {
    const api = fakeApi([makeApplication(1), makeApplication(2)]);
    const { user } = renderApplicationsPage();
    await openApplication(user, 'Applicant 1');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const combobox = screen.getByRole('combobox', { name: 'Place them under (parent member)' });
    expect(combobox).toHaveFocus();
    // Without a parent: the field says so and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Choose the member to place them under')).toBeInTheDocument();
    expect(api.callsTo('POST', '/admin/applications/1/approve')).toHaveLength(0);

    await user.type(combobox, 'bin');
    const listbox = await screen.findByRole('listbox', { name: 'Members' });
    expect((await within(listbox).findAllByRole('option')).map((o) => o.textContent)).toEqual([
      expect.stringContaining('Bina Shah (CO2)'),
      expect.stringContaining('Binoy Das (CO3)'),
    ]);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(api.callsTo('GET', '/admin/members').at(-1)!.query.get('q')).toBe('bin');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(within(listbox).getByRole('option', { name: /Bina Shah/ })).toHaveAttribute('aria-selected', 'true');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(within(listbox).getByRole('option', { name: /Bina Shah/ }).id);
    await user.keyboard('{Enter}');
    expect(combobox).toHaveValue('Bina Shah (CO2)');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');

    const answer = deferred<Response>();
    api.override((call) => (call.method === 'POST' ? answer.promise : undefined));
    const listCalls = api.callsTo('GET', '/admin/applications').length;
    await user.click(screen.getByRole('button', { name: 'Approve under Bina Shah (CO2)' }));
    const approving = screen.getByRole('button', { name: 'Approving…' });
    expect(approving).toBeDisabled();
    await user.click(approving);
    expect(api.callsTo('POST', '/admin/applications/1/approve')).toEqual([expect.objectContaining({ body: { parentCoCode: 'CO2' } })]);
    api.override(null);
    const approved = makeApplication(1, {
      status: 'approved',
      decidedAt: '2026-11-24T10:00:00.000Z',
      decidedBy: 'ops@agentportal.in',
      member: { coCode: 'AP100', name: 'Applicant 1', parentCoCode: 'CO2', parentName: 'Bina Shah', hasAccount: false },
      canResendInvite: true,
    });
    api.store.set(1, approved);
    answer.resolve(
      jsonResponse({
        status: 'success',
        message: 'Approved: member AP100 created under CO2; the onboarding e-mail is on its way.',
        application: approved,
      }),
    );

    expect(await screen.findByText('Approved: member AP100 created under CO2; the onboarding e-mail is on its way.')).toHaveAttribute(
      'role',
      'status',
    );
    await waitFor(() => expect(api.callsTo('GET', '/admin/applications').length).toBe(listCalls + 1));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Pending applications' })).getAllByRole('button')).toHaveLength(1));
    expect(statusButton(/^Approved/)).toHaveTextContent('Approved (1)');
    const details = screen.getByRole('region', { name: 'Applicant 1' });
    expect(details).toHaveTextContent('Applicant 1 (AP100), under Bina Shah (CO2)');
    expect(within(details).getByRole('button', { name: 'Re-send invite' })).toBeEnabled();
    expect(within(details).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of the parent at the field', async () => {
    const api = fakeApi([makeApplication(1)]);
    api.override((call) =>
      call.path.endsWith('/approve')
        ? jsonResponse(
            { status: 'error', message: 'No member has the code CO2.', errors: { parentCoCode: 'No member has this code.' } },
            400,
          )
        : undefined,
    );
    const { user } = renderApplicationsPage();
    await openApplication(user, 'Applicant 1');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.type(screen.getByRole('combobox'), 'bina');
    await user.click(await screen.findByRole('option', { name: /Bina Shah/ }));
    await user.click(screen.getByRole('button', { name: 'Approve under Bina Shah (CO2)' }));
    expect(await screen.findByText('No member has this code.')).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox')).toHaveValue('Bina Shah (CO2)');
  });

  it('rejects only with a reason, shows the server’s field error, then the success', async () => {
    const api = fakeApi([makeApplication(1)]);
    const { user } = renderApplicationsPage();
    await openApplication(user, 'Applicant 1');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const reason = screen.getByRole('textbox', { name: 'Reason for rejecting (e-mailed to the applicant)' });
    expect(reason).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Reject application' }));
    expect(await screen.findByText('Reason is required')).toBeInTheDocument();
    await user.type(reason, 'no');
    await user.click(screen.getByRole('button', { name: 'Reject application' }));
    expect(await screen.findByText('Reason must be at least 3 characters')).toBeInTheDocument();
    expect(api.callsTo('POST', '/admin/applications/1/reject')).toHaveLength(0);

    api.override(() =>
      jsonResponse(
        { status: 'error', message: 'Some of the details are not valid.', errors: { reason: 'Reason contains invalid characters' } },
        400,
      ),
    );
    await user.clear(reason);
    await user.type(reason, 'PAN does not match');
    await user.click(screen.getByRole('button', { name: 'Reject application' }));
    expect(await screen.findByText('Reason contains invalid characters')).toBeInTheDocument();
    expect(reason).toHaveValue('PAN does not match');

    api.override(null);
    await user.click(screen.getByRole('button', { name: 'Reject application' }));
    expect(await screen.findByText('Rejected: the applicant will receive the reason by e-mail.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/admin/applications/1/reject').at(-1)!.body).toEqual({ reason: 'PAN does not match' });
    expect(screen.getByRole('region', { name: 'Applicant 1' })).toHaveTextContent('PAN does not match');
    expect(await screen.findByText('No pending applications.')).toBeInTheDocument();
  });

  it('shows a 409 (decided meanwhile) and the application as it is now', async () => {
    const api = fakeApi([makeApplication(1)]);
    const { user } = renderApplicationsPage();
    await openApplication(user, 'Applicant 1');
    // Someone else rejected it meanwhile.
    api.store.set(
      1,
      makeApplication(1, {
        status: 'rejected',
        rejectionReason: 'Duplicate',
        decidedBy: 'other@agentportal.in',
        decidedAt: '2026-11-24T09:00:00.000Z',
      }),
    );
    api.override((call) =>
      call.path.endsWith('/approve')
        ? jsonResponse({ status: 'error', message: 'This application has already been rejected.' }, 409)
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.type(screen.getByRole('combobox'), 'bina');
    await user.click(await screen.findByRole('option', { name: /Bina Shah/ }));
    await user.click(screen.getByRole('button', { name: 'Approve under Bina Shah (CO2)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This application has already been rejected.');
    const details = screen.getByRole('region', { name: 'Applicant 1' });
    await waitFor(() => expect(details).toHaveTextContent('Duplicate'));
    expect(within(details).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(await screen.findByText('No pending applications.')).toBeInTheDocument();
  });

  it('re-sends the invite of an approved applicant without a password', async () => {
    const api = fakeApi([
      makeApplication(1, {
        status: 'approved',
        member: { coCode: 'AP100', name: 'Applicant 1', parentCoCode: 'CO2', parentName: 'Bina Shah', hasAccount: false },
        canResendInvite: true,
      }),
    ]);
    const { user } = renderApplicationsPage();
    await user.click(await screen.findByRole('button', { name: /^Approved/ }));
    await user.click(
      within(await screen.findByRole('list', { name: 'Approved applications' })).getByRole('button', { name: /Applicant 1/ }),
    );
    await user.click(await screen.findByRole('button', { name: 'Re-send invite' }));
    expect(await screen.findByText('A new invite is on its way; earlier invite links no longer work.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/admin/applications/1/resend-invite')).toHaveLength(1);
  });
});
