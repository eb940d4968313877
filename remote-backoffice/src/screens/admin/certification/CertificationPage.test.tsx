import { screen, waitFor, within } from '@testing-library/react';
import { buildPath } from '@portal/shared';
import { jsonResponse } from '@portal/shared/testing';
import { adminEndpoints } from '@portal/shared/admin';
import { beforeEach, describe, expect, it } from 'vitest';
import CertificationPage from './CertificationPage';
import { callsTo, fakeFetch, on, resetFakeServer } from '../../../testing/fakeServer';
import { signInAsOperator } from '../../../testing/operatorClient';
import { renderPage } from '../../../testing/renderPage';
import { makeCertificate, makeCertificationMember } from '../../../testing/certificationFixtures';

signInAsOperator(fakeFetch);

const MEMBERS = adminEndpoints.certification.adminCertificationMembers.path;
const MEMBER = buildPath(adminEndpoints.certification.adminCertificationMember.path, { code: 'AP1003' });
const REVOKE = buildPath(adminEndpoints.certification.adminRevokeCertificate.path, { number: 'POSP-2026-000007' });
const counts = { training: 3, exam: 1, certified: 5, revoked: 1 };
const page = (members: unknown[], nextCursor: string | null = null) => ({ status: 'success', members, counts, nextCursor });
const lastQuery = () => Object.fromEntries(callsTo('GET', MEMBERS).at(-1)!.url.searchParams);

const asha = makeCertificationMember('AP1002', 'Asha Rao');
const amit = makeCertificationMember('AP1003', 'Amit Kumar', {
  stage: 'certified',
  trainingMinutes: 905,
  attempts: 2,
  lastAttemptAt: '2026-10-01T06:00:00.000Z',
  certificateNumber: 'POSP-2026-000007',
  certifiedOn: '2026-10-02',
});
const amitDetails = {
  status: 'success',
  member: amit,
  modules: [{ id: 1, title: 'Selling fairly', secondsDone: 3_600, requiredSeconds: 3_600 }],
  attempts: [
    {
      id: 2,
      startedAt: '2026-10-01T06:00:00.000Z',
      deadline: '2026-10-01T06:30:00.000Z',
      submittedAt: '2026-10-01T06:20:00.000Z',
      outcome: 'passed',
      score: 17,
      questionCount: 20,
    },
    {
      id: 1,
      startedAt: '2026-09-30T06:00:00.000Z',
      deadline: '2026-09-30T06:30:00.000Z',
      submittedAt: '2026-09-30T06:25:00.000Z',
      outcome: 'failed',
      score: 9,
      questionCount: 20,
    },
  ],
  certificates: [makeCertificate('POSP-2026-000007')],
};

beforeEach(() => resetFakeServer());

describe('CertificationPage: members by stage', () => {
  it('lists members with their training, attempts and certificate, and filters by stage in the address', async () => {
    on('GET', MEMBERS, page([asha, amit]));
    const { user, router } = renderPage(CertificationPage, '/admin/certification');
    expect(screen.getByRole('heading', { level: 1, name: 'Certification' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Members with their certification stage' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Asha Rao (AP1002)Training2 h 05 min of 15 h 00 minNone yet—');
    expect(second).toHaveTextContent(/Certified15 h 05 min of 15 h 00 min2, last 01 Oct 2026, 11:30\sam/);
    expect(second).toHaveTextContent('POSP-2026-000007, 02 Oct 2026');
    const stages = screen.getByRole('group', { name: 'Stage' });
    expect(within(stages).getByRole('button', { name: 'All (10)' })).toHaveAttribute('aria-pressed', 'true');

    on('GET', MEMBERS, page([]));
    await user.click(within(stages).getByRole('button', { name: 'Revoked (1)' }));
    expect(await screen.findByText('No member is at this stage.')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ stage: 'revoked' });
    expect(router.state.location.search).toBe('?stage=revoked');
  });

  it('searches by name or code once typing pauses, and says when nothing matches', async () => {
    on('GET', MEMBERS, page([asha]));
    const { user } = renderPage(CertificationPage, '/admin/certification');
    await screen.findByRole('table');
    on('GET', MEMBERS, page([]));
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'zed');
    expect(await screen.findByText('No member matches “zed”.')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ q: 'zed' });
  });

  it('offers Try again when the list fails', async () => {
    on('GET', MEMBERS, () => jsonResponse({ status: 'error', message: 'Database unavailable' }, 500));
    const { user } = renderPage(CertificationPage, '/admin/certification');
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    on('GET', MEMBERS, page([]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No members yet.')).toBeInTheDocument();
  });
});

describe('CertificationPage: a member’s certificates', () => {
  it('revokes a certificate only with a reason and after the confirmation, then says what the server did', async () => {
    on('GET', MEMBERS, page([amit]));
    on('GET', MEMBER, amitDetails);
    const { user } = renderPage(CertificationPage, '/admin/certification?member=AP1003');
    const details = (await screen.findByRole('heading', { level: 2, name: 'Amit Kumar (AP1003)' })).closest('section')!;
    expect(within(details).getByRole('table', { name: 'Exam attempts' })).toHaveTextContent('Failed9 / 20');
    expect(within(details).getByRole('table', { name: 'Training time per module' })).toHaveTextContent(
      'Selling fairly1 h 00 min of 1 h 00 min',
    );

    await user.click(within(details).getByRole('button', { name: 'Revoke POSP-2026-000007…' }));
    const reason = within(details).getByRole('textbox', { name: 'Reason for revoking' });
    expect(reason).toHaveFocus();
    await user.click(within(details).getByRole('button', { name: 'Revoke' }));
    expect(reason).toHaveAccessibleDescription(/Reason is required/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(reason, 'Sold without a licence');
    await user.click(within(details).getByRole('button', { name: 'Revoke' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke certificate POSP-2026-000007?' });
    expect(dialog).toHaveTextContent('Reason: Sold without a licence');
    on('POST', REVOKE, () =>
      jsonResponse({ status: 'error', message: 'Check the reason.', errors: { reason: 'Reason is too short' } }, 400),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/Reason is too short/));
    expect(screen.getByText('Check the reason.')).toBeInTheDocument();

    const revoked = makeCertificate('POSP-2026-000007', {
      status: 'revoked',
      revokedAt: '2026-11-27T06:00:00.000Z',
      revokedReason: 'Sold without a licence',
    });
    on('POST', REVOKE, { status: 'success', message: 'Certificate POSP-2026-000007 revoked.', certificate: revoked, issued: null });
    on('GET', MEMBER, { ...amitDetails, member: { ...amit, stage: 'revoked' }, certificates: [revoked] });
    await user.click(within(details).getByRole('button', { name: 'Revoke' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke certificate' }));
    expect(await screen.findByText('Certificate POSP-2026-000007 revoked.')).toBeInTheDocument();
    expect(callsTo('POST', REVOKE).at(-1)!.body).toEqual({ reason: 'Sold without a licence' });
    await waitFor(() => expect(within(details).getByRole('table', { name: 'Certificates, newest first' })).toHaveTextContent('Revoked'));
    expect(within(details).queryByRole('button', { name: /^Revoke/ })).not.toBeInTheDocument();
    // Revoked, it can still be reissued (reinstated under a new number).
    expect(within(details).getByRole('button', { name: 'Reissue POSP-2026-000007…' })).toBeInTheDocument();

    await user.click(within(details).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Amit Kumar (AP1003)' })).toHaveFocus());
  });
});
