import { useT } from '../../../i18n';
import { LinkButton } from '../../../lib/LinkButton';
import styles from './Sales.module.css';

/** A failure the member can dismiss (an export that did not download, say). */
export function SalesNotice({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const { t } = useT();
  return (
    <div role="alert" className={styles.error}>
      <p>{message}</p>
      <LinkButton onClick={onDismiss}>{t('ui.dismiss')}</LinkButton>
    </div>
  );
}
