import type { MemberSummary } from '@portal/shared/admin';
import { t } from '../../../i18n';
import { count } from '../../../lib/format';

export const levelText = (depth: number) => (depth === 0 ? t('members.topMember') : t('members.level', { depth: count(depth) }));

export const teamText = (size: number) => (size === 0 ? t('members.noTeam') : t('members.teamOf', { size: count(size) }));

/** Whether they can sign in: no account until they set a password; an operator may disable one. */
export function signInText(member: Pick<MemberSummary, 'hasAccount' | 'signInDisabled'>): string {
  if (!member.hasAccount) return t('members.noPassword');
  return member.signInDisabled ? t('members.signInDisabled') : t('members.canSignIn');
}
