import { useState } from 'react';
import { Button, ButtonRow, Card, DataTable, Feedback, Status } from '@portal/shared/ui';
import type { AdminTrainingModule } from '@portal/shared/admin';
import { useTrainingModules } from '../hooks/useTrainingModules';
import { durationText, kindLabel } from '../lib/certificationText';
import { ModuleForm } from './ModuleForm';
import { RetryAlert } from '../../../components/RetryAlert';
import feedback from '../../../styles/feedback.module.css';
import layout from '../../../styles/layout.module.css';
import styles from './Certification.module.css';
import { useT } from '../../../i18n';

/** The training modules in order: add, edit, move up or down, retire or bring back (never delete). */
export function TrainingModules() {
  const { t } = useT();
  const state = useTrainingModules();
  const [editing, setEditing] = useState<AdminTrainingModule | 'new' | null>(null);
  const modules = state.resource.status === 'ready' ? state.resource.value : [];
  const last = modules.at(-1);
  const saved = (notice: string) => {
    setEditing(null);
    state.setNotice(notice);
  };
  return (
    <div className={layout.stack}>
      <Card
        title={t('certification.modules.title')}
        titleId="training-modules-title"
        busy={state.resource.status === 'loading'}
        actions={
          <Button variant="primary" size="sm" onClick={() => setEditing('new')} disabled={editing !== null}>
            {t('certification.modules.add')}
          </Button>
        }
      >
        <p className={feedback.note}>{t('certification.modules.intro')}</p>
        {state.resource.status === 'error' ? <RetryAlert message={state.resource.message} onRetry={state.reload} /> : null}
        {state.resource.status === 'loading' || state.resource.status === 'idle' ? (
          <Status kind="loading">{t('certification.modules.loading')}</Status>
        ) : null}
        {state.resource.status === 'ready' && modules.length === 0 ? (
          <Status kind="empty">{t('certification.modules.empty')}</Status>
        ) : null}
        <p className={feedback.success} role="status" aria-live="polite">
          {state.notice}
        </p>
        {state.error ? <Feedback kind="error">{state.error}</Feedback> : null}
        {modules.length ? (
          <DataTable
            caption={t('certification.modules.caption')}
            columns={[
              { header: t('certification.modules.position'), cell: (m) => m.position, numeric: true },
              {
                header: t('certification.modules.module'),
                cell: (m) => (
                  <>
                    {m.title.en}
                    <span className={styles.sub} lang="hi">
                      {m.title.hi}
                    </span>
                  </>
                ),
                rowHeader: true,
                breakable: true,
              },
              { header: t('certification.modules.kind'), cell: (m) => kindLabel(m.kind) },
              { header: t('certification.modules.minimum'), cell: (m) => durationText(m.minimumMinutes) },
              {
                header: t('certification.modules.state'),
                cell: (m) => (m.active ? t('certification.modules.isActive') : t('certification.modules.isRetired')),
              },
              {
                header: t('certification.modules.actions'),
                cell: (m) => (
                  <ButtonRow>
                    <Button
                      variant="quiet"
                      size="sm"
                      onClick={() => setEditing(m)}
                      disabled={state.busy}
                      aria-label={t('certification.modules.editLabel', { title: m.title.en })}
                    >
                      {t('certification.modules.edit')}
                    </Button>
                    <Button
                      variant="quiet"
                      size="sm"
                      onClick={() => state.move(m, -1)}
                      disabled={state.busy || m === modules[0]}
                      aria-label={t('certification.modules.upLabel', { title: m.title.en })}
                    >
                      {t('certification.modules.up')}
                    </Button>
                    <Button
                      variant="quiet"
                      size="sm"
                      onClick={() => state.move(m, 1)}
                      disabled={state.busy || m === last}
                      aria-label={t('certification.modules.downLabel', { title: m.title.en })}
                    >
                      {t('certification.modules.down')}
                    </Button>
                    <Button
                      variant="quiet"
                      size="sm"
                      onClick={() => state.setActive(m, !m.active)}
                      disabled={state.busy}
                      aria-label={
                        m.active
                          ? t('certification.modules.retireLabel', { title: m.title.en })
                          : t('certification.modules.restoreLabel', { title: m.title.en })
                      }
                    >
                      {m.active ? t('certification.modules.retire') : t('certification.modules.restore')}
                    </Button>
                  </ButtonRow>
                ),
              },
            ]}
            rows={modules}
            rowKey={(m) => m.id}
            scrollHint={t('common.scrollHint')}
          />
        ) : null}
      </Card>
      {editing ? (
        <ModuleForm
          key={editing === 'new' ? 'new' : editing.id}
          module={editing === 'new' ? null : editing}
          nextPosition={(last?.position ?? 0) + 1}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
