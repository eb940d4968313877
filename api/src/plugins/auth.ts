import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from 'firebase-admin/auth';
import { unauthorized } from '../errors.js';
import { memberByUid, type MemberRow } from '../services/members.js';
import { unencapsulated } from './unencapsulated.js';

declare module 'fastify' {
  interface FastifyInstance {
    firebaseAuth: Auth;
    /** onRequest hook: verifies the bearer Firebase ID token and loads the caller's member, else 401. */
    requireMember: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    member: MemberRow | null;
  }
}

export const authPlugin = unencapsulated(async (app: FastifyInstance, opts: { auth: Auth }) => {
  app.decorate('firebaseAuth', opts.auth);
  app.decorateRequest('member', null);
  app.decorate('requireMember', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match) throw unauthorized('Please log in to continue.');
    let uid: string;
    try {
      uid = (await opts.auth.verifyIdToken(match[1]!)).uid;
    } catch (error) {
      request.log.info({ code: (error as { code?: string }).code }, 'rejected ID token');
      throw unauthorized();
    }
    const member = await memberByUid(app.db, uid);
    if (!member) throw unauthorized('This account is not linked to a member.');
    request.member = member;
  });
});
