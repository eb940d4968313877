import { PageFrame, visuallyHidden } from '@portal/shared/ui';
import { BackOfficeTabs } from '../../../components/BackOfficeTabs';
import { AuditFilters, AuditTable, useAuditLog } from '../../../features/audit';
import { ListStatus, LoadMore } from '../../../components/ListStatus';
import layout from '../../../styles/layout.module.css';
import { count as formatCount } from '../../../lib/format';
import { useT } from '../../../i18n';

/** `/admin/audit`: every operator action (who, what, when, which record, before → after), filtered. */
export default function AuditLogPage() {
  const { t } = useT();
  const audit = useAuditLog();
  const { list } = audit;
  const count = list.items.length;
  const summary =
    list.loading || list.error
      ? ''
      : list.hasMore
        ? t('audit.shownMore', { count, n: formatCount(count) })
        : t('audit.shown', { count, n: formatCount(count) });
  return (
    <PageFrame title={t('audit.title')} tabs={<BackOfficeTabs />}>
      <AuditFilters values={audit.draft} errors={audit.errors} onChange={audit.setField} onApply={audit.apply} onClear={audit.clear} />
      <section className={layout.stack} aria-label={t('audit.entries')}>
        <p className={visuallyHidden} role="status" aria-live="polite">
          {summary}
        </p>
        <ListStatus list={list} loading={t('audit.loading')} empty={audit.filtered ? t('audit.emptyFiltered') : t('audit.empty')} />
        {count > 0 ? <AuditTable entries={list.items} /> : null}
        <LoadMore list={list} />
      </section>
    </PageFrame>
  );
}
