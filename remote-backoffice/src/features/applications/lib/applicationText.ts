import type { ApplicationStatus } from '@portal/shared/admin';
import { t } from '../../../i18n';

/** An application's status in words, in the current language. */
export function statusLabel(status: ApplicationStatus): string {
  return {
    pending: t('applications.status.pending'),
    approved: t('applications.status.approved'),
    rejected: t('applications.status.rejected'),
  }[status];
}

export { formatWhen } from '../../../lib/format';
