import { Card, Status } from '@portal/shared/ui';
import type { CertificationStatusResponse } from '@portal/shared/validation';
import { useTraining } from '../hooks/useTraining';
import { timeDone } from '../lib/duration';
import { TrainingModuleItem } from './TrainingModuleItem';
import styles from './Certification.module.css';
import { useT } from '../../../i18n';

export interface TrainingCardProps {
  /** The training's total as the server recorded it. */
  progress: CertificationStatusResponse['training'];
}

/** The training: the time done of the time required, then the modules in order, one open at a time. */
export function TrainingCard({ progress }: TrainingCardProps) {
  const { t } = useT();
  const { read, openId, toggle, heartbeat } = useTraining();
  const modules = [...(read.data?.modules ?? [])].sort((a, b) => a.position - b.position);
  const time = timeDone(progress.secondsDone, progress.requiredSeconds);
  return (
    <Card title={t('certification.training.heading')} busy={read.isPending}>
      <div className={styles.progress}>
        <p className={styles.note}>
          {progress.complete
            ? t('certification.training.complete')
            : time.inMinutes
              ? t('certification.training.progress', time)
              : t('certification.training.progressClock', time)}
        </p>
        <progress
          aria-label={t('certification.training.progressLabel')}
          max={Math.max(progress.requiredSeconds, 1)}
          value={Math.min(progress.secondsDone, progress.requiredSeconds)}
        />
        {progress.complete ? null : <p className={styles.note}>{t('certification.training.rule')}</p>}
      </div>
      {read.isPending ? (
        <Status kind="loading">{t('certification.training.loading')}</Status>
      ) : read.isError ? (
        <Status kind="error" retry={{ label: t('certification.tryAgain'), onRetry: () => void read.refetch() }}>
          {t('certification.training.loadFailed', { reason: read.error.message })}
        </Status>
      ) : modules.length === 0 ? (
        <Status kind="empty">{t('certification.training.empty')}</Status>
      ) : (
        <ol className={styles.modules} aria-label={t('certification.training.modules')}>
          {modules.map((module) => (
            <TrainingModuleItem
              key={module.id}
              module={module}
              open={openId === module.id}
              onToggle={() => toggle(module.id)}
              heartbeat={heartbeat}
            />
          ))}
        </ol>
      )}
    </Card>
  );
}
