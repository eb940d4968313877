/** Entities of the product (spec §3), shared by the screens and the API. */

import type { Language } from './i18n/languages.mjs';

export const POLICY_TYPES = ['life', 'nonmotor', 'health', 'motor', 'loan'] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];
/** The types that come up for renewal: a loan is repaid over its term, not renewed. */
export const RENEWABLE_POLICY_TYPES = POLICY_TYPES.filter((type): type is Exclude<PolicyType, 'loan'> => type !== 'loan');

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
  preferences: MemberPreferences;
}

/** The member's own settings (`PUT /account/preferences`). */
export interface MemberPreferences {
  /** The daily e-mail digest of policies reaching 30, 15, 7 or 1 days left. */
  renewalReminders: boolean;
  /**
   * The member's language ('en' or 'hi'): their e-mails, and the portal's once they sign in. Always in the
   * API's answers (profile and preferences); optional here so that older fixtures still type-check.
   */
  language?: Language;
}

/** The body of `PUT /account/preferences`: what to change, one setting or both. */
export type MemberPreferencesUpdate = Partial<Pick<MemberPreferences, 'renewalReminders'>> & { language?: Language };

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

/** How a due or lapsed policy was marked; `at` is an ISO timestamp, `byName` null when automatic. */
export type RenewalOutcome =
  | { kind: 'renewed'; renewedPolicyNumber: string | null; automatic: boolean; at: string; byName: string | null }
  | { kind: 'not_renewing'; reason: string; at: string; byName: string | null };

/** The body of `PUT /sales/renewals/:coCode/:srNo`. */
export type RenewalMark = { outcome: 'renewed'; renewedPolicyNumber?: string } | { outcome: 'not_renewing'; reason: string };

/** A policy whose risk ends soon (`due`) or ended in the last 30 days (`lapsed`). */
export interface RenewalItem {
  srNo: string;
  policyNumber: string;
  policyType: PolicyType;
  productName: string;
  clientName: string;
  insurer: string;
  /** Rupees, as a decimal string (kept for compatibility); prefer `netPremiumPaise`. */
  netPremium: string;
  /** Integer paise. */
  netPremiumPaise: number;
  /** coCode of the member who sold it. */
  soldBy: string;
  soldByName?: string;
  /** ISO date, `YYYY-MM-DD`. */
  riskEnd: string;
  /** Days from today (India) to the risk end; negative once lapsed. */
  daysLeft: number;
  status: 'due' | 'lapsed';
  outcome: RenewalOutcome | null;
}

export interface RenewalsFilters {
  policyTypes?: PolicyType[];
  /** coCode of the seller. */
  soldBy?: string;
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
  /** Over the whole window, not the page. */
  counts: RenewalCounts;
  renewals: RenewalItem[];
  nextCursor: string | null;
}

export interface RenewalResponse {
  status: 'success';
  renewal: RenewalItem;
}

export interface PreferencesResponse {
  status: 'success';
  preferences: MemberPreferences;
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
  /** Absent from an API older than the account states: then only `userRegistered` counts. */
  account?: 'registered' | 'pending' | 'invited' | 'unknown';
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
