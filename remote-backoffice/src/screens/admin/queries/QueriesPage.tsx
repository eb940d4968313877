import { Card, PageFrame, visuallyHidden } from '@portal/shared/ui';
import { BackOfficeTabs } from '../../../components/BackOfficeTabs';
import { useFocusBackOnClose } from '../../../hooks/useFocusBackOnClose';
import { ListStatus, LoadMore } from '../../../components/ListStatus';
import { QueryDetails, QueryFilters, QueryTable, queryButtonId, useQueryList } from '../../../features/queries';
import { count as formatCount } from '../../../lib/format';
import layout from '../../../styles/layout.module.css';
import { useT } from '../../../i18n';

/** `/admin/queries`: every agent's payout queries, overdue first, and the one opened with its thread and actions. */
export default function QueriesPage() {
  const { t } = useT();
  const { filters, filtered, setFilter, list, opened, open } = useQueryList();
  const shown = list.items.length;
  useFocusBackOnClose(opened === null ? null : queryButtonId(opened));
  const summary =
    list.loading || list.error
      ? ''
      : list.hasMore
        ? t('queries.shownMore', { count: shown, n: formatCount(shown) })
        : t('queries.shown', { count: shown, n: formatCount(shown) });
  return (
    <PageFrame title={t('queries.title')} tabs={<BackOfficeTabs />} intro={t('queries.intro')}>
      <div className={layout.stack}>
        <Card aria-label={t('queries.listRegion')} busy={list.loading}>
          <QueryFilters values={filters} onChange={setFilter} />
          <p className={visuallyHidden} role="status" aria-live="polite">
            {summary}
          </p>
          <ListStatus list={list} loading={t('queries.loading')} empty={filtered ? t('queries.emptyFiltered') : t('queries.empty')} />
          {shown > 0 ? <QueryTable queries={list.items} opened={opened} onOpen={open} /> : null}
          <LoadMore list={list} />
        </Card>
        {opened ? <QueryDetails key={opened} id={opened} onClose={() => open(null)} /> : null}
      </div>
    </PageFrame>
  );
}
