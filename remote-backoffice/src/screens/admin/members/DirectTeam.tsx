import type { MemberDetails } from '@portal/shared/validation';
import { memberLabel } from '../../../lib/memberText';
import { teamText } from './memberText';
import styles from './Members.module.css';

/** The members directly under this one, each opening their own details (walking down the tree). */
export function DirectTeam({ member, onOpen }: { member: MemberDetails; onOpen: (code: string) => void }) {
  return (
    <>
      <h3 className={styles.subTitle}>Direct team ({member.childCount.toLocaleString('en-IN')})</h3>
      {member.children.length ? (
        <ul className={styles.children}>
          {member.children.map((child) => (
            <li key={child.coCode}>
              <button type="button" className={styles.link} onClick={() => onOpen(child.coCode)}>
                {memberLabel(child)}
              </button>{' '}
              <span className={styles.muted}>· {teamText(child.subtreeSize)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>Nobody is directly under them.</p>
      )}
      {member.childCount > member.children.length ? (
        <p className={styles.muted}>Showing the first {member.children.length} by name; search to find the others.</p>
      ) : null}
    </>
  );
}
