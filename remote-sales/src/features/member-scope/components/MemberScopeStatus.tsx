import { Button, Feedback } from '@portal/shared/ui';
import { useT } from '../../../i18n';
import type { MemberScope } from '../hooks/useMemberScope';

export interface MemberScopeStatusProps {
  scope: MemberScope;
  /** 'Try again': defaults to the scope's retry; a section may retry its own failed calls too. */
  onRetry?: () => void;
}

/** The drill-down's failures (top member, a member list) with 'Try again'; the first load is the picker's placeholder. */
export function MemberScopeStatus({ scope, onRetry = scope.retry }: MemberScopeStatusProps) {
  const { t } = useT();
  const { top, hierarchy } = scope;
  return (
    <>
      {top.status === 'error' ? (
        <Feedback
          kind="error"
          action={
            <Button variant="inline" onClick={onRetry}>
              {t('ui.tryAgain')}
            </Button>
          }
        >
          {t('common:sales.initial')}
        </Feedback>
      ) : null}
      {hierarchy.hierarchyError ? (
        <Feedback
          kind="error"
          action={
            <Button variant="inline" onClick={onRetry}>
              {t('ui.tryAgain')}
            </Button>
          }
        >
          {t('common:sales.hierarchy')}
        </Feedback>
      ) : null}
    </>
  );
}
