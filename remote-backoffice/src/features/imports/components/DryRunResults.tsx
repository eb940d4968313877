import { useId, useState } from 'react';
import type { ImportDryRun, ImportRowResult, ImportRowStatus } from '@portal/shared/admin';
import feedback from '../../../styles/feedback.module.css';
import layout from '../../../styles/layout.module.css';
import { Card, Table, TableHead, tableCell, TableScroller } from '@portal/shared/ui';
import styles from './Imports.module.css';
import { count } from '../../../lib/format';
import { useT } from '../../../i18n';

/** Rows shown at once: a large file's table stays quick; the counts still cover every row. */
export const ROWS_SHOWN = 200;

type Filter = 'all' | ImportRowStatus;

const FILTERS: Filter[] = ['all', 'error', 'duplicate', 'valid'];

/** The dry run's answer: counts, a filter by status, and the rows (line, policy, seller, status, reason). */
export function DryRunResults({ dryRun }: { dryRun: ImportDryRun }) {
  const { t } = useT();
  const filterLabel: Record<Filter, string> = {
    all: t('imports.dryRun.filterAll'),
    error: t('imports.dryRun.filterError'),
    duplicate: t('imports.dryRun.filterDuplicate'),
    valid: t('imports.dryRun.filterValid'),
  };
  const statusText: Record<ImportRowStatus, string> = {
    valid: t('imports.dryRun.statusValid'),
    duplicate: t('imports.dryRun.statusDuplicate'),
    error: t('imports.dryRun.statusError'),
  };
  const rowNote = (row: ImportRowResult): string => {
    if (row.reasons.length) return row.reasons.join('; ');
    return row.action === 'cancel' ? t('imports.dryRun.cancels') : t('imports.dryRun.newPolicy');
  };
  const { counts } = dryRun;
  const [filter, setFilter] = useState<Filter>(dryRun.counts.error ? 'error' : 'all');
  const captionId = useId();
  const rows = filter === 'all' ? dryRun.rows : dryRun.rows.filter((r) => r.status === filter);
  const shown = rows.slice(0, ROWS_SHOWN);
  const countOf = (value: Filter) => (value === 'all' ? dryRun.total : dryRun.counts[value]);
  return (
    <Card title={t('imports.dryRun.title', { name: dryRun.fileName })} titleId={captionId}>
      <p className={styles.summary} data-testid="dry-run-counts">
        {t('imports.dryRun.counts', {
          rows: t('imports.dryRun.rows', { count: dryRun.total, n: count(dryRun.total) }),
          valid: t('imports.dryRun.valid', { n: count(counts.valid) }),
          duplicates: t('imports.dryRun.duplicates', { count: counts.duplicate, n: count(counts.duplicate) }),
          errors: t('imports.dryRun.errors', { count: counts.error, n: count(counts.error) }),
        })}
      </p>
      <div className={layout.segments} role="group" aria-label={t('imports.dryRun.show')}>
        {FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            className={filter === value ? `${layout.segment} ${layout.segmentOn}` : layout.segment}
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            {filterLabel[value]} <span className={styles.count}>({count(countOf(value))})</span>
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className={feedback.note}>{t('imports.dryRun.noRows')}</p>
      ) : (
        <TableScroller label={t('imports.dryRun.caption', { name: dryRun.fileName })}>
          <Table caption={t('imports.dryRun.caption', { name: dryRun.fileName })}>
            <TableHead
              columns={[
                { label: t('imports.dryRun.line') },
                { label: t('imports.dryRun.policyNumber') },
                { label: t('imports.dryRun.seller') },
                { label: t('imports.dryRun.status') },
                { label: t('imports.dryRun.reason') },
              ]}
            />
            <tbody>
              {shown.map((row) => (
                <tr key={row.line} data-status={row.status}>
                  <th scope="row" className={tableCell.number}>
                    {row.line}
                  </th>
                  <td className={tableCell.breakable}>{row.policyNumber ?? '—'}</td>
                  <td>{row.soldBy ?? '—'}</td>
                  <td>
                    <span className={styles[row.status]}>{statusText[row.status]}</span>
                  </td>
                  <td className={tableCell.breakable}>{rowNote(row)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroller>
      )}
      {rows.length > shown.length ? (
        <p className={feedback.note}>{t('imports.dryRun.showingFirst', { shown: count(ROWS_SHOWN), total: count(rows.length) })}</p>
      ) : null}
    </Card>
  );
}
