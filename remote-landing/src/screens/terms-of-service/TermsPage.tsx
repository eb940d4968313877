import { GrievanceOfficer, LegalDocument, type LegalSection, Rich } from '../../features/legal';
import { useT } from '../../i18n';

export const TERMS_LAST_UPDATED = '2026-11-15';

/** The terms' sections in the current language. */
function useSections(): readonly LegalSection[] {
  const { t } = useT();
  return [
    {
      id: 'about-these-terms',
      title: t('terms.about.title'),
      content: (
        <>
          <p>
            <Rich i18nKey="terms.about.p1" />
          </p>
          <p>{t('terms.about.p2')}</p>
        </>
      ),
    },
    {
      id: 'eligibility',
      title: t('terms.eligibility.title'),
      content: (
        <>
          <p>{t('terms.eligibility.intro')}</p>
          <ul>
            <li>{t('terms.eligibility.age')}</li>
            <li>{t('terms.eligibility.qualification')}</li>
            <li>{t('terms.eligibility.pan')}</li>
            <li>{t('terms.eligibility.notDisqualified')}</li>
            <li>{t('terms.eligibility.notElsewhere')}</li>
          </ul>
          <p>{t('terms.eligibility.review')}</p>
        </>
      ),
    },
    {
      id: 'your-account',
      title: t('terms.account.title'),
      content: (
        <ul>
          <li>{t('terms.account.accurate')}</li>
          <li>{t('terms.account.password')}</li>
          <li>{t('terms.account.misuse')}</li>
          <li>{t('terms.account.one')}</li>
        </ul>
      ),
    },
    {
      id: 'agent-obligations',
      title: t('terms.obligations.title'),
      content: (
        <>
          <p>{t('terms.obligations.intro')}</p>
          <ul>
            <li>{t('terms.obligations.honest')}</li>
            <li>{t('terms.obligations.misSell')}</li>
            <li>{t('terms.obligations.rebate')}</li>
            <li>{t('terms.obligations.premiums')}</li>
            <li>{t('terms.obligations.kyc')}</li>
            <li>{t('terms.obligations.disclose')}</li>
            <li>{t('terms.obligations.data')}</li>
            <li>{t('terms.obligations.claims')}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'irdai-compliance',
      title: t('terms.irdai.title'),
      content: (
        <>
          <p>{t('terms.irdai.laws')}</p>
          <p>{t('terms.irdai.training')}</p>
          <p>{t('terms.irdai.solicitation')}</p>
        </>
      ),
    },
    {
      id: 'commissions',
      title: t('terms.commissions.title'),
      content: (
        <>
          <ul>
            <li>{t('terms.commissions.rates')}</li>
            <li>{t('terms.commissions.earned')}</li>
            <li>{t('terms.commissions.payouts')}</li>
            <li>{t('terms.commissions.statement')}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      title: t('terms.use.title'),
      content: (
        <>
          <p>{t('terms.use.intro')}</p>
          <ul>
            <li>{t('terms.use.access')}</li>
            <li>{t('terms.use.share')}</li>
            <li>{t('terms.use.purpose')}</li>
            <li>{t('terms.use.security')}</li>
            <li>{t('terms.use.spam')}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'intellectual-property',
      title: t('terms.ip.title'),
      content: <p>{t('terms.ip.text')}</p>,
    },
    {
      id: 'suspension-and-termination',
      title: t('terms.termination.title'),
      content: <p>{t('terms.termination.text')}</p>,
    },
    {
      id: 'liability',
      title: t('terms.liability.title'),
      content: (
        <>
          <p>{t('terms.liability.asIs')}</p>
          <p>{t('terms.liability.limit')}</p>
          <p>{t('terms.liability.indemnity')}</p>
        </>
      ),
    },
    {
      id: 'governing-law',
      title: t('terms.law.title'),
      content: <p>{t('terms.law.text')}</p>,
    },
    {
      id: 'changes',
      title: t('terms.changes.title'),
      content: <p>{t('terms.changes.text')}</p>,
    },
    {
      id: 'contact-and-grievances',
      title: t('terms.contact.title'),
      content: (
        <>
          <p>
            <Rich i18nKey="terms.contact.text" />
          </p>
          <GrievanceOfficer />
        </>
      ),
    },
  ];
}

export default function TermsPage() {
  const { t } = useT();
  const sections = useSections();
  return (
    <LegalDocument title={t('terms.title')} lastUpdated={TERMS_LAST_UPDATED} summary={<p>{t('terms.summary')}</p>} sections={sections} />
  );
}
