import type { MemberSummary } from '@portal/shared/validation';

/** How a member is named on every screen: "Priya Nair (AP1002)". */
export const memberLabel = (member: Pick<MemberSummary, 'name' | 'coCode'>) => `${member.name} (${member.coCode})`;

/** What a member search says of its answer: "2 members found", "No member matches “x”." */
export const membersFoundText = (count: number) => `${count.toLocaleString('en-IN')} member${count === 1 ? '' : 's'} found`;
export const noMemberMatchesText = (q: string) => `No member matches “${q}”.`;
