import { z } from 'zod';

// The back office's members: request and response schemas, shared by the API and the back-office remote.

/** `GET /admin/members?q=&limit=`: members whose name, code or e-mail contains `q` (any member of the network). */
export const memberSearchQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search is too long').optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});

/** A member as the back office lists them (no identity or bank numbers). */
export const memberSummarySchema = z.object({
  coCode: z.string(),
  name: z.string(),
  email: z.string(),
  /** 0 for a top member. */
  depth: z.number().int(),
  parentCoCode: z.string().nullable(),
  parentName: z.string().nullable(),
  /** Members below them, all levels. */
  subtreeSize: z.number().int(),
  /** Whether they have set a password (have a Firebase account). */
  hasAccount: z.boolean(),
  signInDisabled: z.boolean(),
});

export const memberSearchResponseSchema = z.object({
  status: z.literal('success'),
  members: z.array(memberSummarySchema),
});

export type MemberSearchQuery = z.input<typeof memberSearchQuerySchema>;
export type MemberSummary = z.output<typeof memberSummarySchema>;
export type MemberSearchResponse = z.output<typeof memberSearchResponseSchema>;
