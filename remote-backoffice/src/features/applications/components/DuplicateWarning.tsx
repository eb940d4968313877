import { Feedback } from '@portal/shared/ui';
import type { ApplicationDetails } from '@portal/shared/admin';
import { useT } from '../../../i18n';

/**
 * The applicant's PAN or Aadhaar is an existing member's (compared by keyed hash on the server): a person
 * may not be engaged twice, so the reviewer is told which member before deciding.
 */
export function DuplicateWarning({ duplicate }: { duplicate: NonNullable<ApplicationDetails['duplicateOf']> }) {
  const { t } = useT();
  const names = { code: duplicate.coCode, name: duplicate.name };
  return (
    <Feedback kind="warning">
      {duplicate.matched === 'pan' ? t('applications.duplicate.pan', names) : t('applications.duplicate.aadhaar', names)}{' '}
      {t('applications.duplicate.explain')}
    </Feedback>
  );
}
