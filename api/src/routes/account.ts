import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiPaths,
  checkUserQuerySchema,
  checkUserResponseSchema,
  inviteCheckResponseSchema,
  inviteCheckSchema,
  bankDetailsSchema,
  messageResponseSchema,
  payoutAccountResponseSchema,
  preferencesResponseSchema,
  preferencesUpdateSchema,
  profileResponseSchema,
  requestInviteSchema,
  resetRequestSchema,
  setPasswordSchema,
  signupSchema,
} from '@portal/shared/validation';
import { one, sql } from '../db/client.js';
import { HttpError } from '../errors.js';
import { t, type Language } from '../i18n/index.js';
import { submitApplication } from '../services/applications.js';
import { payoutAccount, requestBankChange } from '../services/bankDetails.js';
import { decrypt } from '../services/crypto.js';
import { firebaseErrorCode } from '../services/firebase.js';
import { consumeInvite } from '../services/invites.js';
import { accountState, inviteState, requestOwnInvite } from '../services/invitations.js';
import { createMemberAccount } from '../services/memberAccounts.js';
import { resetMail } from '../services/mails.js';
import { maskAadhaar, maskBankAccount, maskPan } from '../services/mask.js';
import { memberByEmail } from '../services/members.js';
import { isOperatorEmail } from '../services/operators.js';
import { memberPreferences, updatePreferences } from '../services/preferences.js';
import { enqueueMail } from '../services/outbox.js';
import { bearer, errorResponses, noAuth, publicLimit } from './common.js';

// In English (the tests' expectations); answers are written in the request's language.
export const REGISTRATION_RECEIVED = t('account.registrationReceived');
export const PASSWORD_SET = t('account.passwordSet');
export const INVALID_INVITE = t('account.invalidInvite');

