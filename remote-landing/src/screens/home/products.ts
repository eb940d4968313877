/** The four product categories of the landing page (spec §1, §2) and what their panels say. */
export type ProductId = 'health' | 'life' | 'car' | 'scooter';

export interface ProductFeature {
  title: string;
  detail: string;
}

export interface Product {
  id: ProductId;
  title: string;
  tagline: string;
  description: string;
  features: readonly [ProductFeature, ProductFeature, ProductFeature, ProductFeature];
}

export const products: readonly Product[] = [
  {
    id: 'health',
    title: 'Health Insurance',
    tagline: 'Cover for hospital bills, for every stage of life.',
    description:
      'Help your customers meet rising medical costs with cashless treatment at network hospitals, cover before and after hospitalisation, and tax benefits under Section 80D.',
    features: [
      { title: 'Family', detail: 'Floater plans that protect spouse, children and parents under one sum insured.' },
      { title: 'Senior citizen', detail: 'Plans designed for people over 60, with cover for pre-existing conditions after the waiting period.' },
      { title: 'Critical illness', detail: 'A lump sum on diagnosis of listed illnesses such as cancer, heart attack or stroke.' },
      { title: 'Personal accident', detail: 'Compensation for accidental death or disability, wherever the accident happens.' },
    ],
  },
  {
    id: 'life',
    title: 'Life Insurance',
    tagline: "Financial security for the people who matter most.",
    description:
      "Term and savings plans that keep a family's finances on track if the earning member is no longer there, with tax benefits under Section 80C and 10(10D).",
    features: [
      { title: 'Replacing lost income', detail: 'A sum assured that replaces years of income for the family left behind.' },
      { title: 'Paying off debts', detail: 'Home loans, car loans and other liabilities settled without burdening the family.' },
      { title: "Children's education", detail: "Money set aside for school and college fees, whatever happens." },
      { title: 'Everyday expenses', detail: 'Regular household costs met so the family keeps its standard of living.' },
    ],
  },
  {
    id: 'car',
    title: 'Car Insurance',
    tagline: 'Comprehensive and third-party cover for private cars.',
    description:
      'Motor policies that pay for damage to the car, theft and third-party liability as required by the Motor Vehicles Act, with add-ons customers actually use.',
    features: [
      { title: 'Zero depreciation', detail: 'Full claim amount for replaced parts, without deduction for depreciation.' },
      { title: 'Roadside assistance', detail: 'Towing, flat-tyre help, battery jump-start and fuel delivery, day and night.' },
      { title: '24/7 claim support', detail: 'Claims registered at any hour, with cashless repair at network garages.' },
      { title: 'NCB protection', detail: 'The no-claim bonus is kept even after a claim in the policy year.' },
    ],
  },
  {
    id: 'scooter',
    title: 'Two-Wheeler Insurance',
    tagline: 'Quick, affordable cover for scooters and motorcycles.',
    description:
      'Policies for bikes and scooters that cover own damage, theft and the third-party liability every rider must carry, issued in minutes.',
    features: [
      { title: 'Personal accident cover', detail: 'Compulsory cover for the owner-driver against death or permanent disability.' },
      { title: 'Third party liability', detail: 'Injury to others and damage to their property, as required by law.' },
      { title: 'Quick claim settlement', detail: 'Simple documentation and fast approval so riders are back on the road.' },
      { title: 'Add-on covers', detail: 'Zero depreciation, engine protection, return to invoice and more.' },
    ],
  },
];
