import { memberCodeParamsSchema } from '../schemas/common';
import {
  memberDetailsResponseSchema,
  memberMoveResponseSchema,
  memberMoveSchema,
  memberSearchQuerySchema,
  memberSearchResponseSchema,
  memberSignInSchema,
} from '../schemas/members';
import { defineEndpoints } from '@portal/shared/validation';

/** The back office's members: search the network, one member, their sign-in, their place in the tree, their invite. */
export const members = defineEndpoints('admin', {
  adminSearchMembers: {
    method: 'GET',
    path: '/admin/members',
    access: 'operator',
    summary: 'Members of the whole network whose name, code or e-mail contains the search text',
    query: memberSearchQuerySchema,
    responses: { 200: memberSearchResponseSchema },
  },
  adminMember: {
    method: 'GET',
    path: '/admin/members/:code',
    access: 'operator',
    summary: "A member's details (identity and bank numbers masked), direct team and sales totals",
    params: memberCodeParamsSchema,
    responses: { 200: memberDetailsResponseSchema },
  },
  adminSetMemberSignIn: {
    method: 'PUT',
    path: '/admin/members/:code/sign-in',
    access: 'operator',
    summary: "Disable or enable a member's sign-in (their Firebase account); disabling ends their sessions",
    params: memberCodeParamsSchema,
    body: memberSignInSchema,
    responses: { 200: memberDetailsResponseSchema },
  },
  adminMoveMember: {
    method: 'POST',
    path: '/admin/members/:code/move',
    access: 'operator',
    summary: 'Move a member with their whole subtree under another parent (refused when it would make a loop)',
    params: memberCodeParamsSchema,
    body: memberMoveSchema,
    responses: { 200: memberMoveResponseSchema },
  },
  adminMemberResendInvite: {
    method: 'POST',
    path: '/admin/members/:code/resend-invite',
    access: 'operator',
    summary: 'E-mail a new set-password link to a member who has not set a password; earlier links stop working (audited)',
    params: memberCodeParamsSchema,
    responses: { 200: memberDetailsResponseSchema },
  },
});
