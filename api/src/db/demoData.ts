import { addDays } from '../clock.js';

/** Realistic Indian demo values, shared by the demo seed and the large-dataset generator. */
export const FIRST_NAMES = [
  'Aarav',
  'Aditi',
  'Amit',
  'Ananya',
  'Arjun',
  'Bhavna',
  'Deepak',
  'Divya',
  'Gaurav',
  'Isha',
  'Kavita',
  'Kiran',
  'Lakshmi',
  'Manoj',
  'Meera',
  'Mohan',
  'Neha',
  'Nikhil',
  'Pooja',
  'Pradeep',
  'Priya',
  'Rahul',
  'Rajesh',
  'Ramesh',
  'Ritu',
  'Rohit',
  'Sanjay',
  'Sapna',
  'Shreya',
  'Sunil',
  'Sunita',
  'Suresh',
  'Tanvi',
  'Usha',
  'Varun',
  'Vikram',
  'Vinod',
  'Yash',
  'Zoya',
  'Harpreet',
  'Lalit',
  'Farhan',
  'Gayatri',
  'Joseph',
  'Karthik',
  'Madhavi',
  'Naveen',
  'Rekha',
];
export const LAST_NAMES = [
  'Sharma',
  'Verma',
  'Gupta',
  'Iyer',
  'Nair',
  'Reddy',
  'Patel',
  'Shah',
  'Mehta',
  'Joshi',
  'Kulkarni',
  'Deshpande',
  'Singh',
  'Chauhan',
  'Yadav',
  'Das',
  'Banerjee',
  'Chatterjee',
  'Mukherjee',
  'Pillai',
  'Menon',
  'Rao',
  'Naidu',
  'Agarwal',
  'Bansal',
  'Malhotra',
  'Kapoor',
  'Khan',
  'Qureshi',
  'Fernandes',
  "D'Souza",
  'Gill',
  'Sandhu',
  'Bhat',
];

export const PRODUCTS = {
  life: {
    products: ['Term Life Plan', 'Endowment Plan', 'ULIP Wealth Plan', 'Child Education Plan'],
    insurers: ['LIC of India', 'HDFC Life', 'ICICI Prudential Life', 'SBI Life', 'Max Life'],
  },
  health: {
    products: ['Family Floater Health', 'Senior Citizen Health', 'Critical Illness Cover', 'Personal Accident Cover'],
    insurers: ['Star Health', 'Niva Bupa', 'Care Health', 'HDFC ERGO', 'Aditya Birla Health'],
  },
  motor: {
    products: ['Private Car Package', 'Two Wheeler Comprehensive', 'Car Third Party Liability', 'Commercial Vehicle Package'],
    insurers: ['ICICI Lombard', 'Bajaj Allianz', 'Tata AIG', 'New India Assurance', 'Digit Insurance'],
  },
  nonmotor: {
    products: ['Home Shield', 'Shop Owner Package', 'Marine Cargo', 'Fire and Burglary'],
    insurers: ['United India Insurance', 'Oriental Insurance', 'National Insurance', 'Reliance General'],
  },
  loan: {
    products: ['Home Loan', 'Personal Loan', 'Business Loan', 'Loan Against Property'],
    insurers: ['HDFC Bank', 'Bajaj Finance', 'ICICI Bank', 'Axis Bank', 'Tata Capital'],
  },
} as const;

export const STATE_CODES = ['MH', 'KA', 'DL', 'TN', 'GJ', 'RJ', 'UP', 'WB', 'KL', 'TS', 'PB', 'HR', 'MP'];

/** Small deterministic PRNG (mulberry32) so seeds are reproducible. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Rng = ReturnType<typeof rng>;

export const personName = (r: Rng) => `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;

export function vehicleNumber(r: Rng): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  return `${r.pick(STATE_CODES)}${String(r.int(1, 50)).padStart(2, '0')}${letters[r.int(0, 22)]}${letters[r.int(0, 22)]}${r.int(1000, 9999)}`;
}

export interface PolicyValues {
  policyType: keyof typeof PRODUCTS;
  productName: string;
  policyNumber: string;
  clientName: string;
  riskStart: string;
  riskEnd: string;
  netPremium: string;
  payOut: string;
  vehicleNo: string | null;
  insurer: string;
  /** A cancelled policy's cancellation date (its pay out is reversed in the payouts ledger). */
  cancelledOn?: string | null;
}

export function randomPolicy(
  r: Rng,
  serial: number,
  today = '2026-11-01',
  types: readonly (keyof typeof PRODUCTS)[] = Object.keys(PRODUCTS) as (keyof typeof PRODUCTS)[],
): PolicyValues {
  const policyType = r.pick(types);
  const catalogue = PRODUCTS[policyType];
  const riskStart = addDays(today, -r.int(0, 730));
  const riskEnd = addDays(riskStart, policyType === 'loan' ? 365 * 5 - 1 : 364);
  const premium = policyType === 'loan' ? r.int(5_000, 90_000) : r.int(1_500, 60_000);
  const paise = r.int(0, 99);
  const rate = policyType === 'life' ? 0.2 : policyType === 'loan' ? 0.01 : 0.12;
  const payOut = Math.round((premium + paise / 100) * rate * 100) / 100;
  return {
    policyType,
    productName: r.pick(catalogue.products),
    policyNumber: `${policyType.slice(0, 2).toUpperCase()}${String(serial).padStart(8, '0')}`,
    clientName: personName(r),
    riskStart,
    riskEnd,
    netPremium: `${premium}.${String(paise).padStart(2, '0')}`,
    payOut: payOut.toFixed(2),
    vehicleNo: policyType === 'motor' ? vehicleNumber(r) : null,
    insurer: r.pick(catalogue.insurers),
  };
}

/** PAN-shaped: 3 letters, P (individual), the surname initial, 4 digits, a check letter. */
export function panNumber(r: Rng, name: string): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const initial =
    (name.split(' ').pop() ?? 'X')
      .replace(/[^A-Za-z]/g, '')
      .charAt(0)
      .toUpperCase() || 'X';
  return `${letters[r.int(0, 25)]}${letters[r.int(0, 25)]}${letters[r.int(0, 25)]}P${initial}${r.int(1000, 9999)}${letters[r.int(0, 25)]}`;
}
