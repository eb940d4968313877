/** The 'landing' namespace in English: the texts of the product specification stay exactly as it has them. */
const en = {
  hero: {
    eyebrow: 'For insurance agents across India',
    title: 'Grow your career in insurance with a network that backs you',
    lead: 'Sell health, life, car and two-wheeler insurance with expert guidance, competitive commissions and support whenever you need it.',
    notice: 'Our website is under development. Our insurance partners will be revealed soon.',
    join: 'Join Our Network',
    explore: 'Explore Products',
  },
  features: {
    title: 'Why Partner With Us',
    intro: 'Everything you need to build a successful insurance business.',
    advisors: {
      title: 'Expert Advisors',
      text: 'Work alongside experienced advisors who help you choose the right plan for every customer and close with confidence.',
    },
    commissions: {
      title: 'Competitive Commissions',
      text: 'Earn attractive, transparent commissions on every policy you sell, paid on time and visible in your portal.',
    },
    training: {
      title: 'Comprehensive Training',
      text: 'Product, compliance and sales training, including preparation for the IRDAI-mandated certification.',
    },
    support: {
      title: '24/7 Support',
      text: 'Our team is there for you and your customers around the clock, from quotes to claims.',
    },
  },
  products: {
    title: 'Our Products',
    intro: 'Four product lines your customers ask for most. Select a product to see what it covers.',
    viewDetails: 'View details',
    hideDetails: 'Hide details',
    close: 'Close {{product}} details',
    health: {
      title: 'Health Insurance',
      tagline: 'Cover for hospital bills, for every stage of life.',
      description:
        'Help your customers meet rising medical costs with cashless treatment at network hospitals, cover before and after hospitalisation, and tax benefits under Section 80D.',
      family: { title: 'Family', detail: 'Floater plans that protect spouse, children and parents under one sum insured.' },
      senior: {
        title: 'Senior citizen',
        detail: 'Plans designed for people over 60, with cover for pre-existing conditions after the waiting period.',
      },
      critical: {
        title: 'Critical illness',
        detail: 'A lump sum on diagnosis of listed illnesses such as cancer, heart attack or stroke.',
      },
      accident: {
        title: 'Personal accident',
        detail: 'Compensation for accidental death or disability, wherever the accident happens.',
      },
    },
    life: {
      title: 'Life Insurance',
      tagline: 'Financial security for the people who matter most.',
      description:
        "Term and savings plans that keep a family's finances on track if the earning member is no longer there, with tax benefits under Section 80C and 10(10D).",
      income: { title: 'Replacing lost income', detail: 'A sum assured that replaces years of income for the family left behind.' },
      debts: { title: 'Paying off debts', detail: 'Home loans, car loans and other liabilities settled without burdening the family.' },
      education: { title: "Children's education", detail: 'Money set aside for school and college fees, whatever happens.' },
      expenses: { title: 'Everyday expenses', detail: 'Regular household costs met so the family keeps its standard of living.' },
    },
    car: {
      title: 'Car Insurance',
      tagline: 'Comprehensive and third-party cover for private cars.',
      description:
        'Motor policies that pay for damage to the car, theft and third-party liability as required by the Motor Vehicles Act, with add-ons customers actually use.',
      zeroDep: { title: 'Zero depreciation', detail: 'Full claim amount for replaced parts, without deduction for depreciation.' },
      roadside: { title: 'Roadside assistance', detail: 'Towing, flat-tyre help, battery jump-start and fuel delivery, day and night.' },
      claims: { title: '24/7 claim support', detail: 'Claims registered at any hour, with cashless repair at network garages.' },
      ncb: { title: 'NCB protection', detail: 'The no-claim bonus is kept even after a claim in the policy year.' },
    },
    scooter: {
      title: 'Two-Wheeler Insurance',
      tagline: 'Quick, affordable cover for scooters and motorcycles.',
      description:
        'Policies for bikes and scooters that cover own damage, theft and the third-party liability every rider must carry, issued in minutes.',
      accident: {
        title: 'Personal accident cover',
        detail: 'Compulsory cover for the owner-driver against death or permanent disability.',
      },
      thirdParty: { title: 'Third party liability', detail: 'Injury to others and damage to their property, as required by law.' },
      claims: { title: 'Quick claim settlement', detail: 'Simple documentation and fast approval so riders are back on the road.' },
      addOns: { title: 'Add-on covers', detail: 'Zero depreciation, engine protection, return to invoice and more.' },
    },
  },
  contact: {
    title: 'Get in Touch',
    lead: 'Questions about becoming an agent, our products or commissions? Send us a message and our team will get back to you within one working day.',
    email: 'Email',
    phone: 'Phone',
  },
  form: {
    title: 'Send us a message',
    required: 'Fields marked <star>*</star><hidden>with an asterisk</hidden> are required.',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    phoneHint: '10-digit mobile number',
    referer: 'How did you find us?',
    optional: '(optional)',
    refererHint: 'For example a friend, an agent, a search engine or social media',
    message: 'Message',
    send: 'Send Message',
    sending: 'Sending...',
    sent: 'Thank you! Your message has been sent.',
  },
  scrollToTop: 'Scroll to top',
  legal: {
    lastUpdated: 'Last updated:',
    contents: 'Contents',
    officer: {
      designationLabel: 'Designation',
      designation: 'Grievance Officer and Data Protection contact, Agent Portal',
      email: 'Email',
      phone: 'Phone',
      seeFooter: 'See the contact details in the page footer',
      hoursLabel: 'Hours',
      hours: 'Monday to Friday, 10:00 to 18:00 IST (except public holidays)',
    },
  },
  terms: {
    title: 'Terms of Service',
    summary:
      'These terms explain who can join our network of insurance agents, what we expect of you when you sell insurance with us, how commissions are paid, how the portal may be used, and how disputes are resolved under the laws of India.',
    about: {
      title: 'About these terms',
      p1: 'These Terms of Service (“Terms”) govern your use of the Agent Portal website and the agent portal (together, the “Portal”), operated by the insurance distribution business described in our <privacyLink>Privacy Policy</privacyLink> (“we”, “us”, “our”). By using the Portal, applying to join our network or signing in as an agent, you agree to these Terms. If you do not agree, please do not use the Portal.',
      p2: 'Your appointment as an insurance agent or point-of-sales person may also be governed by a separate written agreement with us and with the insurers concerned. If that agreement conflicts with these Terms, the agreement prevails.',
    },
    eligibility: {
      title: 'Eligibility',
      intro: 'You may apply to join our network and use the agent portal only if you:',
      age: 'are at least 18 years old and resident in India;',
      qualification:
        'meet the qualification, training and examination requirements IRDAI prescribes for insurance agents or point-of-sales persons for the products you will sell;',
      pan: 'hold a valid PAN and a bank account in your own name;',
      notDisqualified:
        'are not disqualified under section 42D of the Insurance Act, 1938 or IRDAI regulations (for example, because of a conviction for fraud or dishonesty), and are not debarred by IRDAI or any insurer;',
      notElsewhere: 'are not at the same time an agent of another intermediary or insurer in a way the law does not allow.',
      review:
        'Submitting an application does not guarantee onboarding. We review each application and may accept or decline it at our discretion, subject to applicable law.',
    },
    account: {
      title: 'Your account',
      accurate: 'Give us complete and accurate information, and keep it up to date.',
      password:
        'Keep your password confidential and do not let anyone else sign in as you. You are responsible for activity under your account.',
      misuse: 'Tell us at once through the contact details below if you suspect someone else has used your account.',
      one: 'Each person may hold one account. Accounts cannot be transferred.',
    },
    obligations: {
      title: 'Your obligations as an agent',
      intro: 'When you solicit or service insurance through our network, you must:',
      honest:
        'act honestly and in the best interest of the customer, recommend products that suit the customer’s needs, and explain the main features, exclusions, waiting periods and charges of a policy before the customer buys it;',
      misSell: 'never mis-sell, make false or misleading statements or promise returns or benefits a policy does not provide;',
      rebate:
        'never offer or allow any rebate of commission or premium to a customer, which section 41 of the Insurance Act, 1938 prohibits;',
      premiums:
        'make sure premiums are paid directly to the insurer through its authorised channels, and never accept premiums in your own name or account;',
      kyc: 'carry out the know-your-customer (KYC) checks required, and report any suspicious transaction to us;',
      disclose: 'disclose your identity, that you act as an agent, and the insurer whose product you are selling;',
      data: 'keep customers’ personal data confidential and use it only to service their policies, in line with our Privacy Policy and the Digital Personal Data Protection Act, 2023;',
      claims: 'help customers with claims and servicing requests promptly.',
    },
    irdai: {
      title: 'Compliance with IRDAI rules',
      laws: 'You must comply with the Insurance Act, 1938, the regulations, guidelines and circulars of IRDAI (including the code of conduct for insurance agents and point-of-sales persons), the rules of each insurer that appoints you, and all other applicable laws, as amended from time to time.',
      training:
        'You must complete any training and renewals IRDAI or the insurer requires, and cooperate with audits, inspections and enquiries by us, insurers or regulators. We may report breaches to the insurer concerned and to IRDAI where the law requires.',
      solicitation: 'Insurance is the subject matter of solicitation.',
    },
    commissions: {
      title: 'Commissions and payouts',
      rates:
        'Commissions are paid at the rates in the commission schedule we share with you, which stay within the limits allowed by IRDAI and the insurer. Rates can change when insurers or regulations change them; we will tell you before a change applies.',
      earned:
        'Commission is earned only on policies that the insurer has issued and for which it has received the premium. If a policy is cancelled, including within the free-look period, or the premium is refunded, the related commission is reversed and may be recovered from future payouts.',
      payouts:
        'Payouts are made by bank transfer to the account registered in your name, after deduction of tax at source under section 194D of the Income-tax Act, 1961 and any other deduction the law requires.',
      statement:
        'Figures shown in the portal are for your information. The payout statement we issue is the official record; tell us about any discrepancy within 30 days of receiving it.',
    },
    use: {
      title: 'Acceptable use',
      intro: 'You must not:',
      access:
        'try to access data, accounts or parts of the Portal you are not authorised to use, including the data of members outside your own team;',
      share: 'share your sign-in details, or download, copy or scrape customer or policy data in bulk;',
      purpose: 'use policy documents or customer data for any purpose other than servicing the customer concerned;',
      security: 'upload malicious code, probe or disrupt the Portal’s security, or place an unreasonable load on it;',
      spam: 'use the Portal to send spam or unsolicited messages, or for anything unlawful, fraudulent or harmful.',
    },
    ip: {
      title: 'Intellectual property',
      text: 'The Portal, its design, text, graphics and software belong to us or our licensors. You may use them only to carry out your work as an agent in our network. Insurers’ names, logos and product documents belong to the insurers and may be used only as they permit.',
    },
    termination: {
      title: 'Suspension and termination',
      text: 'We may suspend or close your access to the Portal if you breach these Terms or the law, if an insurer or IRDAI requires it, or to protect customers, other members or the Portal. You may stop using the Portal at any time by telling us. Sections on commissions already earned, confidentiality, liability and governing law continue to apply after your access ends.',
    },
    liability: {
      title: 'Disclaimers and limitation of liability',
      asIs: 'The Portal is under active development and is provided “as is”. We work to keep it available and accurate, but we do not promise that it will always be uninterrupted or free of errors. Product information on the Portal is a general summary: the policy wording issued by the insurer is what governs cover, terms and exclusions.',
      limit:
        'To the extent the law allows, we are not liable for indirect or consequential losses, such as loss of business or opportunity, arising from your use of the Portal, and our total liability to you for any claim relating to the Portal is limited to the commissions paid to you in the three months before the claim arose. Nothing in these Terms limits liability that cannot be limited under Indian law, including for fraud.',
      indemnity:
        'You agree to compensate us for losses we suffer because you breached these Terms or the law, including penalties imposed on us because of your conduct.',
    },
    law: {
      title: 'Governing law and disputes',
      text: 'These Terms are governed by the laws of India. Please raise any complaint first with our Grievance Officer, and we will try to resolve it within 30 days. Disputes that cannot be resolved this way are subject to the exclusive jurisdiction of the competent courts in India at the place of our registered office.',
    },
    changes: {
      title: 'Changes to these terms',
      text: 'We may change these Terms to reflect changes in our services, in regulation or in the law. The date at the top shows when they were last changed. We will tell onboarded agents about material changes by e-mail or in the Portal before they take effect; continuing to use the Portal after that means you accept the changes.',
    },
    contact: {
      title: 'Contact and grievances',
      text: 'Questions about these Terms, and complaints about the Portal or our services, can be sent through the <contactLink>contact form</contactLink> or to our Grievance Officer:',
    },
  },
} as const;

export default en;
