import { Link } from '@portal/shared/router';
import { GrievanceOfficer } from '../../components/GrievanceOfficer';
import { LegalDocument, type LegalSection } from '../../components/LegalDocument';

export const TERMS_LAST_UPDATED = '2026-11-15';

const sections: readonly LegalSection[] = [
  {
    id: 'about-these-terms',
    title: 'About these terms',
    content: (
      <>
        <p>
          These Terms of Service (&ldquo;Terms&rdquo;) govern your use of the Agent Portal website and the agent
          portal (together, the &ldquo;Portal&rdquo;), operated by the insurance distribution business described in
          our <Link to="/privacy-policy">Privacy Policy</Link> (&ldquo;we&rdquo;, &ldquo;us&rdquo;,
          &ldquo;our&rdquo;). By using the Portal, applying to join our network or signing in as an agent, you agree
          to these Terms. If you do not agree, please do not use the Portal.
        </p>
        <p>
          Your appointment as an insurance agent or point-of-sales person may also be governed by a separate written
          agreement with us and with the insurers concerned. If that agreement conflicts with these Terms, the
          agreement prevails.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    content: (
      <>
        <p>You may apply to join our network and use the agent portal only if you:</p>
        <ul>
          <li>are at least 18 years old and resident in India;</li>
          <li>
            meet the qualification, training and examination requirements IRDAI prescribes for insurance agents or
            point-of-sales persons for the products you will sell;
          </li>
          <li>hold a valid PAN and a bank account in your own name;</li>
          <li>
            are not disqualified under section 42D of the Insurance Act, 1938 or IRDAI regulations (for example,
            because of a conviction for fraud or dishonesty), and are not debarred by IRDAI or any insurer;
          </li>
          <li>are not at the same time an agent of another intermediary or insurer in a way the law does not allow.</li>
        </ul>
        <p>
          Submitting an application does not guarantee onboarding. We review each application and may accept or
          decline it at our discretion, subject to applicable law.
        </p>
      </>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    content: (
      <ul>
        <li>Give us complete and accurate information, and keep it up to date.</li>
        <li>
          Keep your password confidential and do not let anyone else sign in as you. You are responsible for
          activity under your account.
        </li>
        <li>
          Tell us at once through the contact details below if you suspect someone else has used your account.
        </li>
        <li>Each person may hold one account. Accounts cannot be transferred.</li>
      </ul>
    ),
  },
  {
    id: 'agent-obligations',
    title: 'Your obligations as an agent',
    content: (
      <>
        <p>When you solicit or service insurance through our network, you must:</p>
        <ul>
          <li>
            act honestly and in the best interest of the customer, recommend products that suit the customer&rsquo;s
            needs, and explain the main features, exclusions, waiting periods and charges of a policy before the
            customer buys it;
          </li>
          <li>
            never mis-sell, make false or misleading statements or promise returns or benefits a policy does not
            provide;
          </li>
          <li>
            never offer or allow any rebate of commission or premium to a customer, which section 41 of the Insurance
            Act, 1938 prohibits;
          </li>
          <li>
            make sure premiums are paid directly to the insurer through its authorised channels, and never accept
            premiums in your own name or account;
          </li>
          <li>
            carry out the know-your-customer (KYC) checks required, and report any suspicious transaction to us;
          </li>
          <li>
            disclose your identity, that you act as an agent, and the insurer whose product you are selling;
          </li>
          <li>
            keep customers&rsquo; personal data confidential and use it only to service their policies, in line with
            our Privacy Policy and the Digital Personal Data Protection Act, 2023;
          </li>
          <li>help customers with claims and servicing requests promptly.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'irdai-compliance',
    title: 'Compliance with IRDAI rules',
    content: (
      <>
        <p>
          You must comply with the Insurance Act, 1938, the regulations, guidelines and circulars of IRDAI (including
          the code of conduct for insurance agents and point-of-sales persons), the rules of each insurer that
          appoints you, and all other applicable laws, as amended from time to time.
        </p>
        <p>
          You must complete any training and renewals IRDAI or the insurer requires, and cooperate with audits,
          inspections and enquiries by us, insurers or regulators. We may report breaches to the insurer concerned
          and to IRDAI where the law requires.
        </p>
        <p>Insurance is the subject matter of solicitation.</p>
      </>
    ),
  },
  {
    id: 'commissions',
    title: 'Commissions and payouts',
    content: (
      <>
        <ul>
          <li>
            Commissions are paid at the rates in the commission schedule we share with you, which stay within the
            limits allowed by IRDAI and the insurer. Rates can change when insurers or regulations change them; we
            will tell you before a change applies.
          </li>
          <li>
            Commission is earned only on policies that the insurer has issued and for which it has received the
            premium. If a policy is cancelled, including within the free-look period, or the premium is refunded,
            the related commission is reversed and may be recovered from future payouts.
          </li>
          <li>
            Payouts are made by bank transfer to the account registered in your name, after deduction of tax at
            source under section 194D of the Income-tax Act, 1961 and any other deduction the law requires.
          </li>
          <li>
            Figures shown in the portal are for your information. The payout statement we issue is the official
            record; tell us about any discrepancy within 30 days of receiving it.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    content: (
      <>
        <p>You must not:</p>
        <ul>
          <li>
            try to access data, accounts or parts of the Portal you are not authorised to use, including the data of
            members outside your own team;
          </li>
          <li>share your sign-in details, or download, copy or scrape customer or policy data in bulk;</li>
          <li>use policy documents or customer data for any purpose other than servicing the customer concerned;</li>
          <li>
            upload malicious code, probe or disrupt the Portal&rsquo;s security, or place an unreasonable load on it;
          </li>
          <li>use the Portal to send spam or unsolicited messages, or for anything unlawful, fraudulent or harmful.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    content: (
      <p>
        The Portal, its design, text, graphics and software belong to us or our licensors. You may use them only to
        carry out your work as an agent in our network. Insurers&rsquo; names, logos and product documents belong to
        the insurers and may be used only as they permit.
      </p>
    ),
  },
  {
    id: 'suspension-and-termination',
    title: 'Suspension and termination',
    content: (
      <p>
        We may suspend or close your access to the Portal if you breach these Terms or the law, if an insurer or IRDAI
        requires it, or to protect customers, other members or the Portal. You may stop using the Portal at any time
        by telling us. Sections on commissions already earned, confidentiality, liability and governing law continue
        to apply after your access ends.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and limitation of liability',
    content: (
      <>
        <p>
          The Portal is under active development and is provided &ldquo;as is&rdquo;. We work to keep it available
          and accurate, but we do not promise that it will always be uninterrupted or free of errors. Product
          information on the Portal is a general summary: the policy wording issued by the insurer is what governs
          cover, terms and exclusions.
        </p>
        <p>
          To the extent the law allows, we are not liable for indirect or consequential losses, such as loss of
          business or opportunity, arising from your use of the Portal, and our total liability to you for any claim
          relating to the Portal is limited to the commissions paid to you in the three months before the claim
          arose. Nothing in these Terms limits liability that cannot be limited under Indian law, including for fraud.
        </p>
        <p>
          You agree to compensate us for losses we suffer because you breached these Terms or the law, including
          penalties imposed on us because of your conduct.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law and disputes',
    content: (
      <p>
        These Terms are governed by the laws of India. Please raise any complaint first with our Grievance Officer, and
        we will try to resolve it within 30 days. Disputes that cannot be resolved this way are subject to the
        exclusive jurisdiction of the competent courts in India at the place of our registered office.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        We may change these Terms to reflect changes in our services, in regulation or in the law. The date at the top
        shows when they were last changed. We will tell onboarded agents about material changes by e-mail or in the
        Portal before they take effect; continuing to use the Portal after that means you accept the changes.
      </p>
    ),
  },
  {
    id: 'contact-and-grievances',
    title: 'Contact and grievances',
    content: (
      <>
        <p>
          Questions about these Terms, and complaints about the Portal or our services, can be sent through the{' '}
          <Link to="/#contact">contact form</Link> or to our Grievance Officer:
        </p>
        <GrievanceOfficer />
      </>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      lastUpdated={TERMS_LAST_UPDATED}
      summary={
        <p>
          These terms explain who can join our network of insurance agents, what we expect of you when you sell
          insurance with us, how commissions are paid, how the portal may be used, and how disputes are resolved under
          the laws of India.
        </p>
      }
      sections={sections}
    />
  );
}
