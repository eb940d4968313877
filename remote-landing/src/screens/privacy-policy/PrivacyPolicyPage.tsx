import { Link } from '@portal/shared/router';
import { GrievanceOfficer } from '../../components/GrievanceOfficer';
import { LegalDocument, legalStyles, type LegalSection } from '../../components/LegalDocument';

export const PRIVACY_LAST_UPDATED = '2026-11-15';

const sections: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are and what this policy covers',
    content: (
      <>
        <p>
          Agent Portal (&ldquo;we&rdquo;, &ldquo;us&rdquo;, &ldquo;our&rdquo;) is operated by an insurance
          distribution business in India that recruits, trains and supports insurance agents and point-of-sales
          persons who sell health, life, motor and other insurance products of insurers regulated by the Insurance
          Regulatory and Development Authority of India (IRDAI).
        </p>
        <p>
          This policy explains how we collect and use personal data through this website and the agent portal: when
          you visit the site, write to us, apply to join our network, or work with us as an onboarded agent. For the
          purposes of the Digital Personal Data Protection Act, 2023 (&ldquo;DPDP Act&rdquo;) and the rules made
          under it, we are the <strong>Data Fiduciary</strong> for this data and you are the{' '}
          <strong>Data Principal</strong>.
        </p>
        <p>
          Insurers whose products you sell, or who insure your customers, process personal data under their own
          privacy notices. This policy does not cover them.
        </p>
      </>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'The personal data we collect',
    content: (
      <>
        <h3>When you contact us</h3>
        <p>
          Your name, e-mail address, phone number, your message and, if you choose to tell us, how you found us.
        </p>
        <h3>When you apply to join our network</h3>
        <p>
          Your full name, phone number, e-mail address, the name of the person who referred you, why you want to
          join, and optionally your Permanent Account Number (PAN) and Aadhaar number.
        </p>
        <h3>When you are onboarded as an agent</h3>
        <ul>
          <li>Identity and contact details: name, phone number, e-mail address, your member code.</li>
          <li>
            Identity and tax documents: PAN, and Aadhaar where you choose to use it for identity verification
            (e-KYC).
          </li>
          <li>Bank details for commission payments: bank name, account number and IFSC.</li>
          <li>
            Records required for your appointment and certification, such as your qualification, training and
            examination results.
          </li>
          <li>
            Your place in our network (who you report to and who reports to you) and the policies sold by you and
            your team, including premium and commission figures.
          </li>
        </ul>
        <h3>Your customers&rsquo; data</h3>
        <p>
          Policy records you see in the portal contain your customers&rsquo; names, policy numbers, vehicle
          registration numbers and premium amounts. We process this data to administer the policies and pay
          commissions, and you may use it only to service those customers.
        </p>
        <h3>Technical data</h3>
        <p>
          When you use the portal our servers record your IP address, browser type, pages requested and the time of
          each request, to keep the service secure and working. Your browser stores a sign-in token and your
          light or dark theme choice in its local storage. We do not use advertising or tracking cookies.
        </p>
      </>
    ),
  },
  {
    id: 'why-we-use-it',
    title: 'Why we use your data',
    content: (
      <>
        <p>We use personal data only for clear, lawful purposes:</p>
        <ul>
          <li>to answer your questions and requests sent through the contact form;</li>
          <li>to review your application, verify your identity and eligibility, and onboard you as an agent;</li>
          <li>
            to arrange your appointment and registration with insurers and to meet IRDAI&rsquo;s requirements for
            agents and point-of-sales persons;
          </li>
          <li>
            to calculate and pay your commissions, deduct tax at source under the Income-tax Act, 1961 (which is why
            we need your PAN) and issue statements;
          </li>
          <li>to give you access to the portal and show you your profile, team and the policies you have sold;</li>
          <li>to provide training and send you service messages about your account and regulatory changes;</li>
          <li>to prevent fraud and mis-selling, keep the portal secure, and resolve complaints and disputes;</li>
          <li>to meet our legal obligations, including record-keeping, tax and anti-money-laundering laws.</li>
        </ul>
        <p>
          We rely on your <strong>consent</strong>, which you give when you submit a form, and on the{' '}
          <strong>legitimate uses</strong> the DPDP Act allows, such as complying with law and with orders of
          regulators and courts. Where we rely on consent you may withdraw it at any time (see{' '}
          <a href="#your-rights">Your rights</a>); this does not affect processing already carried out, and we may
          no longer be able to keep you onboarded if the data is needed for your appointment or payments.
        </p>
        <p>We do not sell your personal data and we do not use it for advertising by third parties.</p>
      </>
    ),
  },
  {
    id: 'aadhaar-and-pan',
    title: 'Aadhaar, PAN and bank details',
    content: (
      <>
        <p>
          Giving your Aadhaar number is optional. Where you choose to give it, we use it only for identity
          verification, in line with the Aadhaar Act, 2016 and the regulations under it. We never show your full
          Aadhaar number: the portal shows it masked, with only the last four digits visible, and we do not share it
          except where the law requires.
        </p>
        <p>
          Your PAN and bank account number are also shown masked in the portal, stored encrypted, and used only for
          tax deduction, regulatory filings and paying your commissions.
        </p>
      </>
    ),
  },
  {
    id: 'how-long-we-keep-it',
    title: 'How long we keep your data',
    content: (
      <>
        <p>
          We keep personal data only as long as we need it for the purpose it was collected for, or as long as the
          law requires, and then delete or anonymise it.
        </p>
        <div className={legalStyles.tableWrap}>
          <table>
            <caption className={legalStyles.visuallyHidden}>Retention periods</caption>
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">How long we keep it</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>Contact form messages</td>
                <td>12 months after we last reply to you</td>
              </tr>
              <tr>
                <td>Applications that are not approved or are withdrawn</td>
                <td>6 months after the decision or withdrawal</td>
              </tr>
              <tr>
                <td>Agent records, KYC documents, bank details, commission and policy records</td>
                <td>
                  While you are an agent in our network, and afterwards for the period required by IRDAI&rsquo;s
                  record-keeping regulations, the Income-tax Act, 1961 and the Prevention of Money-laundering Act,
                  2002
                </td>
              </tr>
              <tr>
                <td>Server security logs</td>
                <td>Up to 180 days, longer only when needed to investigate an incident</td>
              </tr>
            </tbody>
          </table>
        </div>
      </>
    ),
  },
  {
    id: 'who-we-share-it-with',
    title: 'Who we share your data with',
    content: (
      <>
        <p>We share personal data only where it is needed, and only the data that is needed:</p>
        <ul>
          <li>
            <strong>Insurers</strong> whose products you sell, for your appointment as their agent, for issuing and
            servicing policies, and for commission settlement.
          </li>
          <li>
            <strong>IRDAI and other regulators and authorities</strong>, as required by the Insurance Act, 1938,
            IRDAI regulations and other laws, for example for agent registration, inspections and reporting; and tax
            authorities, courts and law-enforcement agencies when the law requires us to.
          </li>
          <li>
            <strong>Your upline in our network</strong>: members above you in the hierarchy can see your name,
            member code and the policies you have sold, so that they can support and supervise you.
          </li>
          <li>
            <strong>Service providers</strong> who work for us under written contracts as Data Processors: cloud
            hosting, our sign-in (identity) service, e-mail delivery and banks that process commission payments.
            They may use the data only to provide their service to us.
          </li>
        </ul>
        <p>
          Some of these providers may process data outside India. We transfer personal data outside India only as
          the DPDP Act permits, and never to a country the Government of India has restricted.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect your data',
    content: (
      <>
        <p>We use reasonable security safeguards to prevent personal data breaches, including:</p>
        <ul>
          <li>encryption of data in transit (HTTPS) and of sensitive data such as bank details at rest;</li>
          <li>masking of PAN, Aadhaar and bank account numbers wherever they are displayed;</li>
          <li>
            access control, so each agent sees only their own data and that of their own team, and staff see only
            what their role requires;
          </li>
          <li>secure sign-in with expiring tokens, and logging and monitoring of access to our systems;</li>
          <li>confidentiality obligations for our staff and service providers.</li>
        </ul>
        <p>
          If a personal data breach happens, we will inform the Data Protection Board of India and each affected
          person as the DPDP Act and its rules require, and tell you what we are doing about it and what you can do.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    content: (
      <>
        <p>Under the DPDP Act you have the right to:</p>
        <ul>
          <li>
            <strong>Access</strong>: get a summary of the personal data we hold about you, how we use it, and the
            names of those we have shared it with;
          </li>
          <li>
            <strong>Correction</strong>: have inaccurate or misleading data corrected, incomplete data completed and
            out-of-date data updated;
          </li>
          <li>
            <strong>Erasure</strong>: have your data deleted when it is no longer needed, unless the law requires us
            to keep it (for example, records we must keep under IRDAI or tax rules);
          </li>
          <li>
            <strong>Withdraw consent</strong> for processing based on consent, as easily as you gave it;
          </li>
          <li>
            <strong>Grievance redressal</strong>: have a complaint about how we handle your data answered by our
            Grievance Officer;
          </li>
          <li>
            <strong>Nomination</strong>: nominate another person to exercise these rights on your behalf in the
            event of your death or incapacity.
          </li>
        </ul>
        <p>
          To use any of these rights, write to our Grievance Officer (below) from the e-mail address you registered
          with us, or use the <Link to="/#contact">contact form</Link>. We may ask you to confirm your identity
          before acting on a request. We acknowledge requests within 2 working days and respond within 30 days.
        </p>
        <p>
          If you are not satisfied with our answer you may complain to the Data Protection Board of India. Complaints
          about insurance policies themselves can also be taken to the insurer concerned, to IRDAI through its Bima
          Bharosa system, or to the Insurance Ombudsman.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    content: (
      <p>
        This site and the agent portal are meant for adults. Only persons aged 18 or over can apply to become agents,
        and we do not knowingly collect personal data from children. If you believe a child has sent us personal
        data, please contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        We may update this policy when our services or the law change. The date at the top shows when it was last
        changed. If a change materially affects how we use your data, we will tell onboarded agents by e-mail or in
        the portal before it takes effect and, where the law requires, ask for fresh consent.
      </p>
    ),
  },
  {
    id: 'grievance-officer',
    title: 'Grievance Officer',
    content: (
      <>
        <p>
          For questions about this policy, to exercise your rights, or to raise a complaint about how we handle
          personal data, contact our Grievance Officer:
        </p>
        <GrievanceOfficer />
      </>
    ),
  },
];

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={PRIVACY_LAST_UPDATED}
      summary={
        <p>
          We collect only the personal data we need to answer you, onboard you as an insurance agent and pay your
          commissions; we share it only with insurers, regulators such as IRDAI and our service providers as
          described below; and you can access, correct or erase it, or nominate someone to do so for you, in the
          spirit of the Digital Personal Data Protection Act, 2023.
        </p>
      }
      sections={sections}
    />
  );
}
