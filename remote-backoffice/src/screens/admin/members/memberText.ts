import type { MemberSummary } from '@portal/shared/validation';

export const levelText = (depth: number) => (depth === 0 ? 'Top member' : `Level ${depth}`);

export const teamText = (size: number) => (size === 0 ? 'No team' : `Team of ${size.toLocaleString('en-IN')}`);

/** Whether they can sign in: no account until they set a password; an operator may disable one. */
export function signInText(member: Pick<MemberSummary, 'hasAccount' | 'signInDisabled'>): string {
  if (!member.hasAccount) return 'No password set yet';
  return member.signInDisabled ? 'Sign-in disabled' : 'Can sign in';
}