export async function accountRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    apiPaths.checkUser,
    {
      config: publicLimit(app),
      schema: {
        tags: ['account'],
        operationId: 'checkUser',
        summary: 'Whether an e-mail belongs to a member (or an operator) who can sign in',
        security: noAuth,
        querystring: checkUserQuerySchema,
        response: { 200: checkUserResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      // "Registered" means the account can sign in: an approved member who has set a password, or an operator.
      const account = await accountState(app.db, request.query.email);
      return { status: 'success' as const, userRegistered: account === 'registered', account };
    },
  );

  app.post(
    apiPaths.requestInvite,
    {
      config: publicLimit(app),
      schema: {
        tags: ['account'],
        operationId: 'requestInvite',
        summary: 'E-mail a new set-password link to a member approved who never set a password (the same answer for any address)',
        security: noAuth,
        body: requestInviteSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const sent = await requestOwnInvite(
        app.db,
        { inviteSecret: app.config.inviteSecret, portalUrl: app.config.portalUrl },
        request.body.email,
      );
      request.log.info({ sent }, 'invite requested');
      return { status: 'success' as const, message: t('account.inviteRequested') };
    },
  );

  app.post(
    apiPaths.inviteCheck,
    {
      config: publicLimit(app),
      schema: {
        tags: ['account'],
        operationId: 'inviteCheck',
        summary: 'Whether a set-password link can still be used (asked when the page opens)',
        security: noAuth,
        body: inviteCheckSchema,
        response: { 200: inviteCheckResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      status: 'success' as const,
      invite: await inviteState(app.db, app.config.inviteSecret, request.body.token, request.body.email),
    }),
  );

  app.get(
    apiPaths.profile,
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['account'],
        operationId: 'profile',
        summary: "The signed-in member's profile, identity and bank numbers masked",
        security: bearer,
        response: { 200: profileResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const m = request.member!;
      const key = app.config.encryptionKey;
      const preferences = await memberPreferences(app.db, m.id);
      return {
        status: 'success' as const,
        profile: {
          name: m.name,
          coCode: m.coCode,
          mobile: m.mobile,
          email: m.email,
          pan: maskPan(decrypt(key, m.panEnc)),
          aadhar: maskAadhaar(decrypt(key, m.aadhaarEnc)),
          bankName: m.bankName,
          bankAccount: maskBankAccount(decrypt(key, m.bankAccountEnc)),
          preferences,
        },
      };
    },
  );

  app.get(
    apiPaths.preferences,
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['account'],
        operationId: 'preferences',
        summary: "The signed-in member's own settings (the daily renewal reminders, the language)",
        security: bearer,
        response: { 200: preferencesResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ status: 'success' as const, preferences: await memberPreferences(app.db, request.member!.id) }),
  );

  app.put(
    apiPaths.preferences,
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['account'],
        operationId: 'updatePreferences',
        summary: "Change the signed-in member's own settings (the daily renewal reminders, the language): those the body names",
        security: bearer,
        body: preferencesUpdateSchema,
        response: { 200: preferencesResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      status: 'success' as const,
      preferences: await updatePreferences(app.db, request.member!.id, {
        renewalReminders: request.body.renewalReminders,
        language: request.body.language,
      }),
    }),
  );

  app.get(
    apiPaths.payoutAccount,
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['account'],
        operationId: 'payoutAccount',
        summary: "The signed-in member's payout account and a change waiting for approval (account numbers masked)",
        security: bearer,
        response: { 200: payoutAccountResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      status: 'success' as const,
      payoutAccount: await payoutAccount(app.db, app.config.encryptionKey, request.member!.id),
    }),
  );

  app.put(
    apiPaths.payoutAccount,
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['account'],
        operationId: 'requestPayoutAccountChange',
        summary:
          'Ask for a new payout account for the signed-in member: used once an operator approves it (IFSC checked against the bank and branch table)',
        security: bearer,
        body: bankDetailsSchema,
        response: { 200: payoutAccountResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      status: 'success' as const,
      payoutAccount: await requestBankChange(app.db, app.config.encryptionKey, request.member!, request.body),
    }),
  );

  app.post(
    apiPaths.sendRegistrationEmail,
    {
      config: publicLimit(app),
      schema: {
        tags: ['account'],
        operationId: 'sendRegistrationEmail',
        summary: 'Apply to become a member',
        security: noAuth,
        body: signupSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await submitApplication(app.db, app.config.encryptionKey, request.body, request.language);
      return { status: 'success' as const, message: t('account.registrationReceived') };
    },
  );

  // The reset request answers on two paths (the legacy one for links in old e-mails); one limiter for
  // both, so that the second path is not a second budget of reset mails per client.
  const resetLimiter = app.rateLimit(publicLimit(app).rateLimit);
  const resetOptions = {
    onRequest: resetLimiter,
    schema: {
      tags: ['account'],
      operationId: 'resetPassword',
      summary: 'Ask for a password reset e-mail',
      security: noAuth,
      body: resetRequestSchema,
      response: { 200: messageResponseSchema, ...errorResponses },
    },
  };
  const resetHandler = async (request: { body: { email: string }; language: Language }) => {
    const { email } = request.body;
    const member = await memberByEmail(app.db, email);
    // Unknown e-mails get the same answer and no mail: no account enumeration.
    if (member?.firebaseUid || (await isOperatorEmail(app.db, email))) {
      let link: string;
      try {
        link = await app.firebaseAuth.generatePasswordResetLink(email);
      } catch (error) {
        if (firebaseErrorCode(error) === 'auth/user-not-found') return { status: 'success' as const, message: t('common:login.resetSent') };
        app.log.error({ err: error }, 'generatePasswordResetLink failed');
        throw new HttpError(502, t('common:login.resetFailed'));
      }
      const oobCode = new URL(link).searchParams.get('oobCode');
      if (!oobCode) throw new HttpError(502, t('common:login.resetFailed'));
      // In the member's language; an operator's (or a member without one), the request's.
      const language = member ? (await memberPreferences(app.db, member.id)).language : request.language;
      await enqueueMail(app.db, resetMail(app.config.portalUrl, email, oobCode, language));
    }
    return { status: 'success' as const, message: t('common:login.resetSent') };
  };
  app.post(apiPaths.resetPassword, resetOptions, resetHandler);
  app.post(apiPaths.resetPasswordLegacy, { ...resetOptions, schema: { ...resetOptions.schema, hide: true } }, resetHandler);

  app.post(
    apiPaths.setPassword,
    {
      config: publicLimit(app),
      schema: {
        tags: ['account'],
        operationId: 'setPassword',
        summary: "Set a new member's first password with the invitation's token",
        security: noAuth,
        body: setPasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { email, token, password } = request.body;
      await app.db.transaction(async (tx) => {
        const memberId = await consumeInvite(tx, app.config.inviteSecret, token, email);
        if (memberId === null) throw new HttpError(400, t('account.invalidInvite'), { token: t('account.invalidInvite') });
        const member = await one<{ name: string; firebaseUid: string | null }>(
          tx,
          sql`SELECT name, firebase_uid AS "firebaseUid" FROM members WHERE id = ${memberId} FOR UPDATE`,
        );
        if (member!.firebaseUid) throw new HttpError(409, t('common:setPassword.alreadyRegistered'));
        const uid = await createMemberAccount(tx, app.firebaseAuth, request.log, { id: memberId, name: member!.name, email }, password);
        try {
          await tx.execute(sql`UPDATE members SET firebase_uid = ${uid} WHERE id = ${memberId}`);
        } catch (error) {
          await app.firebaseAuth.deleteUser(uid).catch(() => undefined);
          throw error;
        }
      });
      return { status: 'success' as const, message: t('account.passwordSet') };
    },
  );
}
