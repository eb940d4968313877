/* Test helpers of the applications section: a fake API behind a stubbed fetch, and the page in a router. */
import { jsonResponse } from '@portal/shared/testing';
import type { ApplicationDetails, ApplicationStatus, MemberSummary } from '@portal/shared/admin';
import { makeMemberSummary } from './memberFixtures';
import { renderPage } from './renderPage';
import { stubFetch, type FakeCall } from './stubFetch';
import ApplicationsPage from '../screens/admin/ApplicationsPage';

export function makeApplication(id: number, overrides: Partial<ApplicationDetails> = {}): ApplicationDetails {
  return {
    id,
    name: `Applicant ${id}`,
    email: `applicant${id}@example.com`,
    phone: `98765000${String(id).padStart(2, '0')}`,
    status: 'pending',
    createdAt: '2026-11-20T05:30:00.000Z',
    decidedAt: null,
    referralId: null,
    reason: 'A friend told me',
    pan: 'ABXXXXX34F',
    aadhaar: 'XXXX XXXX 2346',
    decidedBy: null,
    rejectionReason: null,
    member: null,
    canResendInvite: false,
    duplicateOf: null,
    ...overrides,
  };
}

export const members: MemberSummary[] = [
  makeMemberSummary('CO1', 'Asha Rao', { depth: 0, parentCoCode: null, parentName: null, subtreeSize: 6 }),
  makeMemberSummary('CO2', 'Bina Shah', { parentCoCode: 'CO1', parentName: 'Asha Rao', subtreeSize: 3 }),
  makeMemberSummary('CO3', 'Binoy Das', { parentCoCode: 'CO1', parentName: 'Asha Rao' }),
];

type Handler = (call: FakeCall) => Response | Promise<Response> | undefined;

/**
 * A fake of the API's applications and member search: the applications in `store`, filtered like the
 * API does. `override` answers some calls differently (return undefined to fall through).
 */
export function fakeApi(initial: ApplicationDetails[]) {
  const store = new Map(initial.map((a) => [a.id, a]));
  let override: Handler | null = null;
  const summary = ({ id, name, email, phone, status, createdAt, decidedAt }: ApplicationDetails) => ({
    id,
    name,
    email,
    phone,
    status,
    createdAt,
    decidedAt,
  });

  const answer = async (call: FakeCall): Promise<Response> => {
    const fromOverride = override ? await override(call) : undefined;
    if (fromOverride) return fromOverride;
    const { method, path } = call;
    if (method === 'GET' && path === '/admin/applications') {
      const status = (call.query.get('status') ?? 'pending') as ApplicationStatus;
      const q = (call.query.get('q') ?? '').toLowerCase();
      const matching = [...store.values()].filter((a) => !q || `${a.name} ${a.email} ${a.phone}`.toLowerCase().includes(q));
      const counts = { pending: 0, approved: 0, rejected: 0 };
      for (const a of matching) counts[a.status] += 1;
      const applications = matching
        .filter((a) => a.status === status)
        .sort((a, b) => b.id - a.id)
        .map(summary);
      return jsonResponse({ status: 'success', applications, counts, nextCursor: null });
    }
    if (method === 'GET' && path === '/admin/members') {
      const q = (call.query.get('q') ?? '').toLowerCase();
      return jsonResponse({
        status: 'success',
        members: members.filter((m) => `${m.name} ${m.coCode} ${m.email}`.toLowerCase().includes(q)),
      });
    }
    const match = /^\/admin\/applications\/(\d+)(?:\/([a-z-]+))?$/.exec(path);
    const application = match ? store.get(Number(match[1])) : undefined;
    if (!match || !application) return jsonResponse({ status: 'error', message: 'Not found' }, 404);
    const action = match[2];
    if (method === 'GET' && !action) return jsonResponse({ status: 'success', application });
    if (method === 'POST' && action === 'reveal') return jsonResponse({ status: 'success', pan: 'ABCPE1234F', aadhaar: '234123412346' });
    if (method === 'POST' && action === 'approve') {
      const parentCoCode = (call.body as { parentCoCode: string }).parentCoCode;
      const parent = members.find((m) => m.coCode === parentCoCode)!;
      const approved = makeApplication(application.id, {
        ...application,
        status: 'approved',
        decidedAt: '2026-11-24T10:00:00.000Z',
        decidedBy: 'ops@agentportal.in',
        member: { coCode: 'AP100', name: application.name, parentCoCode, parentName: parent.name, hasAccount: false },
        canResendInvite: true,
      });
      store.set(application.id, approved);
      return jsonResponse({
        status: 'success',
        message: `Approved: member AP100 created under ${parentCoCode}; the onboarding e-mail is on its way.`,
        application: approved,
      });
    }
    if (method === 'POST' && action === 'reject') {
      const rejected = {
        ...application,
        status: 'rejected' as const,
        decidedAt: '2026-11-24T10:00:00.000Z',
        decidedBy: 'ops@agentportal.in',
        rejectionReason: (call.body as { reason: string }).reason,
      };
      store.set(application.id, rejected);
      return jsonResponse({
        status: 'success',
        message: 'Rejected: the applicant will receive the reason by e-mail.',
        application: rejected,
      });
    }
    if (method === 'POST' && action === 'resend-invite') {
      return jsonResponse({ status: 'success', message: 'A new invite is on its way; earlier invite links no longer work.', application });
    }
    return jsonResponse({ status: 'error', message: 'Not found' }, 404);
  };

  const calls = stubFetch(answer);

  return {
    store,
    calls,
    /** Calls of one method and path. */
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
    override: (handler: Handler | null) => {
      override = handler;
    },
  };
}

export const renderApplicationsPage = () => renderPage(ApplicationsPage, '/admin');
