import { Button, Feedback } from '@portal/shared/ui';
import { useT } from '../../../i18n';

/** A failure the member can dismiss (an export that did not download, say). */
export function SalesNotice({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const { t } = useT();
  return (
    <Feedback
      kind="error"
      action={
        <Button variant="inline" onClick={onDismiss}>
          {t('ui.dismiss')}
        </Button>
      }
    >
      {message}
    </Feedback>
  );
}
