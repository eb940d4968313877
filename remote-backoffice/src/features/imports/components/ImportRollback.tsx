import { ConfirmStep } from '../../../components/ConfirmStep';
import type { useImportRollback } from '../hooks/useImportRollback';
import feedback from '../../../styles/feedback.module.css';
import layout from '../../../styles/layout.module.css';
import { count } from '../../../lib/format';
import { useT } from '../../../i18n';

/** The question before an import is rolled back, and what came of it (done, or why it cannot be). */
export function ImportRollback({ rollback }: { rollback: ReturnType<typeof useImportRollback> }) {
  const { t } = useT();
  const { asking, busy, error, done } = rollback;
  if (!asking && !error && !done) return null;
  return (
    <section className={layout.card} aria-labelledby="import-rollback-title">
      <h2 id="import-rollback-title" className={layout.cardTitle}>
        {t('imports.rollback.title')}
      </h2>
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
      <div role="status" className={feedback.live}>
        {done ? (
          <p className={feedback.success}>{t('imports.rollback.done', { id: done.id, name: done.fileName, n: count(done.imported) })}</p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className={feedback.error}>
          {error}
        </p>
      ) : null}
    </section>
  );
}
