import { SkeletonBar } from '../../sales-area';
import { useT } from '../../../i18n';
import styles from './MemberScope.module.css';

/**
 * The member picker (small screen) or the team column (wide) at the size they take once the top member
 * is known, so the section's content below or beside them does not move. The status line says what
 * loads, once; the grey bars are hidden from assistive tech. Only the bars are busy: assistive tech may
 * hold back what a busy element's content says, and the status line must be heard.
 */
export function MemberScopeSkeleton({ isNarrow }: { isNarrow: boolean }) {
  const { t } = useT();
  const status = (
    <span role="status" className={styles.skeletonStatus}>
      {t('scope.loadingTeam')}
    </span>
  );
  if (isNarrow) {
    return (
      <div className={styles.picker} data-testid="member-scope-skeleton">
        <div className={`${styles.pickerToggle} ${styles.skeletonToggle}`}>
          <span className={styles.pickerLabel}>{t('scope.member')}</span>
          <span className={styles.pickerValue}>{status}</span>
        </div>
      </div>
    );
  }
  return (
    <div className={`${styles.panel} ${styles.skeletonPanel}`} data-testid="member-scope-skeleton">
      {status}
      <div className={styles.skeletonBars} aria-busy="true">
        <SkeletonBar width="60%" />
        {[0, 1, 2, 3].map((row) => (
          <SkeletonBar key={row} className={styles.skeletonCard} />
        ))}
      </div>
    </div>
  );
}

/** One line where the breadcrumb will be, while the member path named in the URL is checked. */
export function BreadcrumbPlaceholder() {
  return (
    <div className={styles.breadcrumbPlaceholder} aria-hidden="true">
      <SkeletonBar width="12rem" />
    </div>
  );
}
