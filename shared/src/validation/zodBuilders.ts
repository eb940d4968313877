import { z } from 'zod';

/**
 * The zod builders the back office's schemas (@portal/shared/admin) are made of, taken from this entry
 * so that they use its copy of zod. Only these: a shared module keeps every export, so re-exporting zod
 * whole would put all of it in this share, which every page with a form or a read loads.
 */
export const zodBuilders = {
  array: z.array,
  boolean: z.boolean,
  coerce: { number: z.coerce.number },
  enum: z.enum,
  literal: z.literal,
  number: z.number,
  object: z.object,
  string: z.string,
  unknown: z.unknown,
};
