import type { HierarchyMember } from '../../sales-area';
import { useT } from '../../../i18n';
import styles from './MemberBreadcrumb.module.css';

export interface MemberBreadcrumbProps {
  /** The top member, then each selected member down to the deepest. */
  trail: HierarchyMember[];
  /** Go back up to the member at `index` of the trail (0 = the top member). */
  onNavigate: (index: number) => void;
}

/** The selected path, top member first; every step but the last goes back up to it. */
export function MemberBreadcrumb({ trail, onNavigate }: MemberBreadcrumbProps) {
  const { t } = useT();
  if (trail.length < 2) return null;
  return (
    <nav className={styles.breadcrumb} aria-label={t('hierarchy.path')}>
      <ol>
        {trail.map((member, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={member.coCode}>
              {last ? (
                <span aria-current="location" className={styles.current}>
                  {member.name}
                </span>
              ) : (
                <button type="button" className={styles.step} onClick={() => onNavigate(index)}>
                  {member.name}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
