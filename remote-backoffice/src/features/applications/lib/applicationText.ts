import type { ApplicationStatus } from '@portal/shared/admin';
import { t } from '../../../i18n';
import { indiaDateTime } from '../../../lib/format';

/** An application's status in words, in the current language. */
export function statusLabel(status: ApplicationStatus): string {
  return {
    pending: t('applications.status.pending'),
    approved: t('applications.status.approved'),
    rejected: t('applications.status.rejected'),
  }[status];
}

/** A timestamp as India sees it, e.g. "24 Nov 2026, 10:41 pm"; a dash when there is none. */
export function formatWhen(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : indiaDateTime({ day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(date);
}
