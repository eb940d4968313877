import type { FastifyInstance } from 'fastify';
import { adminEndpoints } from '@portal/shared/admin';
import { serve } from '../../../plugins/contracts.js';
import { resendMemberInvite } from '../../../services/invitations.js';
import { moveMember } from './move.js';
import { DEFAULT_MEMBER_SEARCH_LIMIT, memberDetails, searchMembers, setMemberSignIn } from './service.js';

/** The back office's members: search the network, one member, their sign-in, their place in the tree, their invite. */
export default async function adminMembersRoutes(app: FastifyInstance) {
  const area = adminEndpoints.members;
  const details = async (code: string) => ({
    status: 'success' as const,
    member: await memberDetails(app.db, app.config.encryptionKey, code),
  });

  serve(app, area.adminSearchMembers, async (request) => ({
    status: 'success' as const,
    members: await searchMembers(app.db, request.query.q, request.query.limit ?? DEFAULT_MEMBER_SEARCH_LIMIT),
  }));

  serve(app, area.adminMember, async (request) => details(request.params.code));

  serve(app, area.adminSetMemberSignIn, async (request) => ({
    status: 'success' as const,
    member: await setMemberSignIn(
      app.db,
      app.firebaseAuth,
      app.config.encryptionKey,
      request.operator!,
      request.params.code,
      request.body.enabled,
    ),
  }));

  serve(app, area.adminMoveMember, async (request) => {
    const result = await moveMember(app.db, request.operator!, { code: request.params.code, parentCoCode: request.body.parentCoCode });
    app.sellerPaths.kick();
    return { status: 'success' as const, ...result, member: await memberDetails(app.db, app.config.encryptionKey, request.params.code) };
  });

  serve(app, area.adminMemberResendInvite, async (request) => {
    await resendMemberInvite(
      app.db,
      { inviteSecret: app.config.inviteSecret, portalUrl: app.config.portalUrl },
      request.operator!,
      request.params.code,
    );
    return details(request.params.code);
  });
}
