import buttons from '../styles/buttons.module.css';
import feedback from '../styles/feedback.module.css';
import { useT } from '../i18n';

/** What failed, with "Try again" beside it: an alert, so that a screen reader says it at once. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useT();
  return (
    <div className={feedback.errorBox} role="alert">
      <p>{message}</p>
      <button type="button" className={buttons.button} onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
