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
} as const;

export default en;
