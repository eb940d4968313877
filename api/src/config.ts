import { hkdfSync } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RUPEES_AMOUNT_PATTERN, rupeesToPaise } from '@portal/shared/admin';
import { positiveSetting, setting } from './settings.js';

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
  tokenCacheMs: number;
  /** Between runs of the renewal reminder digests (REMINDERS_INTERVAL_MS, default 1 hour; 0: never). */
  remindersIntervalMs?: number;
  /** The current time; what "today" means for date-relative answers (renewals). Tests pin it. */
  now?: () => Date;
  /** The most one payment or one amount of an imported policy may be (MONEY_CEILING_RUPEES, default ₹1 crore). */
  moneyCeilingPaise?: number;
  /** Recording or voiding a payment above this needs the operator's confirmation (PAYMENT_CONFIRM_ABOVE_RUPEES, default ₹1,00,000). */
  paymentConfirmAbovePaise?: number;
  /** Certification's rules (CERTIFICATION_* settings). */
  certification: CertificationSettings;
  /** Key of the PAN and Aadhaar keyed hashes (IDENTITY_HASH_KEY, else derived from the encryption key). */
  identityHashKey: Buffer;
  /** The deductor's TAN printed on payout statements (DEDUCTOR_TAN; a demo one with demo sign-in), null when unset. */
  deductorTan: string | null;
  /**
   * Demo sign-in (DEMO_SIGN_IN=true beside FIREBASE_AUTH_EMULATOR_HOST): ID tokens come from the Auth emulator
   * and are accepted unsigned, so anyone who reaches the API can sign in as anyone, operators included.
   */
  demoSignIn: boolean;
  /** Payout queries' abuse limits (see `QueryLimitSettings`). */
  queryLimits: QueryLimitSettings;
}

/**
 * Payout queries' abuse limits. `openPerMember`: a member's unresolved (open and in-review) queries; one more
 * is a 409. `writesPerMinute`: raises, and replies, each route apart, per authenticated member per minute
 * (the database's rate-limit counters, so every API process shares them); one more is a 429.
 */
export interface QueryLimitSettings {
  openPerMember: number;
  writesPerMinute: number;
}

export interface CertificationSettings {
  /** Training time required before the examination. */
  trainingMinutes: number;
  /** Questions per sitting. */
  questions: number;
  timeLimitMinutes: number;
  passPercent: number;
  attemptsPerDay: number;
  /** How often an open module reports; the most one heartbeat credits is this plus a small grace. */
  heartbeatSeconds: number;
}

/** Production's required training: 15 hours. */
const TRAINING_MINUTES = 900;
/** The demo stacks' (and the e2e's): short enough to train through in a browser test. */
const DEMO_TRAINING_MINUTES = 2;

function certificationFromEnv(env: NodeJS.ProcessEnv, demoSignIn: boolean): CertificationSettings {
  const passPercent = positiveSetting(env, 'CERTIFICATION_PASS_PERCENT', { integer: true });
  if (passPercent > 100) throw new Error(`CERTIFICATION_PASS_PERCENT=${passPercent}: give a whole percent from 1 to 100`);
  const minutesText = setting(env, 'CERTIFICATION_TRAINING_MINUTES');
  return {
    trainingMinutes:
      minutesText === undefined
        ? demoSignIn
          ? DEMO_TRAINING_MINUTES
          : TRAINING_MINUTES
        : positiveSetting(env, 'CERTIFICATION_TRAINING_MINUTES', { integer: true }),
    questions: positiveSetting(env, 'CERTIFICATION_QUESTIONS', { integer: true }),
    timeLimitMinutes: positiveSetting(env, 'CERTIFICATION_TIME_LIMIT_MINUTES', { integer: true }),
    passPercent,
    attemptsPerDay: positiveSetting(env, 'CERTIFICATION_ATTEMPTS_PER_DAY', { integer: true }),
    heartbeatSeconds: positiveSetting(env, 'CERTIFICATION_HEARTBEAT_SECONDS', { integer: true }),
  };
}

/** IDENTITY_HASH_KEY, else a key of its own derived from the encryption key (never the same bytes). */
function identityHashKeyFromEnv(env: NodeJS.ProcessEnv, encryptionKey: Buffer): Buffer {
  const text = setting(env, 'IDENTITY_HASH_KEY');
  if (text === undefined) return Buffer.from(hkdfSync('sha256', encryptionKey, Buffer.alloc(0), 'identity-number-hash', 32));
  const key = /^[0-9a-f]+$/i.test(text) && text.length % 2 === 0 ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length < 32) throw new Error('IDENTITY_HASH_KEY must be at least 32 bytes (hex or base64)');
  return key;
}

