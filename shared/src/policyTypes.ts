/** The kinds of policy the portal sells, in the order the screens list them. */
export const POLICY_TYPES = ['life', 'nonmotor', 'health', 'motor', 'loan'] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];
/** The types that come up for renewal: a loan is repaid over its term, not renewed. */
export const RENEWABLE_POLICY_TYPES = POLICY_TYPES.filter((type): type is Exclude<PolicyType, 'loan'> => type !== 'loan');
