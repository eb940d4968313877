/** The 'landing' namespace in English: its fixed texts stay word for word (README, "Fixed texts and rules"). */
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
  privacy: {
    title: 'Privacy Policy',
    summary:
      'We collect only the personal data we need to answer you, onboard you as an insurance agent and pay your commissions; we share it only with insurers, regulators such as IRDAI and our service providers as described below; and you can access, correct or erase it, or nominate someone to do so for you, in the spirit of the Digital Personal Data Protection Act, 2023.',
    whoWeAre: {
      title: 'Who we are and what this policy covers',
      operator:
        'Agent Portal (“we”, “us”, “our”) is operated by an insurance distribution business in India that recruits, trains and supports insurance agents and point-of-sales persons who sell health, life, motor and other insurance products of insurers regulated by the Insurance Regulatory and Development Authority of India (IRDAI).',
      scope:
        'This policy explains how we collect and use personal data through this website and the agent portal: when you visit the site, write to us, apply to join our network, or work with us as an onboarded agent. For the purposes of the Digital Personal Data Protection Act, 2023 (“DPDP Act”) and the rules made under it, we are the <strong>Data Fiduciary</strong> for this data and you are the <strong>Data Principal</strong>.',
      insurers:
        'Insurers whose products you sell, or who insure your customers, process personal data under their own privacy notices. This policy does not cover them.',
    },
    collect: {
      title: 'The personal data we collect',
      contactTitle: 'When you contact us',
      contact: 'Your name, e-mail address, phone number, your message and, if you choose to tell us, how you found us.',
      applyTitle: 'When you apply to join our network',
      apply:
        'Your full name, phone number, e-mail address, the name of the person who referred you, why you want to join, and optionally your Permanent Account Number (PAN) and Aadhaar number.',
      agentTitle: 'When you are onboarded as an agent',
      identity: 'Identity and contact details: name, phone number, e-mail address, your CO Code.',
      documents: 'Identity and tax documents: PAN, and Aadhaar where you choose to use it for identity verification (e-KYC).',
      bank: 'Bank details for commission payments: bank name, account number and IFSC.',
      records: 'Records required for your appointment and certification, such as your qualification, training and examination results.',
      network:
        'Your place in our network (who you report to and who reports to you) and the policies sold by you and your team, including premium and commission figures.',
      customersTitle: 'Your customers’ data',
      customers:
        'Policy records you see in the portal contain your customers’ names, policy numbers, vehicle registration numbers and premium amounts. We process this data to administer the policies and pay commissions, and you may use it only to service those customers.',
      technicalTitle: 'Technical data',
      technical:
        'When you use the portal our servers record your IP address, browser type, pages requested and the time of each request, to keep the service secure and working. Your browser stores a sign-in token and your light or dark theme choice in its local storage. We do not use advertising or tracking cookies.',
      deviceTitle: 'What the portal keeps on your device',
      device:
        'When you are signed in, the portal keeps a copy of the pages you last opened (your policies, renewals, payout statements and profile, with your name and the customers’ details shown on them) in this browser’s storage on your device, so that they open quickly and can be read without a network. The copy is kept for the signed-in member only, and for at most 7 days: older pages are never shown, and are deleted the next time the portal opens in this browser. All of it is deleted when you log out, when your session ends, and when another member signs in on the same device.',
      deviceMarks:
        'Renewal marks you make while offline are kept on the device only until they are sent, which happens when the network returns.',
      deviceCode:
        'The portal also keeps its own code on the device, so that it opens quickly and works offline. The code contains no personal data.',
    },
    why: {
      title: 'Why we use your data',
      intro: 'We use personal data only for clear, lawful purposes:',
      answer: 'to answer your questions and requests sent through the contact form;',
      review: 'to review your application, verify your identity and eligibility, and onboard you as an agent;',
      appointment:
        'to arrange your appointment and registration with insurers and to meet IRDAI’s requirements for agents and point-of-sales persons;',
      pay: 'to calculate and pay your commissions, deduct tax at source under the Income-tax Act, 1961 (which is why we need your PAN) and issue statements;',
      portal: 'to give you access to the portal and show you your profile, team and the policies you have sold;',
      training: 'to provide training and send you service messages about your account and regulatory changes;',
      fraud: 'to prevent fraud and mis-selling, keep the portal secure, and resolve complaints and disputes;',
      legal: 'to meet our legal obligations, including record-keeping, tax and anti-money-laundering laws.',
      consent:
        'We rely on your <strong>consent</strong>, which you give when you submit a form, and on the <strong>legitimate uses</strong> the DPDP Act allows, such as complying with law and with orders of regulators and courts. Where we rely on consent you may withdraw it at any time (see <rightsLink>Your rights</rightsLink>); this does not affect processing already carried out, and we may no longer be able to keep you onboarded if the data is needed for your appointment or payments.',
      noSale: 'We do not sell your personal data and we do not use it for advertising by third parties.',
    },
    aadhaar: {
      title: 'Aadhaar, PAN and bank details',
      aadhaar:
        'Giving your Aadhaar number is optional. Where you choose to give it, we use it only for identity verification, in line with the Aadhaar Act, 2016 and the regulations under it. We never show your full Aadhaar number: the portal shows it masked, with only the last four digits visible, and we do not share it except where the law requires.',
      panAndBank:
        'Your PAN and bank account number are also shown masked in the portal, stored encrypted, and used only for tax deduction, regulatory filings and paying your commissions.',
    },
    retention: {
      title: 'How long we keep your data',
      intro:
        'We keep personal data only as long as we need it for the purpose it was collected for, or as long as the law requires, and then delete or anonymise it.',
      caption: 'Retention periods',
      data: 'Data',
      period: 'How long we keep it',
      contactData: 'Contact form messages',
      contactPeriod: '12 months after we last reply to you',
      applicationsData: 'Applications that are not approved or are withdrawn',
      applicationsPeriod: '6 months after the decision or withdrawal',
      agentsData: 'Agent records, KYC documents, bank details, commission and policy records',
      agentsPeriod:
        'While you are an agent in our network, and afterwards for the period required by IRDAI’s record-keeping regulations, the Income-tax Act, 1961 and the Prevention of Money-laundering Act, 2002',
      logsData: 'Server security logs',
      logsPeriod: 'Up to 180 days, longer only when needed to investigate an incident',
      deviceData: 'The copy of your last-seen pages kept on your device (policies, renewals, payout statements, profile)',
      devicePeriod:
        'At most 7 days; deleted when you log out, when your session ends and when another member signs in on the device. Renewal marks made offline: until they are sent',
    },
    sharing: {
      title: 'Who we share your data with',
      intro: 'We share personal data only where it is needed, and only the data that is needed:',
      insurers:
        '<strong>Insurers</strong> whose products you sell, for your appointment as their agent, for issuing and servicing policies, and for commission settlement.',
      regulators:
        '<strong>IRDAI and other regulators and authorities</strong>, as required by the Insurance Act, 1938, IRDAI regulations and other laws, for example for agent registration, inspections and reporting; and tax authorities, courts and law-enforcement agencies when the law requires us to.',
      upline:
        '<strong>Your upline in our network</strong>: members above you in the hierarchy can see your name, CO Code and the policies you have sold, so that they can support and supervise you.',
      providers:
        '<strong>Service providers</strong> who work for us under written contracts as Data Processors: cloud hosting, our sign-in (identity) service, e-mail delivery and banks that process commission payments. They may use the data only to provide their service to us.',
      abroad:
        'Some of these providers may process data outside India. We transfer personal data outside India only as the DPDP Act permits, and never to a country the Government of India has restricted.',
    },
    security: {
      title: 'How we protect your data',
      intro: 'We use reasonable security safeguards to prevent personal data breaches, including:',
      encryption: 'encryption of data in transit (HTTPS) and of sensitive data such as bank details at rest;',
      masking: 'masking of PAN, Aadhaar and bank account numbers wherever they are displayed;',
      access:
        'access control, so each agent sees only their own data and that of their own team, and staff see only what their role requires;',
      signIn: 'secure sign-in with expiring tokens, and logging and monitoring of access to our systems;',
      confidentiality: 'confidentiality obligations for our staff and service providers.',
      breach:
        'If a personal data breach happens, we will inform the Data Protection Board of India and each affected person as the DPDP Act and its rules require, and tell you what we are doing about it and what you can do.',
    },
    rights: {
      title: 'Your rights',
      intro: 'Under the DPDP Act you have the right to:',
      access:
        '<strong>Access</strong>: get a summary of the personal data we hold about you, how we use it, and the names of those we have shared it with;',
      correction:
        '<strong>Correction</strong>: have inaccurate or misleading data corrected, incomplete data completed and out-of-date data updated;',
      erasure:
        '<strong>Erasure</strong>: have your data deleted when it is no longer needed, unless the law requires us to keep it (for example, records we must keep under IRDAI or tax rules);',
      withdraw: '<strong>Withdraw consent</strong> for processing based on consent, as easily as you gave it;',
      grievance: '<strong>Grievance redressal</strong>: have a complaint about how we handle your data answered by our Grievance Officer;',
      nomination:
        '<strong>Nomination</strong>: nominate another person to exercise these rights on your behalf in the event of your death or incapacity.',
      how: 'To use any of these rights, write to our Grievance Officer (below) from the e-mail address you registered with us, or use the <contactLink>contact form</contactLink>. We may ask you to confirm your identity before acting on a request. We acknowledge requests within 2 working days and respond within 30 days.',
      complain:
        'If you are not satisfied with our answer you may complain to the Data Protection Board of India. Complaints about insurance policies themselves can also be taken to the insurer concerned, to IRDAI through its Bima Bharosa system, or to the Insurance Ombudsman.',
    },
    children: {
      title: 'Children',
      text: 'This site and the agent portal are meant for adults. Only persons aged 18 or over can apply to become agents, and we do not knowingly collect personal data from children. If you believe a child has sent us personal data, please contact us and we will delete it.',
    },
    changes: {
      title: 'Changes to this policy',
      text: 'We may update this policy when our services or the law change. The date at the top shows when it was last changed. If a change materially affects how we use your data, we will tell onboarded agents by e-mail or in the portal before it takes effect and, where the law requires, ask for fresh consent.',
    },
    officer: {
      title: 'Grievance Officer',
      text: 'For questions about this policy, to exercise your rights, or to raise a complaint about how we handle personal data, contact our Grievance Officer:',
    },
  },
} as const;

export default en;
