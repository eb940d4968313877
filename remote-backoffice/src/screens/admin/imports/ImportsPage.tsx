import { PageFrame } from '@portal/shared/ui';
import { BackOfficeTabs } from '../../../components/BackOfficeTabs';
import { ImportHistory, ImportRollback, PolicyImport, useImportHistory, useImportRollback } from '../../../features/imports';
import { useT } from '../../../i18n';

/** `/admin/imports`: upload an insurer's policy CSV, check it row by row, import the valid rows with a progress bar. */
export default function ImportsPage() {
  const { t } = useT();
  const { history, reload } = useImportHistory();
  const rollback = useImportRollback();

  return (
    <PageFrame title={t('imports.title')} tabs={<BackOfficeTabs />}>
      <PolicyImport />
      <ImportRollback rollback={rollback} />
      <ImportHistory history={history} onRetry={reload} onRollback={rollback.ask} />
    </PageFrame>
  );
}
