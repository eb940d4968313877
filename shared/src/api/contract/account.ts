import { bankDetailsSchema, payoutAccountResponseSchema } from '../../validation/bank';
import { preferencesResponseSchema, preferencesUpdateSchema } from '../../validation/renewals';
import {
  checkUserQuerySchema,
  checkUserResponseSchema,
  inviteCheckResponseSchema,
  messageResponseSchema,
  profileResponseSchema,
} from '../../validation/responses';
import { inviteCheckSchema, requestInviteSchema, resetRequestSchema, setPasswordSchema, signupSchema } from '../../validation/schemas';
import { defineEndpoints } from './define';

const resetPassword = {
  method: 'POST',
  path: '/account/reset-password',
  access: 'public',
  summary: 'Ask for a password reset e-mail',
  body: resetRequestSchema,
  responses: { 200: messageResponseSchema },
} as const;

/** Signing up, signing in and the member's own account: the onboarding screens and the profile. */
export const account = defineEndpoints('account', {
  checkUser: {
    method: 'GET',
    path: '/account/check',
    access: 'public',
    summary: 'Whether an e-mail belongs to a member (or an operator) who can sign in',
    query: checkUserQuerySchema,
    responses: { 200: checkUserResponseSchema },
  },
  requestInvite: {
    method: 'POST',
    path: '/account/request-invite',
    access: 'public',
    summary: 'E-mail a new set-password link to a member approved who never set a password (the same answer for any address)',
    body: requestInviteSchema,
    responses: { 200: messageResponseSchema },
  },
  /** Asked when the set-password page opens; the link's token goes in the body, never in a query string. */
  inviteCheck: {
    method: 'POST',
    path: '/account/invite-check',
    access: 'public',
    summary: 'Whether a set-password link can still be used (asked when the page opens)',
    body: inviteCheckSchema,
    responses: { 200: inviteCheckResponseSchema },
  },
  profile: {
    method: 'GET',
    path: '/account/profile',
    access: 'member',
    summary: "The signed-in member's profile, identity and bank numbers masked",
    responses: { 200: profileResponseSchema },
  },
  preferences: {
    method: 'GET',
    path: '/account/preferences',
    access: 'member',
    summary: "The signed-in member's own settings (the daily renewal reminders, the language)",
    responses: { 200: preferencesResponseSchema },
  },
  updatePreferences: {
    method: 'PUT',
    path: '/account/preferences',
    access: 'member',
    summary: "Change the signed-in member's own settings (the daily renewal reminders, the language): those the body names",
    body: preferencesUpdateSchema,
    responses: { 200: preferencesResponseSchema },
  },
  payoutAccount: {
    method: 'GET',
    path: '/account/bank',
    access: 'member',
    summary: "The signed-in member's payout account and a change waiting for approval (account numbers masked)",
    responses: { 200: payoutAccountResponseSchema },
  },
  requestPayoutAccountChange: {
    method: 'PUT',
    path: '/account/bank',
    access: 'member',
    summary:
      'Ask for a new payout account for the signed-in member: used once an operator approves it (IFSC checked against the bank and branch table)',
    body: bankDetailsSchema,
    responses: { 200: payoutAccountResponseSchema },
  },
  sendRegistrationEmail: {
    method: 'POST',
    path: '/send-registration',
    access: 'public',
    summary: 'Apply to become a member',
    body: signupSchema,
    responses: { 200: messageResponseSchema },
  },
  resetPassword,
  /** The reset request's first path, for links in old e-mails: the same answer, left out of the document. */
  resetPasswordLegacy: { ...resetPassword, path: '/user/reset-password', hidden: true },
  setPassword: {
    method: 'POST',
    path: '/account/set-password',
    access: 'public',
    summary: "Set a new member's first password with the invitation's token",
    body: setPasswordSchema,
    responses: { 200: messageResponseSchema },
  },
});
