/** Entities of the product (spec §3), shared by the screens and the API. */

export const POLICY_TYPES = ['life', 'nonmotor', 'health', 'motor', 'loan'] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  message: string;
  referer?: string;
}

export interface SignupApplication {
  name: string;
  phone: string;
  email: string;
  panNo?: string;
  aadharNo?: string;
  referralId?: string;
  reason: string;
}

export interface MemberProfile {
  name: string;
  coCode: string | null;
  mobile: string | null;
  email: string | null;
  /** Masked by the API, e.g. `ABXXXXX34F`. */
  pan: string | null;
  /** Masked by the API, e.g. `XXXX XXXX 1234`. */
  aadhar: string | null;
  bankName: string | null;
  /** Masked by the API, e.g. `••••1234`. */
  bankAccount: string | null;
}

export interface HierarchyMember {
  name: string;
  coCode: string;
  hasChildren?: boolean;
}

export interface Sale {
  srNo: string;
  policyType: PolicyType;
  productName: string;
  policyNumber: string;
  clientName: string;
  /** ISO date, `YYYY-MM-DD`. */
  riskStart: string;
  riskEnd: string;
  /** Rupees, as a decimal string to keep paise exact. */
  netPremium: string;
  payOut: string;
  vehicleNo?: string | null;
  insurer: string;
  /** coCode of the member who sold it. */
  soldBy: string;
  soldByName?: string;
}

export interface SalesFilters {
  policyTypes?: PolicyType[];
  fromDate?: string;
  toDate?: string;
  clientName?: string;
}

/** A policy whose risk ends soon (`due`) or ended in the last 30 days (`lapsed`). */
export interface RenewalItem {
  srNo: string;
  policyNumber: string;
  policyType: PolicyType;
  clientName: string;
  insurer: string;
  /** Rupees, as a decimal string to keep paise exact. */
  netPremium: string;
  /** coCode of the member who sold it. */
  soldBy: string;
  soldByName?: string;
  /** ISO date, `YYYY-MM-DD`. */
  riskEnd: string;
  /** Days from today (India) to the risk end; negative once lapsed. */
  daysLeft: number;
  status: 'due' | 'lapsed';
}

/** Cumulative: `within15` includes the policies of `within7`; `lapsed` is the last 30 days. */
export interface RenewalCounts {
  within7: number;
  within15: number;
  within30: number;
  within60: number;
  lapsed: number;
}

export interface RenewalsResponse {
  status: 'success';
  /** Today in India, `YYYY-MM-DD`. */
  asOf: string;
  within: 7 | 15 | 30 | 60;
  counts: RenewalCounts;
  renewals: RenewalItem[];
}

export interface SalesSummary {
  count: number;
  netPremium: string;
  payOut: string;
}

/** Response envelopes (spec §7). */
export interface StatusResponse {
  status: 'success' | 'error';
  message?: string;
}
export interface CheckUserResponse extends StatusResponse {
  userRegistered: boolean;
}
export interface ProfileResponse extends StatusResponse {
  profile: MemberProfile;
}
export interface L1MemberResponse extends StatusResponse {
  member: HierarchyMember;
}
export interface HierarchyResponse extends StatusResponse {
  hasChildren: boolean;
  children: HierarchyMember[];
}
export interface SalesResponse extends StatusResponse {
  sales: Sale[];
  nextCursor: string | null;
}
export interface SalesSummaryResponse extends StatusResponse {
  summary: SalesSummary;
}
