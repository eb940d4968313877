/* Test helper of the payout queries screen: queries as the admin API answers them. */
import type { AdminQueryDetail, AdminQuerySummary } from '@portal/shared/admin';

export function makeQuery(id: number, overrides: Partial<AdminQuerySummary> = {}): AdminQuerySummary {
  return {
    id,
    number: `Q-${String(id).padStart(6, '0')}`,
    coCode: 'AP1002',
    memberName: 'Priya Patel',
    type: 'wrong_amount',
    status: 'open',
    subject: {
      kind: 'line',
      entryId: 40 + id,
      entryKind: 'earned',
      date: '2026-10-12',
      policyNumber: `POL-${id}`,
      productName: 'Health Shield',
      amountPaise: 150_000,
    },
    raisedAt: '2026-11-01T05:30:00.000Z',
    dueOn: '2026-11-15',
    overdue: false,
    ageDays: 5,
    decidedOn: null,
    adjustmentPaise: null,
    decisionReason: null,
    messageCount: 1,
    decidedBy: null,
    ...overrides,
  };
}

export function makeQueryDetail(id: number, overrides: Partial<AdminQueryDetail> = {}): AdminQueryDetail {
  return {
    ...makeQuery(id),
    messages: [
      {
        id: 1,
        author: 'member',
        authorName: 'Priya Patel',
        text: 'The pay out on this policy should be ₹2,000.',
        at: '2026-11-01T05:30:00.000Z',
        attachments: [{ id: 9, fileName: 'schedule.pdf', contentType: 'application/pdf', sizeBytes: 84_000, sha256: 'ab'.repeat(32) }],
      },
    ],
    canReply: true,
    ...overrides,
  };
}

export const missingPolicySubject = {
  kind: 'missingPolicy',
  policyNumber: 'HDFC-778',
  insurer: 'HDFC Ergo',
  clientName: 'Ravi Rao',
  riskStart: '2026-09-01',
  premiumPaise: 1_200_000,
} as const;
