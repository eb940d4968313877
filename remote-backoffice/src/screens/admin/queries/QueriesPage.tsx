import { PageFrame } from '@portal/shared/ui';
import { BackOfficeTabs } from '../../../components/BackOfficeTabs';
import { useT } from '../../../i18n';

/** `/admin/queries`: the agents' payout queries, overdue first, and what an operator does with one. */
export default function QueriesPage() {
  const { t } = useT();
  return <PageFrame title={t('queries.title')} tabs={<BackOfficeTabs />} intro={t('queries.intro')} />;
}
