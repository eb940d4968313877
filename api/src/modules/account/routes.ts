import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/shared/validation';
import { t } from '../../i18n/index.js';
import { serve } from '../../plugins/contracts.js';
import { submitApplication } from '../../services/applications.js';
import { payoutAccount, requestBankChange } from '../../services/bankDetails.js';
import { accountState, inviteState, requestOwnInvite } from '../../services/invitations.js';
import { memberPreferences, updatePreferences } from '../../services/preferences.js';
import { publicLimit } from '../publicLimit.js';
import { memberProfile, requestPasswordReset, setFirstPassword } from './service.js';

// In English (the tests' expectations); answers are written in the request's language.
export const REGISTRATION_RECEIVED = t('account.registrationReceived');
export const PASSWORD_SET = t('account.passwordSet');
export const INVALID_INVITE = t('account.invalidInvite');

const { account } = endpoints;

export default async function accountRoutes(app: FastifyInstance) {
  serve(
    app,
    account.checkUser,
    async (request) => {
      // "Registered" means the account can sign in: an approved member who has set a password, or an operator.
      const state = await accountState(app.db, request.query.email);
      return { status: 'success' as const, userRegistered: state === 'registered', account: state };
    },
    { config: publicLimit(app) },
  );

  serve(
    app,
    account.requestInvite,
    async (request) => {
      const sent = await requestOwnInvite(
        app.db,
        { inviteSecret: app.config.inviteSecret, portalUrl: app.config.portalUrl },
        request.body.email,
      );
      request.log.info({ sent }, 'invite requested');
      return { status: 'success' as const, message: t('account.inviteRequested') };
    },
    { config: publicLimit(app) },
  );

  serve(
    app,
    account.inviteCheck,
    async (request) => ({
      status: 'success' as const,
      invite: await inviteState(app.db, app.config.inviteSecret, request.body.token, request.body.email),
    }),
    { config: publicLimit(app) },
  );

  serve(app, account.profile, async (request) => ({ status: 'success' as const, profile: await memberProfile(app, request.member!) }));

  serve(app, account.preferences, async (request) => ({
    status: 'success' as const,
    preferences: await memberPreferences(app.db, request.member!.id),
  }));

  serve(app, account.updatePreferences, async (request) => ({
    status: 'success' as const,
    preferences: await updatePreferences(app.db, request.member!.id, {
      renewalReminders: request.body.renewalReminders,
      language: request.body.language,
    }),
  }));

  serve(app, account.payoutAccount, async (request) => ({
    status: 'success' as const,
    payoutAccount: await payoutAccount(app.db, app.config.encryptionKey, request.member!.id),
  }));

  serve(app, account.requestPayoutAccountChange, async (request) => ({
    status: 'success' as const,
    payoutAccount: await requestBankChange(app.db, app.config.encryptionKey, request.member!, request.body),
  }));

  serve(
    app,
    account.sendRegistrationEmail,
    async (request) => {
      await submitApplication(app.db, app.config.encryptionKey, request.body, request.language, app.config.identityHashKey);
      return { status: 'success' as const, message: t('account.registrationReceived') };
    },
    { config: publicLimit(app) },
  );

  // The reset request answers on two paths (the legacy one for links in old e-mails) with one limiter for
  // both, so that the second path is not a second budget of reset mails per client. A scope of their own
  // puts the limiter before anything else, as a route's own limit is.
  await app.register(async (resets) => {
    resets.addHook('onRequest', resets.rateLimit(publicLimit(app).rateLimit));
    for (const endpoint of [account.resetPassword, account.resetPasswordLegacy]) {
      serve(resets, endpoint, async (request) => {
        await requestPasswordReset(app, request.body.email, request.language);
        return { status: 'success' as const, message: t('common:login.resetSent') };
      });
    }
  });

  serve(
    app,
    account.setPassword,
    async (request) => {
      await setFirstPassword(app, request.log, request.body);
      return { status: 'success' as const, message: t('account.passwordSet') };
    },
    { config: publicLimit(app) },
  );
}
