import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { Auth } from 'firebase-admin/auth';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { authPlugin } from './plugins/auth.js';
import { contractsOnlyPlugin } from './plugins/contracts.js';
import { dbPlugin } from './plugins/db.js';
import { errorsPlugin } from './plugins/errors.js';
import { languagePlugin } from './plugins/language.js';
import { metricsPlugin } from './plugins/metrics.js';
import { openapiPlugin } from './plugins/openapi.js';
import { REQUEST_ID_HEADER, REQUEST_ID_LOG_LABEL, requestIdOf, requestIdPlugin } from './plugins/requestId.js';
import { securityPlugin } from './plugins/security.js';
import { sellerPathsPlugin } from './plugins/sellerPaths.js';
import { apiModules } from './modules/index.js';
import { createFirebase } from './services/firebase.js';
import { t } from './i18n/index.js';
import { setting } from './settings.js';

export interface BuildAppOptions {
  database: Database;
  config: AppConfig;
  /** A firebase-admin Auth to use; by default one is created for `config.firebaseProjectId` and closed with the app. */
  auth?: Auth;
  /** Pino options, or false for silence (tests). */
  logger?: FastifyServerOptions['logger'];
}

/** Log redaction: credentials and identity/banking numbers never reach the logs. */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.idToken',
  '*.pan',
  '*.panNo',
  '*.aadhar',
  '*.aadharNo',
  '*.aadhaar',
  '*.bankAccount',
  '*.accountNumber',
  '*.accountNumberConfirm',
  '*.oobCode',
];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      // Query strings can carry e-mails and invite tokens: log the path only.
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: req.url.split('?')[0], ip: req.ip }),
    },
  };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  // firebase-admin reads the emulator host from the process's environment on every verification, whatever
  // configuration the app was given: an app built from a configuration that did not opt in must not run so.
  const emulatorHost = setting(process.env, 'FIREBASE_AUTH_EMULATOR_HOST');
  if (emulatorHost && !options.config.demoSignIn) {
    throw new Error(
      `FIREBASE_AUTH_EMULATOR_HOST=${emulatorHost} is set but demo sign-in is off: the API would accept unsigned ID tokens. ` +
        'Set DEMO_SIGN_IN=true (local and demo stacks only), or unset FIREBASE_AUTH_EMULATOR_HOST.',
    );
  }
  const serverOptions: FastifyServerOptions = {
    logger: options.logger ?? loggerOptions(options.config.logLevel),
    bodyLimit: 64 * 1024,
    trustProxy: options.config.trustProxy as FastifyServerOptions['trustProxy'],
    requestIdHeader: false,
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
    // Fastify's refusals before any hook runs (a URL that does not decode, a path parameter too long): in the
    // API's error shape, with the request's ID.
    frameworkErrors: (error, request, reply) =>
      void (reply as FastifyReply)
        .code(error.statusCode ?? 400)
        .header(REQUEST_ID_HEADER, request.id)
        .send({ status: 'error', message: t('common:api.badRequest') }),
  };
  const app = Fastify(serverOptions);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (options.config.demoSignIn) {
    app.log.warn(
      { demoSignIn: true, authEmulator: emulatorHost },
      'DEMO SIGN-IN: ID tokens from the Auth emulator are accepted unsigned, so anyone who reaches this API can sign in as anyone, operators included. Local and demo stacks only.',
    );
  }

  let ownFirebase: ReturnType<typeof createFirebase> | undefined;
  if (!options.auth) ownFirebase = createFirebase(options.config.firebaseProjectId);
  const auth = options.auth ?? ownFirebase!.auth;
  if (ownFirebase) app.addHook('onClose', async () => ownFirebase!.close());

  // Before any route: a route without an endpoint contract stops the app from being built.
  await app.register(contractsOnlyPlugin);
  // First: every later hook, check and handler runs in the request's language.
  await app.register(languagePlugin);
  await app.register(requestIdPlugin);
  await app.register(errorsPlugin);
  await app.register(dbPlugin, { database: options.database, config: options.config });
  await app.register(metricsPlugin, { database: options.database });
  await app.register(sellerPathsPlugin);
  await app.register(securityPlugin, { origins: options.config.portalOrigins });
  await app.register(openapiPlugin);
  await app.register(authPlugin, { auth });

  for (const module of apiModules) await app.register(module);
  return app;
}
