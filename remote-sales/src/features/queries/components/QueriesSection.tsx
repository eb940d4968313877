import { useLocation } from '@portal/shared/router';
import { Button } from '@portal/shared/ui';
import { scopeQuery } from '../../sales-area';
import type { QueriesPageState } from '../hooks/useQueriesPage';
import type { RaiseQueryState } from '../hooks/useRaiseQuery';
import { QueriesList } from './QueriesList';
import { QueryDetailView } from './QueryDetailView';
import { StatusFilter } from './StatusFilter';
import styles from './Queries.module.css';
import { useT } from '../../../i18n';

/** The Payouts tab's link for a month, keeping the member drill-down. */
function useStatementLink() {
  const { search } = useLocation();
  return (month: string) => {
    const params = new URLSearchParams(scopeQuery(search));
    params.set('month', month);
    return `/sales/payouts?${params.toString().replace(/%2C/gi, ',')}`;
  };
}

/**
 * The Queries tab's content for the selected member: whose queries these are (and whether they are the
 * member's own to act on), then either the list with its status filter, or the query opened from it.
 */
export function QueriesSection({ page, raise }: { page: QueriesPageState; raise: RaiseQueryState }) {
  const { t } = useT();
  const statementLink = useStatementLink();
  const { scope, query, ownCode } = page;
  const own = scope.selectedCode !== null && scope.selectedCode === ownCode;

  if (query.open !== null) {
    return (
      <QueryDetailView coCode={page.coCode} ownCode={ownCode} id={query.open} backLink={page.linkTo(null)} statementLink={statementLink} />
    );
  }

  return (
    <div className={styles.section}>
      <div className={styles.sectionHeader}>
        <p className={styles.note}>
          {own || !scope.selected ? t('queries.own') : t('queries.readOnly', { name: scope.selected.name, code: scope.selected.coCode })}
        </p>
        {own ? (
          <div className={styles.actions}>
            <Button variant="primary" onClick={() => raise.start({ kind: 'missingPolicy' })}>
              {t('queries.actions.missingPolicy')}
            </Button>
            <Button variant="secondary" onClick={() => raise.start({ kind: 'none' })}>
              {t('queries.actions.raise')}
            </Button>
          </div>
        ) : null}
      </div>
      <StatusFilter status={query.status} onStatus={page.setStatus} />
      <QueriesList page={page} />
    </div>
  );
}
