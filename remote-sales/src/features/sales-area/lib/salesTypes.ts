import type { BodyOf, ResponseOf } from '@portal/shared';
import type { endpoints } from '@portal/shared/validation';

// What the sales screens show, as the API's contracts answer it.

export type HierarchyMember = ResponseOf<typeof endpoints.sales.l1member>['member'];
export type Sale = ResponseOf<typeof endpoints.sales.sales>['sales'][number];
export type SalesSummary = ResponseOf<typeof endpoints.sales.salesSummary>['summary'];

export type RenewalsAnswer = ResponseOf<typeof endpoints.renewals.renewals>;
export type RenewalItem = RenewalsAnswer['renewals'][number];
export type RenewalCounts = RenewalsAnswer['counts'];
/** How a due or lapsed policy was marked. */
export type RenewalOutcome = NonNullable<RenewalItem['outcome']>;
/** What marking a policy sends. */
export type RenewalMark = BodyOf<typeof endpoints.renewals.markRenewal, 'input'>;