/** The demo stacks' TAN, plainly not a real one, so their statements show where the TAN goes. */
const DEMO_DEDUCTOR_TAN = 'DEMO00000D';

function deductorTanFromEnv(env: NodeJS.ProcessEnv): string | null {
  const text = setting(env, 'DEDUCTOR_TAN')?.trim().toUpperCase();
  if (!text) return null;
  if (!/^[A-Z]{4}\d{5}[A-Z]$/.test(text))
    throw new Error(`DEDUCTOR_TAN=${text}: a TAN is 4 letters, 5 digits and a letter, e.g. DELA12345B`);
  return text;
}

const DEV_INVITE_SECRET = 'dev-only-invite-secret-change-me';
const DEV_ENCRYPTION_KEY = 'ZGV2LW9ubHktZGF0YS1lbmNyeXB0aW9uLWtleS0zMmI='; // 32 bytes, base64

function parseKey(value: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes (64 hex characters or base64)');
  return key;
}

/** Where the database is: PostgreSQL at DATABASE_URL, else PGlite in PGLITE_DIR. */
export function databaseFromEnv(env: NodeJS.ProcessEnv = process.env): { databaseUrl: string | undefined; pgliteDir: string } {
  return {
    databaseUrl: setting(env, 'DATABASE_URL'),
    pgliteDir: setting(env, 'PGLITE_DIR') ?? path.join(repoRoot, '.data', 'pglite'),
  };
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = setting(env, 'NODE_ENV') === 'production';
  const inviteSecret = setting(env, 'INVITE_SECRET') ?? (production ? undefined : DEV_INVITE_SECRET);
  const keyText = setting(env, 'DATA_ENCRYPTION_KEY') ?? (production ? undefined : DEV_ENCRYPTION_KEY);
  if (!inviteSecret || !keyText) {
    throw new Error('INVITE_SECRET and DATA_ENCRYPTION_KEY must be set when NODE_ENV=production');
  }
  const originsText = setting(env, 'PORTAL_ORIGINS');
  const origins = originsText
    ? originsText
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean)
    : [
        'http://127.0.0.1:3000',
        'http://localhost:3000',
        ...[3001, 3002, 3003].flatMap((p) => [`http://127.0.0.1:${p}`, `http://localhost:${p}`]),
      ];
  const encryptionKey = parseKey(keyText);
  const demoSignIn = demoSignInFromEnv(env);
  return {
    portalUrl: setting(env, 'PORTAL_URL')!.replace(/\/$/, ''),
    portalOrigins: origins,
    firebaseProjectId: setting(env, 'FIREBASE_PROJECT_ID')!,
    inviteSecret,
    encryptionKey,
    contactInbox: setting(env, 'CONTACT_INBOX')!,
    mailFrom: setting(env, 'MAIL_FROM')!,
    publicRateLimit: {
      max: positiveSetting(env, 'PUBLIC_RATE_LIMIT_MAX', { integer: true }),
      timeWindowMs: positiveSetting(env, 'PUBLIC_RATE_LIMIT_WINDOW_MS', { integer: true }),
    },
    logLevel: setting(env, 'LOG_LEVEL')!,
    trustProxy: parseTrustProxy(setting(env, 'TRUST_PROXY')),
    tokenCacheMs: parseTokenCache(setting(env, 'TOKEN_CACHE_MS')!),
    remindersIntervalMs: parseInterval(setting(env, 'REMINDERS_INTERVAL_MS')!),
    moneyCeilingPaise: parseMoneyCeiling(setting(env, 'MONEY_CEILING_RUPEES')!),
    paymentConfirmAbovePaise: parsePaymentConfirmAbove(setting(env, 'PAYMENT_CONFIRM_ABOVE_RUPEES')!),
    demoSignIn,
    certification: certificationFromEnv(env, demoSignIn),
    identityHashKey: identityHashKeyFromEnv(env, encryptionKey),
    deductorTan: deductorTanFromEnv(env) ?? (demoSignIn ? DEMO_DEDUCTOR_TAN : null),
    queryLimits: {
      openPerMember: positiveSetting(env, 'QUERIES_OPEN_PER_MEMBER', { integer: true }),
      writesPerMinute: positiveSetting(env, 'QUERIES_WRITES_PER_MINUTE', { integer: true }),
    },
    ...clockFromEnv(env),
  };
}

