import { useT } from '../../../i18n';
import { contactDetails } from '../../../lib/contactDetails';
import { legalStyles } from './LegalDocument';

/** The Grievance Officer's contact card; the e-mail and phone come from config.json. */
export function GrievanceOfficer() {
  const { t } = useT();
  const contact = contactDetails();
  return (
    <div className={legalStyles.card} data-testid="grievance-officer">
      <dl>
        <dt>{t('legal.officer.designationLabel')}</dt>
        <dd>{t('legal.officer.designation')}</dd>
        <dt>{t('legal.officer.email')}</dt>
        <dd>{contact ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : t('legal.officer.seeFooter')}</dd>
        <dt>{t('legal.officer.phone')}</dt>
        <dd>{contact ? <a href={contact.phoneHref}>{contact.phone}</a> : t('legal.officer.seeFooter')}</dd>
        <dt>{t('legal.officer.hoursLabel')}</dt>
        <dd>{t('legal.officer.hours')}</dd>
      </dl>
    </div>
  );
}
