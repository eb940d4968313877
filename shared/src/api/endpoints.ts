/**
 * The one table of API paths (spec §7). The API registers its routes from it and the client builds
 * URLs from it, so the two cannot drift apart.
 */
export const apiPaths = {
  checkUser: '/account/check',
  profile: '/account/profile',
  contactUs: '/contact',
  sendRegistrationEmail: '/send-registration',
  resetPassword: '/account/reset-password',
  /** The spec's original path for the reset request; the API answers it too. */
  resetPasswordLegacy: '/user/reset-password',
  setPassword: '/account/set-password',
  /** Whether a set-password link can still be used, asked before the member types a password. */
  inviteCheck: '/account/invite-check',
  /** A new set-password link to the address on file, for a member approved who never set a password. */
  requestInvite: '/account/request-invite',
  l1member: '/sales/l1member',
  hierarchy: '/sales/hierarchy/:coCode',
  sales: '/sales/sales/:coCode',
  salesSummary: '/sales/summary/:coCode',
  salesExport: '/sales/export/:coCode',
  renewals: '/sales/renewals/:coCode',
  renewalOutcome: '/sales/renewals/:coCode/:srNo',
  insights: '/sales/insights/:coCode',
  payoutStatement: '/payouts/statements/:coCode',
  payoutStatementPdf: '/payouts/statements/:coCode/:month.pdf',
  payoutStatementCsv: '/payouts/statements/:coCode/:month.csv',
  taxSummary: '/payouts/tax-summary/:coCode',
  preferences: '/account/preferences',
  /** The member's payout account; a PUT asks for a change the operator approves. */
  payoutAccount: '/account/bank',
  policyDownload: '/policy/download/:soldBy/:policyNumber',
  // The back office: operators only (a Firebase custom claim), every action audited. A member's code
  // is `:code` here, not `:coCode`: these routes are not scoped to the caller's subtree.
  adminApplications: '/admin/applications',
  adminApplication: '/admin/applications/:id',
  adminApplicationReveal: '/admin/applications/:id/reveal',
  adminApplicationApprove: '/admin/applications/:id/approve',
  adminApplicationReject: '/admin/applications/:id/reject',
  adminApplicationResendInvite: '/admin/applications/:id/resend-invite',
  adminMembers: '/admin/members',
  adminMember: '/admin/members/:code',
  adminMemberSignIn: '/admin/members/:code/sign-in',
  adminMemberMove: '/admin/members/:code/move',
  adminMemberContact: '/admin/members/:code/contact',
  adminBankChanges: '/admin/bank-changes',
  adminBankChangeApprove: '/admin/bank-changes/:id/approve',
  adminBankChangeReject: '/admin/bank-changes/:id/reject',
  adminMemberResendInvite: '/admin/members/:code/resend-invite',
  adminImports: '/admin/imports',
  adminImportDryRun: '/admin/imports/dry-run',
  adminImport: '/admin/imports/:id',
  adminImportRollback: '/admin/imports/:id/rollback',
  adminMessages: '/admin/inbox/messages',
  adminMessageHandled: '/admin/inbox/messages/:id/handled',
  adminOutbox: '/admin/inbox/outbox',
  adminOutboxRetry: '/admin/inbox/outbox/:id/retry',
  adminPayments: '/admin/payments',
  adminPaymentVoid: '/admin/payments/:id/void',
  adminAudit: '/admin/audit',
  health: '/healthz',
  ready: '/readyz',
  /** Prometheus's scrape, on the pods only: the gateway refuses it. */
  metrics: '/metrics',
} as const;

export type ApiPathName = keyof typeof apiPaths;

export { buildPath } from './contract/define';
