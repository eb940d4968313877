import { Table, TableHead, TableScroller, tableCell, visuallyHidden } from '@portal/shared/ui';
import type { AuditEntryView } from '@portal/shared/admin';
import { actionLabel, changesOf, recordTypeLabel } from '../lib/auditText';
import { useT } from '../../../i18n';
import { indiaTime } from '../../../lib/indiaTime';
import feedback from '../../../styles/feedback.module.css';
import styles from './Audit.module.css';

/** What an entry changed: one line per changed field, "before → after". */
function Changes({ entry }: { entry: AuditEntryView }) {
  const { t } = useT();
  const changes = changesOf(entry.before, entry.after);
  if (changes.length === 0) return <span className={feedback.muted}>{t('audit.noChange')}</span>;
  return (
    <ul className={styles.changes}>
      {changes.map((change) => (
        <li key={change.field || 'value'}>
          {change.field ? <span className={styles.changeField}>{change.field}: </span> : null}
          <span className={styles.before}>{change.before}</span>
          <span aria-hidden="true"> → </span>
          <span className={visuallyHidden}>{` ${t('audit.changedTo')} `}</span>
          <span className={styles.after}>{change.after}</span>
        </li>
      ))}
    </ul>
  );
}

/** The audit entries, newest first: when (India time), who, what in plain words, which record, what changed. */
export function AuditTable({ entries }: { entries: AuditEntryView[] }) {
  const { t } = useT();
  return (
    <TableScroller boxed label={t('audit.table')}>
      <Table className={styles.table} caption={t('audit.caption')}>
        <TableHead
          columns={[
            { label: t('audit.when') },
            { label: t('audit.who') },
            { label: t('audit.action') },
            { label: t('audit.record') },
            { label: t('audit.beforeAfter') },
          ]}
        />
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={tableCell.nowrap}>{indiaTime(entry.at)}</td>
              <td className={styles.who}>{entry.operatorEmail}</td>
              <td>
                {actionLabel(entry.action)}
                <span className={styles.code}>{entry.action}</span>
              </td>
              <td className={tableCell.nowrap}>
                {recordTypeLabel(entry.recordType)} {entry.recordId}
              </td>
              <td className={styles.changesCell}>
                <Changes entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroller>
  );
}
