import { Status } from '@portal/shared/ui';
import { useT } from '../i18n';

/** What failed, with "Try again" beside it (the kit's Status, in the back office's words). */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useT();
  return (
    <Status kind="error" retry={{ label: t('common.tryAgain'), onRetry }}>
      {message}
    </Status>
  );
}
