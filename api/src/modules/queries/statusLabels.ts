import type { QueryStatus } from '@portal/shared/validation';

/** Each status's name in the API's catalogue, as messages and e-mails say it. */
export const QUERY_STATUS_LABELS = {
  open: 'queries.status.open',
  in_review: 'queries.status.in_review',
  accepted: 'queries.status.accepted',
  rejected: 'queries.status.rejected',
} as const satisfies Record<QueryStatus, string>;
