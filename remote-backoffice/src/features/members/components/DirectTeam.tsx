import { Button } from '@portal/shared/ui';
import type { MemberDetails } from '@portal/shared/admin';
import { memberLabel } from '../../../lib/memberText';
import { teamText } from '../lib/memberText';
import feedback from '../../../styles/feedback.module.css';
import layout from '../../../styles/layout.module.css';
import styles from './Members.module.css';
import { count } from '../../../lib/format';
import { useT } from '../../../i18n';

/** The members directly under this one, each opening their own details (walking down the tree). */
export function DirectTeam({ member, onOpen }: { member: MemberDetails; onOpen: (code: string) => void }) {
  const { t } = useT();
  return (
    <>
      <h3 className={styles.subTitle}>{t('members.team.title', { n: count(member.childCount) })}</h3>
      {member.children.length ? (
        <ul className={layout.plainList}>
          {member.children.map((child) => (
            <li key={child.coCode}>
              <Button variant="inline" onClick={() => onOpen(child.coCode)}>
                {memberLabel(child)}
              </Button>{' '}
              <span className={feedback.note}>· {teamText(child.subtreeSize)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={feedback.note}>{t('members.team.nobody')}</p>
      )}
      {member.childCount > member.children.length ? (
        <p className={feedback.note}>{t('members.team.showingFirst', { n: count(member.children.length) })}</p>
      ) : null}
    </>
  );
}
