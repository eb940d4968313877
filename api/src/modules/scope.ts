import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../errors.js';
import { memberInSubtree, type MemberRow } from '../services/members.js';

/**
 * The member a member-scoped route asks about, if it is the caller or below the caller; anything else
 * (unknown codes too) is 403. Every route under a member's code goes through it.
 */
export async function scopedMember(app: FastifyInstance, request: FastifyRequest, coCode: string): Promise<MemberRow> {
  // The caller's own code (the usual case): the member loaded by requireMember, no second lookup.
  if (coCode === request.member!.coCode) return request.member!;
  const target = await memberInSubtree(app.db, request.member!.path, coCode);
  if (!target) throw forbidden();
  return target;
}
