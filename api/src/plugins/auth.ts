import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from 'firebase-admin/auth';
import type { OperatorActor } from '@portal/shared/admin';
import { HttpError, unauthorized } from '../errors.js';
import { t } from '../i18n/index.js';
import { preparedRows, sql, type Db } from '../db/client.js';
import type { MemberRow } from '../services/members.js';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    firebaseAuth: Auth;
    /** onRequest hook: verifies the bearer Firebase ID token and loads the caller's member, else 401. */
    requireMember: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook of every `/admin/*` route: 401 without a valid token, 403 unless it has the operator role. */
    requireOperator: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    member: MemberRow | null;
    /** The operator calling an `/admin/*` route (set by requireOperator). */
    operator: OperatorActor | null;
  }
}

/**
 * Verified tokens are remembered briefly (never past their expiry): verification costs a round trip to
 * the Auth emulator locally, and signature checks plus the revocation look-up in production, on every
 * request otherwise. A revoked or disabled account's token is refused at the latest this long after the
 * revocation (`config.tokenCacheMs`, TOKEN_CACHE_MS).
 */
const TOKEN_CACHE_SIZE = 5_000;

/**
 * The caller's member (the columns of `memberByUid`), on every authenticated request: a prepared statement,
 * a unique-key lookup whose plan is the same for every uid.
 */
async function memberByUid(db: Db, uid: string): Promise<(MemberRow & { signInDisabled: boolean }) | undefined> {
  const found = await preparedRows<MemberRow & { signInDisabled: boolean }>(
    db,
    sql`SELECT id, co_code AS "coCode", parent_id AS "parentId", path, name, email, mobile, pan_enc AS "panEnc",
          aadhaar_enc AS "aadhaarEnc", bank_name AS "bankName", bank_account_enc AS "bankAccountEnc", firebase_uid AS "firebaseUid",
          sign_in_disabled_at IS NOT NULL AS "signInDisabled"
        FROM members WHERE firebase_uid = ${uid}`,
  );
  return found[0];
}

/** What a verified ID token says about its account. */
interface VerifiedToken {
  uid: string;
  email: string;
  /** The custom claim `role` (set by the CLI's create-operator), or null. */
  role: string | null;
}

/** In English (the tests' expectations); answers are written in the request's language. */
export const SIGN_IN_DISABLED = t('auth.signInDisabled');

export const OPERATORS_ONLY = t('auth.operatorsOnly');

export const authPlugin = fp(async (app: FastifyInstance, opts: { auth: Auth }) => {
  const verified = new Map<string, VerifiedToken & { until: number }>();
  const cacheMs = app.config.tokenCacheMs;
  async function verify(token: string): Promise<VerifiedToken> {
    const now = Date.now();
    const hit = verified.get(token);
    if (hit && hit.until > now) return hit;
    // checkRevoked: refuse tokens of disabled users and tokens issued before revokeRefreshTokens. (The
    // emulator checks this anyway; production only when asked.)
    const decoded = await opts.auth.verifyIdToken(token, true);
    const account = { uid: decoded.uid, email: decoded.email ?? '', role: typeof decoded['role'] === 'string' ? decoded['role'] : null };
    if (verified.size >= TOKEN_CACHE_SIZE) verified.delete(verified.keys().next().value!);
    if (cacheMs > 0) verified.set(token, { ...account, until: Math.min(now + cacheMs, decoded.exp * 1000) });
    return account;
  }

  /** The bearer token's account, or 401. */
  async function accountOf(request: FastifyRequest): Promise<VerifiedToken> {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match) throw unauthorized(t('common:api.logInToContinue'));
    try {
      return await verify(match[1]!);
    } catch (error) {
      request.log.info({ code: (error as { code?: string }).code }, 'rejected ID token');
      throw unauthorized();
    }
  }

  app.decorate('firebaseAuth', opts.auth);
  app.decorateRequest('member', null);
  app.decorateRequest('operator', null);
  app.decorate('requireOperator', async (request: FastifyRequest) => {
    const account = await accountOf(request);
    if (account.role !== 'operator') throw new HttpError(403, t('auth.operatorsOnly'));
    request.operator = { uid: account.uid, email: account.email };
  });
  app.decorate('requireMember', async (request: FastifyRequest) => {
    const { uid } = await accountOf(request);
    const member = await memberByUid(app.db, uid);
    if (!member) throw unauthorized(t('auth.notLinked'));
    // At once, not only when the cached token or the token itself runs out.
    if (member.signInDisabled) throw unauthorized(t('auth.signInDisabled'));
    const { signInDisabled: _, ...row } = member;
    request.member = row;
  });
});
