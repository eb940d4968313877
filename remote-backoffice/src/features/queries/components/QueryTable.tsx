import { indiaDate } from '@portal/shared';
import { Button, DataTable, type DataTableColumn } from '@portal/shared/ui';
import type { AdminQuerySummary } from '@portal/shared/admin';
import { ageText, queryStatusLabel, queryTypeLabel, subjectText } from '../lib/queryText';
import { formatDate } from '../../../lib/format';
import styles from './Queries.module.css';
import { useT } from '../../../i18n';

/** The id of the button that opens a query: the focus goes back to it when the query is closed. */
export const queryButtonId = (id: number): string => `open-query-${id}`;

export interface QueryTableProps {
  queries: readonly AdminQuerySummary[];
  opened: number | null;
  onOpen: (id: number) => void;
}

/** The queries as the API orders them (overdue first): number (opens it), member, type, subject, status, last reply, age. */
export function QueryTable({ queries, opened, onOpen }: QueryTableProps) {
  const { t } = useT();
  const columns: DataTableColumn<AdminQuerySummary>[] = [
    {
      header: t('queries.column.number'),
      cell: (q) => (
        <Button
          id={queryButtonId(q.id)}
          className={styles.nowrap}
          variant="link"
          aria-current={q.id === opened ? 'true' : undefined}
          onClick={() => onOpen(q.id)}
        >
          {q.number}
        </Button>
      ),
      rowHeader: true,
    },
    {
      header: t('queries.column.member'),
      cell: (q) => (
        <>
          {q.memberName} <span className={styles.code}>({q.coCode})</span>
        </>
      ),
      breakable: true,
    },
    { header: t('queries.column.type'), cell: (q) => queryTypeLabel(q.type) },
    { header: t('queries.column.subject'), cell: (q) => subjectText(q.subject), breakable: true },
    { header: t('queries.column.status'), cell: (q) => queryStatusLabel(q.status) },
    {
      header: t('queries.column.lastReply'),
      cell: (q) =>
        q.lastReply
          ? t('queries.lastReplyText', {
              name: q.lastReply.authorName,
              date: formatDate(indiaDate(q.lastReply.at)),
              excerpt: q.lastReply.excerpt,
            })
          : t('queries.noReply'),
      breakable: true,
    },
    {
      header: t('queries.column.age'),
      cell: (q) => (
        <>
          <span className={styles.nowrap}>{ageText(q.ageDays)}</span>
          {q.overdue ? <span className={styles.overdue}>{t('queries.overdue')}</span> : null}
        </>
      ),
    },
    { header: t('queries.column.due'), cell: (q) => <span className={styles.nowrap}>{formatDate(q.dueOn)}</span> },
  ];
  return (
    <DataTable
      caption={t('queries.caption')}
      columns={columns}
      rows={queries}
      rowKey={(q) => q.id}
      scrollHint={t('common.scrollHint')}
      stickyFirst
    />
  );
}
