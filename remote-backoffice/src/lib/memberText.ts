import type { MemberSummary } from '@portal/shared/admin';
import { t } from '../i18n';
import { count } from './format';

/** How a member is named on every screen: "Priya Nair (AP1002)". */
export const memberLabel = (member: Pick<MemberSummary, 'name' | 'coCode'>) => `${member.name} (${member.coCode})`;

/** What a member search says of its answer: "2 members found", "No member matches “x”." */
export const membersFoundText = (found: number) => t('picker.membersFound', { count: found, n: count(found) });
export const noMemberMatchesText = (q: string) => t('picker.noMatch', { q });
