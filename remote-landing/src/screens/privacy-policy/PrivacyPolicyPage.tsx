import { visuallyHidden } from '@portal/shared/ui';
import { GrievanceOfficer, LegalDocument, legalStyles, type LegalSection, Rich } from '../../features/legal';
import { useT } from '../../i18n';

export const PRIVACY_LAST_UPDATED = '2026-11-27';

/** The policy's sections in the current language. */
function useSections(): readonly LegalSection[] {
  const { t } = useT();
  return [
    {
      id: 'who-we-are',
      title: t('privacy.whoWeAre.title'),
      content: (
        <>
          <p>{t('privacy.whoWeAre.operator')}</p>
          <p>
            <Rich i18nKey="privacy.whoWeAre.scope" />
          </p>
          <p>{t('privacy.whoWeAre.insurers')}</p>
        </>
      ),
    },
    {
      id: 'data-we-collect',
      title: t('privacy.collect.title'),
      content: (
        <>
          <h3>{t('privacy.collect.contactTitle')}</h3>
          <p>{t('privacy.collect.contact')}</p>
          <h3>{t('privacy.collect.applyTitle')}</h3>
          <p>{t('privacy.collect.apply')}</p>
          <h3>{t('privacy.collect.agentTitle')}</h3>
          <ul>
            <li>{t('privacy.collect.identity')}</li>
            <li>{t('privacy.collect.documents')}</li>
            <li>{t('privacy.collect.bank')}</li>
            <li>{t('privacy.collect.records')}</li>
            <li>{t('privacy.collect.network')}</li>
          </ul>
          <h3>{t('privacy.collect.customersTitle')}</h3>
          <p>{t('privacy.collect.customers')}</p>
          <h3>{t('privacy.collect.technicalTitle')}</h3>
          <p>{t('privacy.collect.technical')}</p>
          <h3>{t('privacy.collect.deviceTitle')}</h3>
          <p>{t('privacy.collect.device')}</p>
          <p>{t('privacy.collect.deviceMarks')}</p>
          <p>{t('privacy.collect.deviceCode')}</p>
        </>
      ),
    },
    {
      id: 'why-we-use-it',
      title: t('privacy.why.title'),
      content: (
        <>
          <p>{t('privacy.why.intro')}</p>
          <ul>
            <li>{t('privacy.why.answer')}</li>
            <li>{t('privacy.why.review')}</li>
            <li>{t('privacy.why.appointment')}</li>
            <li>{t('privacy.why.pay')}</li>
            <li>{t('privacy.why.portal')}</li>
            <li>{t('privacy.why.training')}</li>
            <li>{t('privacy.why.fraud')}</li>
            <li>{t('privacy.why.legal')}</li>
          </ul>
          <p>
            <Rich i18nKey="privacy.why.consent" />
          </p>
          <p>{t('privacy.why.noSale')}</p>
        </>
      ),
    },
    {
      id: 'aadhaar-and-pan',
      title: t('privacy.aadhaar.title'),
      content: (
        <>
          <p>{t('privacy.aadhaar.aadhaar')}</p>
          <p>{t('privacy.aadhaar.panAndBank')}</p>
        </>
      ),
    },
    {
      id: 'how-long-we-keep-it',
      title: t('privacy.retention.title'),
      content: (
        <>
          <p>{t('privacy.retention.intro')}</p>
          <div className={legalStyles.tableWrap}>
            <table>
              <caption className={visuallyHidden}>{t('privacy.retention.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('privacy.retention.data')}</th>
                  <th scope="col">{t('privacy.retention.period')}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>{t('privacy.retention.contactData')}</td>
                  <td>{t('privacy.retention.contactPeriod')}</td>
                </tr>
                <tr>
                  <td>{t('privacy.retention.applicationsData')}</td>
                  <td>{t('privacy.retention.applicationsPeriod')}</td>
                </tr>
                <tr>
                  <td>{t('privacy.retention.agentsData')}</td>
                  <td>{t('privacy.retention.agentsPeriod')}</td>
                </tr>
                <tr>
                  <td>{t('privacy.retention.logsData')}</td>
                  <td>{t('privacy.retention.logsPeriod')}</td>
                </tr>
                <tr>
                  <td>{t('privacy.retention.deviceData')}</td>
                  <td>{t('privacy.retention.devicePeriod')}</td>
                </tr>
              </tbody>
            </table>
          </div>
        </>
      ),
    },
    {
      id: 'who-we-share-it-with',
      title: t('privacy.sharing.title'),
      content: (
        <>
          <p>{t('privacy.sharing.intro')}</p>
          <ul>
            <li>
              <Rich i18nKey="privacy.sharing.insurers" />
            </li>
            <li>
              <Rich i18nKey="privacy.sharing.regulators" />
            </li>
            <li>
              <Rich i18nKey="privacy.sharing.upline" />
            </li>
            <li>
              <Rich i18nKey="privacy.sharing.providers" />
            </li>
          </ul>
          <p>{t('privacy.sharing.abroad')}</p>
        </>
      ),
    },
    {
      id: 'security',
      title: t('privacy.security.title'),
      content: (
        <>
          <p>{t('privacy.security.intro')}</p>
          <ul>
            <li>{t('privacy.security.encryption')}</li>
            <li>{t('privacy.security.masking')}</li>
            <li>{t('privacy.security.access')}</li>
            <li>{t('privacy.security.signIn')}</li>
            <li>{t('privacy.security.confidentiality')}</li>
          </ul>
          <p>{t('privacy.security.breach')}</p>
        </>
      ),
    },
    {
      id: 'your-rights',
      title: t('privacy.rights.title'),
      content: (
        <>
          <p>{t('privacy.rights.intro')}</p>
          <ul>
            <li>
              <Rich i18nKey="privacy.rights.access" />
            </li>
            <li>
              <Rich i18nKey="privacy.rights.correction" />
            </li>
            <li>
              <Rich i18nKey="privacy.rights.erasure" />
            </li>
            <li>
              <Rich i18nKey="privacy.rights.withdraw" />
            </li>
            <li>
              <Rich i18nKey="privacy.rights.grievance" />
            </li>
            <li>
              <Rich i18nKey="privacy.rights.nomination" />
            </li>
          </ul>
          <p>
            <Rich i18nKey="privacy.rights.how" />
          </p>
          <p>{t('privacy.rights.complain')}</p>
        </>
      ),
    },
    {
      id: 'children',
      title: t('privacy.children.title'),
      content: <p>{t('privacy.children.text')}</p>,
    },
    {
      id: 'changes',
      title: t('privacy.changes.title'),
      content: <p>{t('privacy.changes.text')}</p>,
    },
    {
      id: 'grievance-officer',
      title: t('privacy.officer.title'),
      content: (
        <>
          <p>{t('privacy.officer.text')}</p>
          <GrievanceOfficer />
        </>
      ),
    },
  ];
}

export default function PrivacyPolicyPage() {
  const { t } = useT();
  const sections = useSections();
  return (
    <LegalDocument
      title={t('privacy.title')}
      lastUpdated={PRIVACY_LAST_UPDATED}
      summary={<p>{t('privacy.summary')}</p>}
      sections={sections}
    />
  );
}
