import { QueriesSection, RaiseQueryDialog, RaisedNotice, useQueriesPage, useRaiseQuery } from '../../../features/queries';
import { SalesAreaPage } from '../../../features/sales-area';
import { MemberScopePicker, MemberScopeStatus } from '../../../features/member-scope';
import { useT } from '../../../i18n';
import styles from './QueriesPage.module.css';

/**
 * The Queries tab: the payout queries of the member chosen in the drill-down and their team, by status;
 * a query's thread; raising one (a missing policy, or a question of any kind) and replying, for the
 * signed-in member's own queries only. A statement line or a payment is questioned from the Payouts tab.
 */
export default function QueriesPage() {
  const { t } = useT();
  const page = useQueriesPage();
  const raise = useRaiseQuery();
  const { ownCode } = page;
  return (
    <SalesAreaPage title={t('queries.title')}>
      <MemberScopeStatus scope={page.scope} />
      <MemberScopePicker scope={page.scope}>
        <div className={styles.content}>
          <RaisedNotice raised={raise.raised} onDismiss={raise.dismiss} />
          <QueriesSection page={page} raise={raise} />
        </div>
      </MemberScopePicker>
      {raise.target && ownCode ? (
        <RaiseQueryDialog
          coCode={ownCode}
          target={raise.target}
          onClose={raise.close}
          onRaised={(query) => {
            raise.onRaised(query);
            page.openQuery(query.id);
          }}
        />
      ) : null}
    </SalesAreaPage>
  );
}