/**
 * TEST_CLOCK_START (an ISO instant; refused in production): the API's clock starts at that instant and runs
 * on from there, so a browser test can act at a chosen hour of India's day (00:30) whenever it runs.
 */
function clockFromEnv(env: NodeJS.ProcessEnv): { now?: () => Date } {
  const start = setting(env, 'TEST_CLOCK_START');
  if (start === undefined || start.trim() === '') return {};
  if (setting(env, 'NODE_ENV') === 'production')
    throw new Error('TEST_CLOCK_START is for tests only and is refused with NODE_ENV=production');
  const startMs = Date.parse(start);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(start) || Number.isNaN(startMs))
    throw new Error(`TEST_CLOCK_START=${start}: give an ISO instant, e.g. 2026-11-26T19:00:00Z`);
  const began = Date.now();
  return { now: () => new Date(startMs + Date.now() - began) };
}

/**
 * With FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin accepts unsigned (alg none) ID tokens: a hand-made
 * token with any uid or `role: operator` passes. Pointing at the emulator is one variable, easily carried
 * into a deployment by mistake; so the host alone is refused, and accepting such tokens needs a second,
 * explicit DEMO_SIGN_IN=true, which a production process refuses.
 */
function demoSignInFromEnv(env: NodeJS.ProcessEnv): boolean {
  const production = setting(env, 'NODE_ENV') === 'production';
  const optIn = setting(env, 'DEMO_SIGN_IN') ?? '';
  if (!['', 'true', 'false'].includes(optIn)) throw new Error(`DEMO_SIGN_IN=${optIn}: set it to true (demo sign-in) or leave it unset`);
  if (optIn === 'true' && production) {
    throw new Error(
      'DEMO_SIGN_IN=true with NODE_ENV=production: demo sign-in accepts unsigned ID tokens and is never for production. ' +
        'Unset DEMO_SIGN_IN and FIREBASE_AUTH_EMULATOR_HOST (a real Firebase project), or run the demo with another NODE_ENV.',
    );
  }
  if (!setting(env, 'FIREBASE_AUTH_EMULATOR_HOST')) return false;
  if (production) {
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is set with NODE_ENV=production: the API would accept unsigned ID tokens, so anyone could sign in as anyone. ' +
        'Unset it: production verifies the ID tokens of a real Firebase project.',
    );
  }
  if (optIn !== 'true') {
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is set: the API would accept unsigned ID tokens, so anyone could sign in as anyone. ' +
        'Set DEMO_SIGN_IN=true to run with demo sign-in (local and demo stacks only), or unset FIREBASE_AUTH_EMULATOR_HOST.',
    );
  }
  return true;
}

function parseMoneyCeiling(value: string): number {
  if (!RUPEES_AMOUNT_PATTERN.test(value.trim()) || rupeesToPaise(value.trim()) === 0) {
    throw new Error('MONEY_CEILING_RUPEES must be an amount in rupees above 0 with at most 2 decimals, e.g. 10000000');
  }
  return rupeesToPaise(value.trim());
}

function parsePaymentConfirmAbove(value: string): number {
  if (!RUPEES_AMOUNT_PATTERN.test(value.trim())) {
    throw new Error(
      'PAYMENT_CONFIRM_ABOVE_RUPEES must be an amount in rupees with at most 2 decimals, e.g. 100000 (0: confirm every payment)',
    );
  }
  return rupeesToPaise(value.trim());
}

function parseTokenCache(value: string): number {
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error('TOKEN_CACHE_MS must be a whole number of milliseconds (0: verify every request)');
  return ms;
}

function parseInterval(value: string): number {
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error('REMINDERS_INTERVAL_MS must be a whole number of milliseconds (0 disables the reminders)');
  return ms;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  // Fastify 5 ignores X-Forwarded-For entirely for a hop count (it cannot check who the peer is): every
  // client would share the proxy's address, and so one rate-limit bucket. Refuse it rather than degrade.
  if (/^\d+$/.test(value)) {
    throw new Error(
      `TRUST_PROXY=${value}: hop counts are not supported; give the proxy's addresses or subnets (e.g. "loopback,uniquelocal")`,
    );
  }
  return value;
}
