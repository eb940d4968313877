import { Card, Feedback } from '@portal/shared/ui';
import { ConfirmStep } from '../../../components/ConfirmStep';
import type { useImportRollback } from '../hooks/useImportRollback';
import { count } from '../../../lib/format';
import { useT } from '../../../i18n';

/** The question before an import is rolled back, and what came of it (done, or why it cannot be). */
export function ImportRollback({ rollback }: { rollback: ReturnType<typeof useImportRollback> }) {
  const { t } = useT();
  const { asking, busy, error, done } = rollback;
  if (!asking && !error && !done) return null;
  return (
    <Card title={t('imports.rollback.title')} titleId="import-rollback-title">
      {asking ? (
        <ConfirmStep
          text={t('imports.rollback.question', { id: asking.id, name: asking.fileName, n: count(asking.imported) })}
          confirmLabel={busy ? t('imports.rollback.rollingBack') : t('imports.rollback.confirm')}
          cancelLabel={t('common.cancel')}
          busy={busy}
          danger
          onConfirm={() => void rollback.confirm()}
          onCancel={rollback.cancel}
        />
      ) : null}
      <Feedback kind="success">
        {done ? <>{t('imports.rollback.done', { id: done.id, name: done.fileName, n: count(done.imported) })}</> : null}
      </Feedback>
      {error ? <Feedback kind="error">{error}</Feedback> : null}
    </Card>
  );
}
