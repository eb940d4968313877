import { memberDetailsResponseSchema } from '../schemas/members';
import { adminIdParamsSchema, memberCodeParamsSchema } from '../schemas/common';
import {
  adminBankChangeResponseSchema,
  adminBankChangesResponseSchema,
  bankChangeRejectSchema,
  memberContactSchema,
} from '../schemas/bankChanges';
import { defineEndpoints } from '@portal/shared/validation';

/** Members' payout account changes waiting for an operator's decision, and corrections of a member's contact. */
export const bankChanges = defineEndpoints('admin', {
  adminBankChanges: {
    method: 'GET',
    path: '/admin/bank-changes',
    access: 'operator',
    summary: "Members' payout account changes waiting for approval (account numbers masked), oldest first",
    responses: { 200: adminBankChangesResponseSchema },
  },
  adminApproveBankChange: {
    method: 'POST',
    path: '/admin/bank-changes/:id/approve',
    access: 'operator',
    summary: "Approve a payout account change: it becomes the member's payout account (audited, e-mailed to the member)",
    params: adminIdParamsSchema,
    responses: { 200: adminBankChangeResponseSchema },
  },
  adminRejectBankChange: {
    method: 'POST',
    path: '/admin/bank-changes/:id/reject',
    access: 'operator',
    summary: 'Reject a payout account change with a reason (audited, e-mailed to the member)',
    params: adminIdParamsSchema,
    body: bankChangeRejectSchema,
    responses: { 200: adminBankChangeResponseSchema },
  },
  adminCorrectMemberContact: {
    method: 'PUT',
    path: '/admin/members/:code/contact',
    access: 'operator',
    summary: "Correct a member's mobile and/or e-mail (and their sign-in e-mail), audited, e-mailed to the old and new address",
    params: memberCodeParamsSchema,
    body: memberContactSchema,
    responses: { 200: memberDetailsResponseSchema },
  },
});
