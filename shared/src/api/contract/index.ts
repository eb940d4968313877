import { account } from './account';
import { certification } from './certification';
import { contact } from './contact';
import { health } from './health';
import { insights } from './insights';
import { payouts } from './payouts';
import { policy } from './policy';
import { queries } from './queries';
import { renewals } from './renewals';
import { sales } from './sales';

export * from './define';

/**
 * The endpoints of the members' and the public pages, by area: `endpoints.sales.sales` is the page of a
 * member's sales. The apps call them with `portalApi.call`. The back office's are in `adminEndpoints`
 * (@portal/shared/admin), and the API serves exactly the two (it refuses a route without one).
 */
export const endpoints = {
  health,
  account,
  contact,
  sales,
  renewals,
  insights,
  payouts,
  queries,
  policy,
  certification,
} as const;
