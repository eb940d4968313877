import type { Endpoint } from './define';
import { account } from './account';
import { contact } from './contact';
import { health } from './health';
import { insights } from './insights';
import { payouts } from './payouts';
import { policy } from './policy';
import { renewals } from './renewals';
import { sales } from './sales';
import { adminApplications } from './admin/applications';
import { adminAudit } from './admin/audit';
import { adminBankChanges } from './admin/bankChanges';
import { adminImports } from './admin/imports';
import { adminInbox } from './admin/inbox';
import { adminMembers } from './admin/members';
import { adminPayments } from './admin/payments';

export * from './define';

/**
 * Every endpoint of the API, by area: `endpoints.sales.sales` is the page of a member's sales. The API
 * serves exactly these (it refuses a route without one) and the apps call them with `portalApi.call`.
 */
export const endpoints = {
  health,
  account,
  contact,
  sales,
  renewals,
  insights,
  payouts,
  policy,
  adminApplications,
  adminMembers,
  adminBankChanges,
  adminImports,
  adminInbox,
  adminPayments,
  adminAudit,
} as const;

/** Every endpoint, once. */
export const allEndpoints: readonly Endpoint[] = Object.values(endpoints).flatMap((area) => Object.values(area) as Endpoint[]);
