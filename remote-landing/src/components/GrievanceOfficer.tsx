import { contactDetails } from './contactDetails';
import { legalStyles } from './LegalDocument';

/** The Grievance Officer's contact card; the e-mail and phone come from config.json. */
export function GrievanceOfficer() {
  const contact = contactDetails();
  return (
    <div className={legalStyles.card} data-testid="grievance-officer">
      <dl>
        <dt>Designation</dt>
        <dd>Grievance Officer and Data Protection contact, Agent Portal</dd>
        <dt>Email</dt>
        <dd>{contact ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : 'See the contact details in the page footer'}</dd>
        <dt>Phone</dt>
        <dd>{contact ? <a href={contact.phoneHref}>{contact.phone}</a> : 'See the contact details in the page footer'}</dd>
        <dt>Hours</dt>
        <dd>Monday to Friday, 10:00 to 18:00 IST (except public holidays)</dd>
      </dl>
    </div>
  );
}
