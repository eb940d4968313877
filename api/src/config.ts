import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MONEY_CEILING_PAISE, RUPEES_AMOUNT_PATTERN, rupeesToPaise } from '@portal/shared/validation';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RateLimitSettings {
  max: number;
  timeWindowMs: number;
}

export interface AppConfig {
  portalUrl: string;
  portalOrigins: string[];
  firebaseProjectId: string;
  inviteSecret: string;
  /** 32-byte key for AES-256-GCM of Aadhaar/bank/PAN values. */
  encryptionKey: Buffer;
  contactInbox: string;
  mailFrom: string;
  /** Requests per window per client IP on each public endpoint. */
  publicRateLimit: RateLimitSettings;
  logLevel: string;
  /** Fastify `trustProxy` (TRUST_PROXY): behind nginx the client IP, and so the rate limit key, comes from X-Forwarded-For. */
  trustProxy: boolean | number | string;
  /** How long a verified ID token is remembered (TOKEN_CACHE_MS; 0: verify every request). Revocation takes effect within this. */
  tokenCacheMs?: number;
  /** Between runs of the renewal reminder digests (REMINDERS_INTERVAL_MS, default 1 hour; 0: never). */
  remindersIntervalMs?: number;
  /** The current time; what "today" means for date-relative answers (renewals). Tests pin it. */
  now?: () => Date;
  /** The most one payment or one amount of an imported policy may be (MONEY_CEILING_RUPEES, default ₹1 crore). */
  moneyCeilingPaise?: number;
}

const DEV_INVITE_SECRET = 'dev-only-invite-secret-change-me';
const DEV_ENCRYPTION_KEY = 'ZGV2LW9ubHktZGF0YS1lbmNyeXB0aW9uLWtleS0zMmI='; // 32 bytes, base64

function parseKey(value: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes (64 hex characters or base64)');
  return key;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env['NODE_ENV'] === 'production';
  const inviteSecret = env['INVITE_SECRET'] ?? (production ? undefined : DEV_INVITE_SECRET);
  const keyText = env['DATA_ENCRYPTION_KEY'] ?? (production ? undefined : DEV_ENCRYPTION_KEY);
  if (!inviteSecret || !keyText) {
    throw new Error('INVITE_SECRET and DATA_ENCRYPTION_KEY must be set when NODE_ENV=production');
  }
  // Against the emulator, firebase-admin accepts unsigned ID tokens: anyone could claim any uid. A
  // production build may only do that when the operator says so (the local compose stack does).
  if (production && env['FIREBASE_AUTH_EMULATOR_HOST'] && env['ALLOW_AUTH_EMULATOR'] !== 'true') {
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is set with NODE_ENV=production: ID tokens would not be verified. ' +
        'Unset it, or set ALLOW_AUTH_EMULATOR=true for a local stack.',
    );
  }
  const origins = env['PORTAL_ORIGINS']
    ? env['PORTAL_ORIGINS'].split(',').map((o) => o.trim()).filter(Boolean)
    : ['http://127.0.0.1:3000', 'http://localhost:3000', ...[3001, 3002, 3003].flatMap((p) => [`http://127.0.0.1:${p}`, `http://localhost:${p}`])];
  return {
    portalUrl: (env['PORTAL_URL'] ?? 'http://127.0.0.1:3000').replace(/\/$/, ''),
    portalOrigins: origins,
    firebaseProjectId: env['FIREBASE_PROJECT_ID'] ?? 'demo-portal',
    inviteSecret,
    encryptionKey: parseKey(keyText),
    contactInbox: env['CONTACT_INBOX'] ?? 'contact@agentportal.in',
    mailFrom: env['MAIL_FROM'] ?? 'Agent Portal <no-reply@agentportal.in>',
    publicRateLimit: {
      max: Number(env['PUBLIC_RATE_LIMIT_MAX'] ?? 20),
      timeWindowMs: Number(env['PUBLIC_RATE_LIMIT_WINDOW_MS'] ?? 60_000),
    },
    logLevel: env['LOG_LEVEL'] ?? 'info',
    trustProxy: parseTrustProxy(env['TRUST_PROXY']),
    ...(env['TOKEN_CACHE_MS'] ? { tokenCacheMs: Number(env['TOKEN_CACHE_MS']) } : {}),
    remindersIntervalMs: parseInterval(env['REMINDERS_INTERVAL_MS']),
    moneyCeilingPaise: parseMoneyCeiling(env['MONEY_CEILING_RUPEES']),
  };
}

function parseMoneyCeiling(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_MONEY_CEILING_PAISE;
  if (!RUPEES_AMOUNT_PATTERN.test(value.trim()) || rupeesToPaise(value.trim()) === 0) {
    throw new Error('MONEY_CEILING_RUPEES must be an amount in rupees above 0 with at most 2 decimals, e.g. 10000000');
  }
  return rupeesToPaise(value.trim());
}

function parseInterval(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 3_600_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error('REMINDERS_INTERVAL_MS must be a whole number of milliseconds (0 disables the reminders)');
  return ms;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  // Fastify 5 ignores X-Forwarded-For entirely for a hop count (it cannot check who the peer is): every
  // client would share the proxy's address, and so one rate-limit bucket. Refuse it rather than degrade.
  if (/^\d+$/.test(value)) {
    throw new Error(`TRUST_PROXY=${value}: hop counts are not supported; give the proxy's addresses or subnets (e.g. "loopback,uniquelocal")`);
  }
  return value;
}
