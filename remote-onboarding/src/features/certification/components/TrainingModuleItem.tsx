import { useId } from 'react';
import { useLanguage } from '@portal/shared';
import { Button, Feedback } from '@portal/shared/ui';
import type { TrainingModule } from '@portal/shared/validation';
import type { TrainingHeartbeat } from '../hooks/useTrainingHeartbeat';
import { timeDone } from '../lib/duration';
import { isOwnPicture, isWebLink, paragraphsOf, textIn } from '../lib/texts';
import styles from './Certification.module.css';
import { useT } from '../../../i18n';

export interface TrainingModuleItemProps {
  module: TrainingModule;
  open: boolean;
  onToggle: () => void;
  /** The open module's recording (only read when `open`). */
  heartbeat: TrainingHeartbeat;
}

const KIND_LABELS = {
  text: 'certification.training.kind.text',
  image: 'certification.training.kind.image',
  video: 'certification.training.kind.video',
} as const satisfies Record<TrainingModule['kind'], string>;

/** A module in the list: its name, kind and recorded time; opened, its text and picture or video, and whether time is being recorded. */
export function TrainingModuleItem({ module, open, onToggle, heartbeat }: TrainingModuleItemProps) {
  const { t } = useT();
  const language = useLanguage();
  const readerId = useId();
  const title = textIn(module.title, language);
  const time = timeDone(module.secondsDone, module.requiredSeconds);
  return (
    <li className={open ? `${styles.module} ${styles.moduleOpen}` : styles.module}>
      <div className={styles.moduleName}>
        <h3 className={styles.moduleTitle}>{title}</h3>
        <p className={styles.moduleMeta}>
          {t(KIND_LABELS[module.kind])} ·{' '}
          {time.inMinutes ? t('certification.training.moduleTime', time) : t('certification.training.moduleClock', time)}
          {module.complete ? (
            <>
              {' · '}
              <span className={styles.done}>{t('certification.training.moduleDone')}</span>
            </>
          ) : null}
        </p>
      </div>
      <Button
        variant={open ? 'outline' : 'secondary'}
        size="sm"
        aria-expanded={open}
        aria-controls={open ? readerId : undefined}
        aria-label={open ? undefined : t('certification.training.openNamed', { title })}
        onClick={onToggle}
      >
        {open ? t('certification.training.close') : t('certification.training.open')}
      </Button>
      {open ? (
        <div id={readerId} className={styles.reader}>
          <HeartbeatNote heartbeat={heartbeat} />
          {paragraphsOf(textIn(module.body, language)).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          <ModuleMedia module={module} title={title} />
        </div>
      ) : null}
    </li>
  );
}

function ModuleMedia({ module, title }: { module: TrainingModule; title: string }) {
  const { t } = useT();
  const url = module.mediaUrl;
  if (!url || module.kind === 'text') return null;
  if (module.kind === 'image' && isOwnPicture(url)) {
    return <img className={styles.picture} src={url} alt={t('certification.training.imageAlt', { title })} />;
  }
  if (!isWebLink(url)) return null;
  return (
    <p>
      <a href={url} target="_blank" rel="noopener noreferrer">
        {module.kind === 'video' ? t('certification.training.video') : t('certification.training.image')}
      </a>
    </p>
  );
}

function HeartbeatNote({ heartbeat }: { heartbeat: TrainingHeartbeat }) {
  const { t } = useT();
  if (heartbeat.state === 'elsewhere') {
    return (
      <Feedback
        kind="warning"
        action={
          <Button variant="inline" onClick={heartbeat.resume}>
            {t('certification.training.continueHere')}
          </Button>
        }
      >
        {t('certification.training.elsewhere')}
      </Feedback>
    );
  }
  if (heartbeat.failed) return <Feedback kind="warning">{t('certification.training.sendFailed')}</Feedback>;
  return (
    <Feedback kind="info">
      {heartbeat.state === 'paused' ? t('certification.training.paused') : t('certification.training.recording')}
    </Feedback>
  );
}
