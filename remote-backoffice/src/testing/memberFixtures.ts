/* Test helper of the screens: a member as the API lists them. */
import type { MemberSummary } from '@portal/shared/admin';

/** A level-1 member under Rajesh Sharma (AP1001), with an account; e-mail from their first name. */
export const makeMemberSummary = (coCode: string, name: string, extra: Partial<MemberSummary> = {}): MemberSummary => ({
  coCode,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  depth: 1,
  parentCoCode: 'AP1001',
  parentName: 'Rajesh Sharma',
  subtreeSize: 0,
  hasAccount: true,
  signInDisabled: false,
  ...extra,
});
