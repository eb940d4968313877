import {
  renewalMarkSchema,
  renewalOutcomeParamsSchema,
  renewalResponseSchema,
  renewalsQuerySchema,
  renewalsResponseSchema,
} from '../../validation/renewals';
import { coCodeParamsSchema } from '../../validation/responses';
import { defineEndpoints } from './define';

/** The renewals list of a member's subtree and the marks on its policies; documented with the sales. */
export const renewals = defineEndpoints('sales', {
  renewals: {
    method: 'GET',
    path: '/sales/renewals/:coCode',
    access: 'member',
    summary: "A page of the policies of a member's subtree due for renewal soon or lapsed in the last 30 days",
    params: coCodeParamsSchema,
    query: renewalsQuerySchema,
    responses: { 200: renewalsResponseSchema },
  },
  markRenewal: {
    method: 'PUT',
    path: '/sales/renewals/:coCode/:srNo',
    access: 'member',
    summary: "Mark a due or lapsed policy of a member's subtree as renewed or not renewing",
    params: renewalOutcomeParamsSchema,
    body: renewalMarkSchema,
    responses: { 200: renewalResponseSchema },
  },
  clearRenewal: {
    method: 'DELETE',
    path: '/sales/renewals/:coCode/:srNo',
    access: 'member',
    summary: "Clear the mark of a due or lapsed policy of a member's subtree",
    params: renewalOutcomeParamsSchema,
    responses: { 200: renewalResponseSchema },
  },
});
