import { z } from 'zod';
import { pageLimitSchema } from './paging';
import { POLICY_TYPES } from '../policyTypes';
import { CONTROL_CHARACTER, hasVisibleText, isOneLineText, policyTypesQuery, soldByQuery } from './schemas';
import { LANGUAGES, type Language } from '../i18n/languages.mjs';
import { about, says, t } from './i18n';

/**
 * Renewals: the list of policies due or lapsed, the marks "Renewed" / "Not renewing", and
 * the member's reminder preference. Used by the API (validation, serialisation, OpenAPI) and the screens.
 */

/** How far ahead the renewals list looks, in days. */
export const RENEWAL_WINDOWS = [7, 15, 30, 60] as const;
export type RenewalWindow = (typeof RENEWAL_WINDOWS)[number];

/** `GET /sales/renewals/:coCode`: the window, filters, and a page (`cursor` from the previous answer). */
export const renewalsQuerySchema = z.object({
  within: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return 30 as RenewalWindow;
      const days = /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : NaN;
      if (!(RENEWAL_WINDOWS as readonly number[]).includes(days)) {
        ctx.addIssue({ code: 'custom', message: t('renewals.within', { windows: RENEWAL_WINDOWS.join(', ') }) });
        return z.NEVER;
      }
      return days as RenewalWindow;
    }),
  policyTypes: policyTypesQuery,
  soldBy: soldByQuery,
  cursor: z.string().max(200, says('cursor.invalid')).optional(),
  limit: pageLimitSchema(200),
});

const at = z.string().meta({ description: 'When it was marked, ISO 8601 timestamp' });
const byName = z.string().nullable().meta({ description: 'Who marked it; null when automatic (or the member is gone)' });

/** A policy's mark: renewed (by hand or matched at import), or not renewing with a reason; null when unmarked. */
export const renewalOutcomeSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('renewed'),
      renewedPolicyNumber: z.string().nullable(),
      automatic: z.boolean(),
      at,
      byName,
    }),
    z.object({ kind: z.literal('not_renewing'), reason: z.string(), at, byName }),
  ])
  .nullable()
  // OpenAPI 3.0 wants a type beside `nullable`.
  .meta({ type: 'object' });

export const renewalItemSchema = z.object({
  srNo: z.string(),
  policyNumber: z.string(),
  policyType: z.enum(POLICY_TYPES),
  productName: z.string(),
  clientName: z.string(),
  insurer: z.string(),
  /** Rupees as a decimal string (kept for compatibility); prefer `netPremiumPaise`. */
  netPremium: z.string(),
  netPremiumPaise: z.number().int(),
  soldBy: z.string(),
  soldByName: z.string().optional(),
  riskEnd: z.string(),
  daysLeft: z.number().int(),
  status: z.enum(['due', 'lapsed']),
  outcome: renewalOutcomeSchema,
});

export const renewalCountsSchema = z.object({
  within7: z.number().int(),
  within15: z.number().int(),
  within30: z.number().int(),
  within60: z.number().int(),
  lapsed: z.number().int(),
});

export const renewalsResponseSchema = z.object({
  status: z.literal('success'),
  asOf: z.string(),
  within: z.union([z.literal(7), z.literal(15), z.literal(30), z.literal(60)]),
  /** Over the whole window (every page), not the page. */
  counts: renewalCountsSchema,
  renewals: z.array(renewalItemSchema),
  nextCursor: z.string().nullable(),
});

/** `PUT` / `DELETE /sales/renewals/:coCode/:srNo`. */
export const renewalOutcomeParamsSchema = z.object({
  coCode: z.string().trim().min(1, about('field.required', 'label.memberCode')).max(40, about('field.tooLong', 'label.memberCode')),
  srNo: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,17}$/, says('renewals.serialNumber')),
});

/** Refuses any field the shape does not name, each under its own name (the errors map says which). */
function onlyKnownFields<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.looseObject(shape).superRefine((value, ctx) => {
    for (const key of Object.keys(value)) {
      if (!(key in shape)) ctx.addIssue({ code: 'custom', path: [key], message: t('unknownField') });
    }
  });
}

/** The body of `PUT /sales/renewals/:coCode/:srNo`; any other field is refused by name. */
export const renewalMarkSchema = z.discriminatedUnion(
  'outcome',
  [
    onlyKnownFields({
      outcome: z.literal('renewed'),
      renewedPolicyNumber: z
        .string(about('field.text', 'label.renewedPolicyNumber'))
        .trim()
        .max(80, about('field.maxLength', 'label.renewedPolicyNumber', { max: 80 }))
        .refine(isOneLineText, about('field.invalidCharacters', 'label.renewedPolicyNumber'))
        .optional()
        .transform((value) => value || undefined),
    }),
    onlyKnownFields({
      outcome: z.literal('not_renewing'),
      reason: z
        .string(about('field.required', 'label.reason'))
        .trim()
        .min(3, about('field.minLength', 'label.reason', { min: 3 }))
        .max(500, about('field.maxLength', 'label.reason', { max: 500 }))
        .refine((value) => !CONTROL_CHARACTER.test(value), about('field.invalidCharacters', 'label.reason'))
        .refine(hasVisibleText, about('field.invisibleOnly', 'label.reason')),
    }),
  ],
  says('renewals.outcome'),
);

export const renewalResponseSchema = z.object({ status: z.literal('success'), renewal: renewalItemSchema });

/** The portal's languages' codes ('en', 'hi'). */
export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [Language, ...Language[]];

/** The member's own settings, shown on the profile. */
export const memberPreferencesSchema = z.object({
  /** The daily e-mail digest of policies reaching 30, 15, 7 or 1 days left. */
  renewalReminders: z.boolean(),
  /** The member's language: their e-mails, and the portal's once they sign in. */
  language: z.enum(LANGUAGE_CODES),
});

/**
 * The body of `PUT /account/preferences`: the settings to change (one or both); any other field is
 * refused by name.
 */
export const preferencesUpdateSchema = onlyKnownFields({
  renewalReminders: z.boolean(says('preferences.renewalReminders')).optional(),
  language: z.enum(LANGUAGE_CODES, says('preferences.language')).optional(),
}).refine((value) => value.renewalReminders !== undefined || value.language !== undefined, says('preferences.nothing'));

export const preferencesResponseSchema = z.object({ status: z.literal('success'), preferences: memberPreferencesSchema });

export type RenewalOutcome = z.output<typeof renewalOutcomeSchema>;
export type RenewalItem = z.output<typeof renewalItemSchema>;
export type RenewalCounts = z.output<typeof renewalCountsSchema>;
export type RenewalsResponse = z.output<typeof renewalsResponseSchema>;
export type RenewalResponse = z.output<typeof renewalResponseSchema>;
/** The body of a renewal mark, as the screens send it. */
export type RenewalMark = z.input<typeof renewalMarkSchema>;
/** The renewals list's filters, as the screens keep them. */
export type RenewalsFilters = Partial<Pick<z.output<typeof renewalsQuerySchema>, 'policyTypes' | 'soldBy'>>;
export type MemberPreferences = z.output<typeof memberPreferencesSchema>;
/** What to change of the member's settings: one setting or both. */
export type MemberPreferencesUpdate = z.input<typeof preferencesUpdateSchema>;
export type PreferencesResponse = z.output<typeof preferencesResponseSchema>;
