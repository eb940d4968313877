import { insightsResponseSchema } from '../../validation/insights';
import { coCodeParamsSchema } from '../../validation/responses';
import { defineEndpoints } from './define';

/** The charts of a member's subtree; documented with the sales. */
export const insights = defineEndpoints('sales', {
  insights: {
    method: 'GET',
    path: '/sales/insights/:coCode',
    access: 'member',
    summary: "Premium and pay out of a member's subtree over the last 12 months: by month, policy type, insurer and top direct children",
    params: coCodeParamsSchema,
    responses: { 200: insightsResponseSchema },
  },
});
