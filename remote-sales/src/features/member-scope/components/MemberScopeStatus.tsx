import { useT } from '../../../i18n';
import type { MemberScope } from '../hooks/useMemberScope';
import { LoadingOverlay } from '../../sales-area';
import styles from './MemberScope.module.css';
import { LinkButton } from '../../../lib/LinkButton';

export interface MemberScopeStatusProps {
  scope: MemberScope;
  /** 'Try again': defaults to the scope's retry; a section may retry its own failed calls too. */
  onRetry?: () => void;
}

/** The drill-down's failures (top member, a member list) with 'Try again', and the first load. */
export function MemberScopeStatus({ scope, onRetry = scope.retry }: MemberScopeStatusProps) {
  const { t } = useT();
  const { top, hierarchy } = scope;
  return (
    <>
      {top.status === 'error' ? (
        <div role="alert" className={styles.error}>
          <p>{t('common:sales.initial')}</p>
          <LinkButton onClick={onRetry}>{t('ui.tryAgain')}</LinkButton>
        </div>
      ) : null}
      {hierarchy.hierarchyError ? (
        <div role="alert" className={styles.error}>
          <p>{t('common:sales.hierarchy')}</p>
          <LinkButton onClick={onRetry}>{t('ui.tryAgain')}</LinkButton>
        </div>
      ) : null}
      {top.status === 'loading' ? (
        <div className={styles.initialLoading}>
          <LoadingOverlay label={t('scope.loadingTeam')} />
        </div>
      ) : null}
    </>
  );
}
